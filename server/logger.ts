import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino from 'pino';
import type { Config } from './config';

/**
 * The server's logger: JSON lines to stdout through an asynchronous buffer (pino's SonicBoom
 * with `sync: false`), so a request never waits on a write to the terminal or a pipe. pino
 * flushes that buffer synchronously on `exit` (a normal end, `process.exit` after a crash), so
 * the last lines are not lost; only a kill -9 loses what was still buffered.
 */
export const createLogger = (config: Pick<Config, 'logLevel'>): FastifyBaseLogger =>
  pino({ level: config.logLevel }, pino.destination({ sync: false }));

/**
 * One line per answered request — method, URL, status and time — in place of Fastify's two
 * (incoming, then completed with the serialised request and reply), which double the logging
 * work of every request for nothing an operator reads. Errors keep Fastify's own lines.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}
