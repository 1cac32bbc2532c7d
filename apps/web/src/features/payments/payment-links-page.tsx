import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LinksPanel } from './links-panel';
import { MandatesPanel } from './mandates-panel';
import { PaymentsPanel } from './payments-panel';

const segments = ['links', 'payments', 'mandates'] as const;

/** Menu "Payment Links": links, the payments received, and recurring-payment mandates. */
export default function PaymentLinksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = segments.find((s) => pathname.endsWith(`/${s}`)) ?? 'links';
  return (
    <Stack data-testid="payment-links-page">
      <Title order={1} size="h2">
        {t('menu.paymentLinks')}
      </Title>
      <SegmentedControl
        w="fit-content"
        value={current}
        onChange={(next) => navigate(`/payment-links/${next}`)}
        data={segments.map((s) => ({ value: s, label: t(`payments.segments.${s}`) }))}
        data-testid="payments-segments"
      />
      <Routes>
        <Route index element={<Navigate to="links" replace />} />
        <Route path="links" element={<LinksPanel />} />
        <Route path="payments" element={<PaymentsPanel />} />
        <Route path="mandates" element={<MandatesPanel />} />
        <Route path="*" element={<Navigate to="links" replace />} />
      </Routes>
    </Stack>
  );
}
