import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './useApi';

/** An API file (sent only with the bearer token) as an object URL an <img> can show. */
export const useAuthedImage = (url: string | null | undefined) => {
  const api = useApi();
  const query = useQuery({
    queryKey: ['file', url],
    queryFn: ({ signal }) => api.getFile(url as string, signal),
    enabled: Boolean(url),
    staleTime: Infinity,
  });
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return setObjectUrl(undefined);
    const created = URL.createObjectURL(query.data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [query.data]);
  return { src: objectUrl, isLoading: query.isLoading, isError: query.isError };
};
