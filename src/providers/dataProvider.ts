import type { Declarations } from '../resources/declarations';
import {
  createResourceDataProvider,
  type ResourceDataProvider,
} from '../resources/resourceDataProvider';
import { requestBlob } from './httpClient';

/** The calls every screen may make, whatever the features. */
export type AppDataProvider = ResourceDataProvider & {
  /** A file behind the token, e.g. a profile picture or a payment proof. */
  getFile(url: string, signal?: AbortSignal): Promise<Blob>;
};

/**
 * react-admin's standard methods go to each declared resource's dialect; the features add the
 * calls that are not operations on a resource (each typed where it is used: `useApi`).
 */
export const createDataProvider = (declarations: Declarations): AppDataProvider => ({
  ...createResourceDataProvider(declarations),
  getFile: (url: string, signal?: AbortSignal) => requestBlob(url, signal),
  ...declarations.api,
});
