/** The error body of every failed call. */
export interface ErrorResponse {
  message: string;
  /** Per-field messages, e.g. `{email: ['Format Email salah']}`. */
  errors?: Record<string, string[]>;
}

/** Paged lists. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  /** 1-based position of the first row, null when the page is empty. */
  from: number | null;
  last_page: number;
}

export interface HealthResponse {
  status: 'ok';
}

export interface BuildIdResponse {
  build_id: string;
}
