import type { CallRow } from '@switchboard/contract/calls';
import { describe, expect, it } from 'vitest';
import { cdrChanges, formOf } from './edit-cdr-dialog';

const call: CallRow = {
  id: 7,
  switch_call_id: 'sw-7',
  org_id: 1,
  org_name: 'Acme',
  user_id: null,
  agent_name: null,
  is_trial: true,
  source: 'APP',
  call_type: 'INCOMING',
  status: 'ANSWERED',
  from_number: '+919812345678',
  to_number: '8047000001',
  duration: 60,
  started_at: '2026-04-01T04:30:00.000Z',
  ended_at: '2026-04-01T04:31:00.000Z',
  recording_id: null,
  is_soft_deleted: false,
  deleted_at: null,
};

describe('CDR edit: what is sent', () => {
  it('sends nothing for an untouched form, and the India times it holds', () => {
    const form = formOf(call);
    expect(form.started).toEqual({ date: '2026-04-01', time: '10:00:00' });
    expect(cdrChanges(call, form)).toEqual({});
  });

  it('sends only the changed fields, times with the India offset, a cleared end as null', () => {
    const form = formOf(call);
    const moved = { ...form, duration: 90, ended: { date: '2026-04-01', time: '10:01:30' } };
    expect(cdrChanges(call, moved)).toEqual({
      duration: 90,
      ended_at: '2026-04-01T10:01:30+05:30',
    });
    expect(cdrChanges(call, { ...form, ended: { date: '', time: '' } })).toEqual({
      ended_at: null,
    });
    expect(
      cdrChanges(call, { ...form, started: { date: '2026-03-31', time: '23:59:59' } }),
    ).toEqual({ started_at: '2026-03-31T23:59:59+05:30' });
  });
});
