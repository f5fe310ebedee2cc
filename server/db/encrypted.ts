import { customType } from 'drizzle-orm/pg-core';
import { openValue, sealValue } from '../personal-data/protect';

/**
 * A text column holding personal data encrypted (server/personal-data/envelope.ts): the code
 * reads and writes plain strings, the database only ever sees envelopes. The column's name is
 * the envelope's associated data.
 */
export const encryptedText = (name: string) =>
  customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => sealValue(name, value),
    fromDriver: (value) => openValue(name, value),
  })(name);
