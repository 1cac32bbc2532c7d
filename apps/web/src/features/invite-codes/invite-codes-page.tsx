import { Route, Routes } from 'react-router';
import { InviteCodeDetail } from './invite-code-detail';
import { InviteCodeList } from './invite-code-list';

/** Menu "Invite Codes": the list at /invite-codes, one code and its redemptions at /invite-codes/:id. */
export default function InviteCodesPage() {
  return (
    <Routes>
      <Route index element={<InviteCodeList />} />
      <Route path=":id" element={<InviteCodeDetail />} />
    </Routes>
  );
}
