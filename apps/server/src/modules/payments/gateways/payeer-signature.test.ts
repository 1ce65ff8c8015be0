import { describe, expect, it } from 'vitest';
import { payeerCallbackSign, payeerFormSign } from './payeer-signature.ts';

// Expected values computed once outside this code, e.g.
// printf '12345:GIRO-1001:25.50:USD:UmVtZXNhIEdJUk8tMTAwMQ==:s3cr3t-key' | sha256sum
const secret = 's3cr3t-key';
const form = {
  m_shop: '12345',
  m_orderid: 'GIRO-1001',
  m_amount: '25.50',
  m_curr: 'USD',
  m_desc: 'UmVtZXNhIEdJUk8tMTAwMQ==', // base64 of "Remesa GIRO-1001"
};
const callback = {
  m_operation_id: '1234567890',
  m_operation_ps: '2609',
  m_operation_date: '21.08.2024 14:30:05',
  m_operation_pay_date: '21.08.2024 14:31:10',
  ...form,
  m_status: 'success',
};

describe('Payeer signatures', () => {
  it('signs the merchant form as the uppercase SHA-256 of its fields and the secret', () => {
    expect(payeerFormSign(form, secret)).toBe(
      'DD6F6AB8776BF341FA00892D035273548B1FFF1737728E8E5D34AF4192CC4744',
    );
  });

  it('signs the status callback over the operation fields, the form fields and the status', () => {
    expect(payeerCallbackSign(callback, secret)).toBe(
      '293ADE26FE3E4331A42BE585BCDA5E63067D1B39BE70C3DB6AE1B3DFCA91D4A2',
    );
  });

  it('puts m_params between the status and the secret when the callback carries it', () => {
    expect(payeerCallbackSign({ ...callback, m_params: 'extra' }, secret)).toBe(
      'D3B9DF30EAD472180008051A36A2AFC1E6B81EC456F4F18CDC10C7FB8FD9129D',
    );
  });
});
