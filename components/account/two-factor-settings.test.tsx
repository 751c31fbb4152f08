import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoFactorSettings } from '@/components/account/two-factor-settings';
import { answer, requestsTo, startApi } from '@/test/api';

startApi();

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/x',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
};
const codes = ['aaaa-1111', 'bbbb-2222', 'cccc-3333'];

describe('two-factor settings', () => {
  it('shows the QR code and secret, verifies a code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    answer('post', '/api/enable-2fa/', setup);
    answer('post', '/api/verify-2fa/', { otp: ['Invalid code.'] }, 400);
    const { rerender } = render(<TwoFactorSettings enabled={false} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', setup.qr_code);
    expect(screen.getByText(setup.secret)).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Invalid code.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    answer('post', '/api/verify-2fa/', { two_factor_enabled: true, recovery_codes: codes });
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent(codes.join(''));
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(true);
    expect(requestsTo('post', '/api/verify-2fa/').at(-1)?.body).toEqual({ otp: '123456' });

    rerender(<TwoFactorSettings enabled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(codes[0])).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-factor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /recovery/i })).not.toBeInTheDocument();
  });

  it('copies the recovery codes to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    answer('post', '/api/enable-2fa/', setup);
    answer('post', '/api/verify-2fa/', { two_factor_enabled: true, recovery_codes: codes });
    render(<TwoFactorSettings enabled={false} onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(codes.join('\n'));
  });

  it('turns off only with the password and a code, both asked for', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    answer('post', '/api/disable-2fa/', { otp: ['Invalid or expired code.'] }, 400);
    render(<TwoFactorSettings enabled onChange={onChange} />);
    await user.type(screen.getByLabelText('Your password'), 'Linen-Thread-42');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(
      await screen.findByText('Enter the code from your authenticator app (or a recovery code).'),
    ).toBeInTheDocument();
    expect(requestsTo('post', '/api/disable-2fa/')).toHaveLength(0);
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    answer('post', '/api/disable-2fa/', { two_factor_enabled: false });
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(false));
    expect(requestsTo('post', '/api/disable-2fa/').at(-1)?.body).toEqual({
      password: 'Linen-Thread-42',
      otp: '246810',
    });
  });
});
