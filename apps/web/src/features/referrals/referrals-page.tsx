import { Route, Routes } from 'react-router';
import { ReferralDetail } from './referral-detail';
import { ReferralList } from './referral-list';

/** Menu "Referrals": the list at /referrals, one referral's story at /referrals/:id. */
export default function ReferralsPage() {
  return (
    <Routes>
      <Route index element={<ReferralList />} />
      <Route path=":id" element={<ReferralDetail />} />
    </Routes>
  );
}
