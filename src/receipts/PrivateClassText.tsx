import { useT } from '../common/useT';

/** 'sudah' / 'belum' as the tables show them; '-' where the question does not apply (MOG). */
export const PrivateClassText = ({ answer }: { answer: string | null }) => {
  const t = useT();
  if (answer === 'sudah') return <>{t('app.proof.table.privateClassAnswers.sudah')}</>;
  if (answer === 'belum') return <>{t('app.proof.table.privateClassAnswers.belum')}</>;
  return <>{t('app.proof.table.privateClassAnswers.none')}</>;
};
