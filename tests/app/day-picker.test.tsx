import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { DayInput } from '../../src/members/fields';

const BirthDate = ({ openTo }: { openTo?: 'year' | 'day' }) => {
  const form = useForm();
  return (
    <FormProvider {...form}>
      <DayInput name="tanggal_lahir" label="Tanggal Lahir" openTo={openTo} />
    </FormProvider>
  );
};

describe("the member form's day field", () => {
  it('opens a birth date on the years, where a day decades back is found', async () => {
    render(<BirthDate openTo="year" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pilih tanggal' }));
    expect(await screen.findByRole('radio', { name: '1990' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('opens on the days of the month otherwise', async () => {
    render(<BirthDate />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pilih tanggal' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});
