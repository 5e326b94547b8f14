import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useValidatedForm } from '../lib/use-validated-form';
import { passwordLength, requiredInOrder, type FieldRule } from '../lib/validation';
import { Toaster } from './Toaster';
import { TextAreaField, TextField } from './TextField';

describe('a text field', () => {
  it('when it has a rule, then the rule is under it and describes it, and it is not marked', () => {
    render(<TextField label="Password" hint="At least 8 characters" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAccessibleDescription('At least 8 characters');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('when it has an error, then it is marked invalid and described by its rule and its error, after what the caller set', () => {
    render(
      <>
        <p id="extra">Shown on your receipts</p>
        <TextField label="Email" hint="We answer here" error="Please enter your email" aria-describedby="extra" />
      </>,
    );
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Shown on your receipts We answer here Please enter your email');
  });

  it('when a text area has an error, then it is marked the same way', () => {
    render(<TextAreaField label="Issue" error="Please describe your issue" />);
    expect(screen.getByLabelText('Issue')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Issue')).toHaveAccessibleDescription('Please describe your issue');
  });
});

interface Values {
  name: string;
  password: string;
}

const RULES: readonly FieldRule<Values>[] = [...requiredInOrder<Values>({ name: 'Please enter your name', password: 'Please enter your password' }), passwordLength<Values>('password')];

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const form = useValidatedForm<Values>({ name: '', password: '' }, RULES, onValid);
  return (
    <form onSubmit={form.submit} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Password" type="password" hint="At least 8 characters" {...form.field('password')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm() {
  const sent: Values[] = [];
  const user = userEvent.setup();
  render(
    <>
      <Form onValid={(values) => sent.push(values)} />
      <Toaster />
    </>,
  );
  return { user, sent };
}

describe('a validated form', () => {
  it('when submitted with problems, then every field in error is marked, the first one\'s message is the one toast and the focus goes to it', async () => {
    const { user, sent } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters Please enter your password');
    // Pressed twice: still one toast, not a stack.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
    expect(document.querySelector('[data-sonner-toast]')).toHaveTextContent('Please enter your name');
    expect(sent).toHaveLength(0);
  });

  it('when a marked field is typed in, then its mark follows the value: gone once it is right', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters Password must be at least 8 characters');
    await user.type(screen.getByLabelText('Password'), 'defgh');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('when a rule the customer can see coming is broken and the field is left, then it is marked before any submit; an empty field passed through is not', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('when the second field is the only one in error, then the focus goes there', async () => {
    const { user, sent } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it('when everything passes, then the values are handed on and nothing is marked', async () => {
    const { user, sent } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ name: 'Ada', password: 'long enough' }]);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});
