import type { App } from '../../platform/http/types';
import { paymentRoutes } from './bank/routes';
import { invoiceRoutes } from './invoices/routes';
import { linkRoutes } from './links/routes';
import { mandateRoutes } from './mandates/routes';
import { webhookRoutes } from './webhook/routes';

/**
 * The payments area, one sub-area a folder: bank payments and refunds (bank/), payment links,
 * mandates, invoices with their credit notes, and the gateway's webhook.
 */
export async function paymentsRoutes(app: App): Promise<void> {
  await paymentRoutes(app);
  await linkRoutes(app);
  await mandateRoutes(app);
  await invoiceRoutes(app);
  await webhookRoutes(app);
}
