import { Route, Routes } from 'react-router';
import { CampaignDetail } from './campaign-detail';
import { CampaignList } from './campaign-list';

/** Menu "Campaigns": the list at /campaigns, one campaign and its recipients at /campaigns/:id. */
export default function CampaignsPage() {
  return (
    <Routes>
      <Route index element={<CampaignList />} />
      <Route path=":id" element={<CampaignDetail />} />
    </Routes>
  );
}
