import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '@/lib/api/errors';

/**
 * An admin form that saves with one call: its values, the field errors and message the API answered, and whether
 * a save is running. `reset` (a new record's blank values) empties the form once the record is saved.
 */
export function useSaveForm<V extends Record<string, unknown>>(initial: V, reset: V | null, failure: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  /** A text control's change handler for one field. */
  const set = (key: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  /** The form's submit handler, saving the current values with `save`. */
  const submit = (save: (values: V) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      await save(values);
      setMessage('Saved.');
      if (reset) setValues(reset);
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, message, busy, set, submit };
}
