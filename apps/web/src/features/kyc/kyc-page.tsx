import { Route, Routes } from 'react-router';
import { KycQueue } from './queue/kyc-queue';
import { KycReviewPage } from './review/kyc-review-page';

/** Document Verification: the queue at /kyc, one org's review at /kyc/:orgId. */
export default function KycPage() {
  return (
    <Routes>
      <Route index element={<KycQueue />} />
      <Route path=":orgId/*" element={<KycReviewPage />} />
    </Routes>
  );
}
