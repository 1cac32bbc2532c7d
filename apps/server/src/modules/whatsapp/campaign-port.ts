import { fillTemplate } from '@switchboard/contract/whatsapp';
import { sendWhatsAppTemplate, type WhatsAppCampaigns } from '../../platform/providers/whatsapp';
import { sendableTemplate, sendingAccount, waNumber } from './message-service';
import { insertOutbound, windowOf } from './repository';

/** Campaigns send WhatsApp templates here: the same checks and records as a staff member's send. */
export const whatsappCampaigns: WhatsAppCampaigns = {
  async template(db, accountId, templateId, given) {
    const account = await sendingAccount(db, accountId);
    const template = await sendableTemplate(db, account.id, templateId, given);
    return {
      accountId: account.id,
      orgId: account.org_id,
      phoneNumberId: account.phone_number_id!,
      name: template.name,
      language: template.language,
      category: template.category,
      body: template.body,
    };
  },

  async send(tx, template, { phone, variables, campaignId }) {
    const to = waNumber(phone);
    if (template.category === 'MARKETING' && (await windowOf(tx, template.accountId, to)).optedOut)
      return null;
    const outboxId = await sendWhatsAppTemplate(tx, {
      to,
      template: template.name,
      language: template.language,
      variables,
      phoneNumberId: template.phoneNumberId,
      orgId: template.orgId,
      campaignId,
    });
    await insertOutbound(tx, {
      orgId: template.orgId,
      accountId: template.accountId,
      counterpart: to,
      kind: 'TEMPLATE',
      templateName: template.name,
      language: template.language,
      category: template.category,
      body: fillTemplate(template.body, variables),
      outboxId,
      sentBy: null,
    });
    return outboxId;
  },
};
