/**
 * A webhook receiver with typed events: verify the signature on the raw body (Standard Webhooks), then narrow
 * the event by its `type`. The types come from the v2 document's `webhooks` object.
 *
 *   FOERDERMITTEL_WEBHOOK_SECRET=whsec_… npx tsx libs/sdk/examples/webhook-receiver.ts
 */
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { WebhookEvent, WebhookEventData } from '../src/index.js';

const secret = process.env.FOERDERMITTEL_WEBHOOK_SECRET;
if (!secret) throw new Error('Set FOERDERMITTEL_WEBHOOK_SECRET to the whsec_… secret of the endpoint');
const wh = new Webhook(secret);

function handle(event: WebhookEvent): void {
  switch (event.type) {
    case 'calculation.created':
      console.log(`Berechnung ${event.data.calculationId}: ${event.data.estimatedSubsidyEur} EUR`);
      break;
    case 'quota.threshold_reached':
      warnQuota(event.data);
      break;
    default:
      console.log(`${event.type} um ${event.timestamp}`);
  }
}

function warnQuota(data: WebhookEventData<'quota.threshold_reached'>): void {
  console.warn(`${data.thresholdPercent} % des Kontingents (${data.used}/${data.quota}) im ${data.period}`);
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      // Throws on a wrong signature or a timestamp older than 5 minutes.
      const event = wh.verify(Buffer.concat(chunks), req.headers as Record<string, string>) as WebhookEvent;
      res.writeHead(204).end(); // answer quickly; delivery is at least once: deduplicate by webhook-id
      handle(event);
    } catch {
      res.writeHead(400).end();
    }
  });
}).listen(8080);
