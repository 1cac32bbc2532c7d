import { configureBilling } from '../../platform/billing/settings';
import type { App } from '../../platform/http/types';
import { invoiceRoutes } from './invoices-routes';
import { linkRoutes } from './links-routes';
import { mandateRoutes } from './mandates-routes';
import { paymentRoutes } from './payments-routes';
import { webhookRoutes } from './webhook-routes';

/** The payments area: payments and refunds, payment links, mandates, invoices, the gateway webhook. */
export async function paymentsRoutes(app: App): Promise<void> {
  // Invoices issued by `recordPayment` (called from any area) carry the configured seller.
  configureBilling(app.config.billing);
  await paymentRoutes(app);
  await linkRoutes(app);
  await mandateRoutes(app);
  await invoiceRoutes(app);
  await webhookRoutes(app);
}
