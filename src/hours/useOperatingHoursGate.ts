import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { jakartaDay } from '../../domain/dates';
import { isWithinOperatingHours } from '../../domain/hours';
import { HOURS_KEY } from './hoursApi';
import { useApi } from '../common/useApi';
import type { HoursApi } from './hoursApi';

/** How often the hours are asked again, and how often the clock is re-read in between. */
const REFRESH_MS = 60_000;
const TICK_MS = 15_000;

/**
 * Whether the server's clock is inside operating hours. The browser's clock may be wrong, so
 * the app takes the server's `now` and only adds the time elapsed since it was told it. The
 * server refuses outside hours anyway (423); this only shows the rule early.
 */
export const useOperatingHoursGate = () => {
  const api = useApi<HoursApi>();
  const query = useQuery({
    queryKey: HOURS_KEY,
    queryFn: () => api.getOperatingHours(),
    refetchInterval: REFRESH_MS,
  });
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const data = query.data?.data;
  if (!data) return { known: false as const, refetch: query.refetch };
  const elapsed = Math.max(0, tick - query.dataUpdatedAt);
  const now = new Date(Date.parse(data.now) + elapsed);
  return {
    known: true as const,
    isOpen: isWithinOperatingHours(now, data),
    message: data.message,
    /** The server's Jakarta day, for rules such as "birth date not in the future". */
    today: jakartaDay(now),
    refetch: query.refetch,
  };
};
