import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { ResponsiveStyleValue } from '@mui/system';

/**
 * Renders its children once the page around it has been painted, as a transition (React yields
 * to input while rendering them): what sits below the fold (charts, tables) then neither
 * delays the first screenful nor blocks a tap on it. Until then an empty box of the given
 * height keeps the place, so nothing below moves when they come.
 */
export const AfterFirstPaint = ({
  children,
  minHeight,
}: {
  children: ReactNode;
  minHeight: ResponsiveStyleValue<number>;
}) => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame is painted right after its animation callbacks: the timer runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : <Box sx={{ minHeight }} aria-busy="true" />;
};
