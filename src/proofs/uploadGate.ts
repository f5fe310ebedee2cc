import type { OperatingHoursResponse } from '../../domain/api/hours';
import { canUploadMore, type UploadCountResponse } from '../../domain/api/proofs';

/**
 * Whether the 'Upload Bukti Bayar' button may open the upload dialog, and why not. The server
 * decides in the end; this only shows its rules early. An unknown state (still loading, or a
 * failed check) does not block: the server answers the upload itself.
 */
export type UploadGate =
  | { state: 'noSelection' }
  | { state: 'closed'; message: string }
  | { state: 'limit'; limit: number }
  | { state: 'open' };

export const uploadGate = (input: {
  selected: number;
  hours?: OperatingHoursResponse['data'];
  status?: UploadCountResponse['data'];
}): UploadGate => {
  if (input.selected === 0) return { state: 'noSelection' };
  if (input.hours && !input.hours.is_open) return { state: 'closed', message: input.hours.message };
  if (input.status && !canUploadMore(input.status)) {
    return { state: 'limit', limit: input.status.limit };
  }
  return { state: 'open' };
};
