import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signatureOf } from '../../../server/whatsapp-webhook/signature';

/** A message as the fake Graph API received it. */
export interface SentMessage {
  wamid: string;
  path: string;
  authorization: string | undefined;
  body: { to: string; type: string; [key: string]: unknown };
}

/** A refusal the next sends get, as the Graph API writes it. */
export interface GraphError {
  status: number;
  code: number;
  message: string;
}

export const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * The part of the WhatsApp Cloud API (Graph API) this server uses, on 127.0.0.1 at a random
 * port: `POST /{version}/{phone-number-id}/messages` answering
 * `{messaging_product, contacts, messages: [{id: 'wamid…'}]}`, and the webhook calls back,
 * signed with the app secret as Meta signs them.
 */
export const startFakeGraphApi = async (appSecret: string) => {
  const sent: SentMessage[] = [];
  let refusal: GraphError | null = null;
  let counter = 0;
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const path = request.url ?? '';
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(path)) {
        return answer(404, { error: { message: 'Unknown path', code: 100 } });
      }
      if (refusal) {
        const { status, code, message } = refusal;
        return answer(status, { error: { message, type: 'OAuthException', code } });
      }
      const body = JSON.parse(text) as SentMessage['body'];
      counter += 1;
      const wamid = `wamid.HBgNNjI4MTIzNDU2Nzg5MBUCABEYEj${String(counter).padStart(6, '0')}`;
      sent.push({ wamid, path, authorization: request.headers.authorization, body });
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A `messages` webhook call with one status event of a message, as Meta posts it. */
  const statusEvent = (
    wamid: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    at: Date,
    error?: { code: number; title: string },
  ) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  recipient_id: sent.find((m) => m.wamid === wamid)?.body.to ?? '6281234567890',
                  ...(error && {
                    errors: [
                      {
                        code: error.code,
                        title: error.title,
                        message: error.title,
                        error_data: { details: error.title },
                      },
                    ],
                  }),
                },
              ],
            },
          },
        ],
      },
    ],
  });

  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    sent,
    /** Every later send is refused this way, until `refuse(null)`. */
    refuse: (error: GraphError | null) => {
      refusal = error;
    },
    statusEvent,
    /**
     * Posts an event to our webhook through `inject`, signed with the app secret (or with
     * `signature` when given, to test a forgery).
     */
    deliver: (
      call: (options: InjectOptions) => Promise<LightMyRequestResponse>,
      event: unknown,
      signature?: string,
    ) => {
      const raw = JSON.stringify(event);
      return call({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signature ?? signatureOf(appSecret, raw),
        },
        payload: raw,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;
