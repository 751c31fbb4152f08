import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import {
  answerErrorsOf,
  checkAnswers,
  PersonalizationForm,
  type PersonalizationHandle,
} from '@/components/product/personalization-form';
import { ApiError } from '@/lib/api/errors';
import type { PersonalizationQuestion } from '@/lib/personalization';

const initials: PersonalizationQuestion = {
  id: 7,
  label: 'Initials to stitch',
  kind: 'text',
  required: true,
  max_length: 3,
  choices: [],
};
const thread: PersonalizationQuestion = {
  id: 8,
  label: 'Thread colour',
  kind: 'choice',
  required: false,
  max_length: null,
  choices: ['Gold', 'Plum', 'Sage'],
};
const many: PersonalizationQuestion = {
  id: 9,
  label: 'Birth month',
  kind: 'choice',
  required: true,
  max_length: null,
  choices: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'],
};

function Form({ questions }: { questions: PersonalizationQuestion[] }) {
  const handle = createRef<PersonalizationHandle>();
  render(<PersonalizationForm questions={questions} handle={handle} />);
  return handle;
}

describe('the personalization questions (§30.1)', () => {
  it('§30.1 a text question has its length limit and a counter; a required one is marked, an optional one says so', () => {
    Form({ questions: [initials, thread] });
    const box = screen.getByRole('textbox', { name: /Initials to stitch/ });
    expect(box).toHaveAttribute('maxlength', '3');
    expect(box).toBeRequired();
    expect(screen.getByText('0/3')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'AB' } });
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('Thread colour').parentElement).toHaveTextContent('(optional)');
  });

  it('§30.1 a choice of a few is a radio group, a longer one a list', () => {
    Form({ questions: [thread, many] });
    expect(screen.getByRole('group', { name: /Thread colour/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Gold', 'Plum', 'Sage']);
    const list = screen.getByRole('combobox', { name: /Birth month/ });
    expect([...(list as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', ...many.choices]);
  });

  it('§30.1 a required answer left blank, one too long and a choice not offered are each named', () => {
    expect(checkAnswers([initials, thread, many], { '7': '  ', '8': 'Teal', '9': 'Feb' })).toEqual({
      '7': 'Please answer this: we need it to make your piece.',
      '8': 'Please choose one of the options.',
    });
    expect(checkAnswers([initials], { '7': 'ABCD' })).toEqual({ '7': 'Please keep it to 3 characters.' });
    expect(checkAnswers([initials, thread], { '7': 'AB' })).toEqual({});
  });

  it("§30.1 the API's 400 naming personalization.<id> is the answer's error, other fields are not", () => {
    const refusal = new ApiError(400, { personalization: { '7': ['This answer is required.'] }, quantity: ['x'] });
    expect(answerErrorsOf(refusal)).toEqual({ '7': 'This answer is required.' });
    expect(answerErrorsOf(new Error('offline'))).toEqual({});
  });

  it('§30.1 ready() gives the answers with their labels, or null with each wrong one said by its question', () => {
    const handle = Form({ questions: [initials, thread] });
    let got: ReturnType<PersonalizationHandle['ready']> | undefined;
    act(() => void (got = handle.current!.ready()));
    expect(got).toBeNull();
    expect(screen.getByRole('textbox', { name: /Initials/ })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByRole('textbox', { name: /Initials/ }), { target: { value: ' al ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Sage' }));
    act(() => void (got = handle.current!.ready()));
    expect(got).toEqual({
      answers: { '7': 'al', '8': 'Sage' },
      lines: [
        { label: 'Initials to stitch', answer: 'al' },
        { label: 'Thread colour', answer: 'Sage' },
      ],
    });
  });
});
