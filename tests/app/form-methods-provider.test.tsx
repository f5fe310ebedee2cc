import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, type ReactNode } from 'react';
import { FormProvider, useController, useForm, useFormContext } from 'react-hook-form';
import { FormMethodsProvider } from '../../src/common/FormMethodsProvider';

type Values = { nama_lengkap: string };

/**
 * A field as the member form's are: its control from the context, its state its own, inside a
 * memoised body (the page's own updates do not reach it).
 */
const NameField = memo(function NameField({ onRender }: { onRender: () => void }) {
  onRender();
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({
    control,
    name: 'nama_lengkap',
    rules: { required: 'Wajib diisi' },
  });
  return (
    <>
      <label>
        Nama Lengkap
        <input {...field} />
      </label>
      {fieldState.error && <span role="alert">{fieldState.error.message}</span>}
    </>
  );
});

const Page = ({
  provider,
  onRender,
}: {
  provider: 'methods' | 'react-hook-form';
  onRender: () => void;
}) => {
  const form = useForm<Values>({ defaultValues: { nama_lengkap: '' } });
  const body: ReactNode = (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <NameField onRender={onRender} />
      <button type="submit">Simpan</button>
    </form>
  );
  return provider === 'methods' ? (
    <FormMethodsProvider form={form}>{body}</FormMethodsProvider>
  ) : (
    <FormProvider {...form}>{body}</FormProvider>
  );
};

describe("a large form's context", () => {
  it("renders a field once as the form mounts, where react-hook-form's own renders it twice", () => {
    const ours = vi.fn();
    render(<Page provider="methods" onRender={ours} />);
    const theirs = vi.fn();
    render(<Page provider="react-hook-form" onRender={theirs} />);
    expect(ours).toHaveBeenCalledTimes(1);
    // `isReady`, set as the form mounts, changes the form state in react-hook-form's context.
    expect(theirs).toHaveBeenCalledTimes(2);
  });

  it('still shows a field its own error and clears it as it is typed', async () => {
    render(<Page provider="methods" onRender={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wajib diisi');
    await userEvent.type(screen.getByLabelText('Nama Lengkap'), 'Dewi');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses to answer the form's state from the context, which would be stale", () => {
    const Reader = () => {
      const { formState } = useFormContext<Values>();
      return <p>{String(formState.isDirty)}</p>;
    };
    const Form = () => {
      const form = useForm<Values>();
      return (
        <FormMethodsProvider form={form}>
          <Reader />
        </FormMethodsProvider>
      );
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Form />)).toThrow(/formState\.isDirty .*useFormState/);
  });
});
