import { TextField } from '@/components/admin/field';

/**
 * The e-mail address of an account, as sign-in and the password reset ask for it:
 * `username` autocomplete, so password managers fill the same address in both.
 */
export function SignInEmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      inputMode="email"
      value={value}
      onChange={onChange}
      error={error}
      required
    />
  );
}
