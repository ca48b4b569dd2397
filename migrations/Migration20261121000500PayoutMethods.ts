import { Migration } from '@mikro-orm/migrations';

/**
 * The payout method catalog: global (no organization), seeded here with fixed ids so a method has the same id on
 * every installation. Later changes to the catalog are new migrations; a method is retired with `is_active = false`,
 * never deleted, since campaigns refer to it by id.
 */
export class Migration20261121000500PayoutMethods extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payout_method (
        id uuid primary key,
        name text not null,
        category text not null check (category in ('GiftCard', 'PrepaidCard', 'AchBankTransfer', 'DigitalWallet', 'PaperCheck', 'CheckTransfer')),
        brand text,
        description text not null,
        requirements jsonb not null default '[]' check (jsonb_typeof(requirements) = 'array'),
        currency text not null default 'USD',
        min_amount_cents bigint not null,
        max_amount_cents bigint not null,
        is_active boolean not null default true,
        sort_order integer not null default 0,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now(),
        constraint payout_method_min_positive check (min_amount_cents > 0),
        constraint payout_method_max_not_below_min check (max_amount_cents >= min_amount_cents)
      );`);
    this.addSql('create index payout_method_listing_idx on payout_method (sort_order, name) where is_active;');
    this.addSql(`
      insert into payout_method (id, name, category, brand, description, requirements, min_amount_cents, max_amount_cents, sort_order) values
      ('0193a0f0-5c00-7000-8000-000000000001', 'Amazon.com eGift Card', 'GiftCard', 'Amazon',
        'Digital gift card redeemable toward millions of items on Amazon.com. Delivered by email within minutes; no fees and no expiration date.',
        '[{"field": "email", "description": "Email address the claim code is delivered to."}]',
        100, 200000, 10),
      ('0193a0f0-5c00-7000-8000-000000000002', 'Walmart eGift Card', 'GiftCard', 'Walmart',
        'Spend online at Walmart.com or in any Walmart store or Sam''s Club in the United States. Delivered by email.',
        '[{"field": "email", "description": "Email address the card number and PIN are delivered to."}]',
        100, 100000, 20),
      ('0193a0f0-5c00-7000-8000-000000000003', 'Target GiftCard', 'GiftCard', 'Target',
        'Redeemable at Target stores in the United States and on Target.com. Delivered by email; no fees and no expiration date.',
        '[{"field": "email", "description": "Email address the card number and access number are delivered to."}]',
        500, 100000, 30),
      ('0193a0f0-5c00-7000-8000-000000000004', 'Starbucks eGift Card', 'GiftCard', 'Starbucks',
        'Redeemable at participating Starbucks stores in the United States or loaded into the Starbucks app. Delivered by email.',
        '[{"field": "email", "description": "Email address the eGift card is delivered to."}]',
        500, 50000, 40),
      ('0193a0f0-5c00-7000-8000-000000000005', 'Apple Gift Card', 'GiftCard', 'Apple',
        'For products, accessories, apps, games, subscriptions and iCloud storage at the Apple Store, in the Apple Store app and on apple.com. Delivered by email.',
        '[{"field": "email", "description": "Email address the redemption code is delivered to."}]',
        1000, 200000, 50),
      ('0193a0f0-5c00-7000-8000-000000000006', 'Visa Virtual Reward Card', 'PrepaidCard', 'Visa',
        'Prepaid virtual Visa card usable online, and in stores through a mobile wallet, wherever Visa debit cards are accepted in the United States. Valid for six months after issue.',
        '[{"field": "email", "description": "Email address the card details are delivered to."}]',
        100, 200000, 60),
      ('0193a0f0-5c00-7000-8000-000000000007', 'Prepaid Mastercard', 'PrepaidCard', 'Mastercard',
        'Physical prepaid Mastercard mailed to the beneficiary, usable wherever Debit Mastercard is accepted in the United States. Arrives within 7 to 10 business days.',
        '[{"field": "fullName", "description": "Name embossed on the card."}, {"field": "mailingAddress", "description": "United States postal address the card is mailed to."}, {"field": "dateOfBirth", "description": "Date of birth, to verify the cardholder''s identity before activation."}]',
        1000, 500000, 70),
      ('0193a0f0-5c00-7000-8000-000000000008', 'ACH bank transfer', 'AchBankTransfer', null,
        'Direct deposit into a United States checking or savings account through the ACH network. Usually arrives within 1 to 3 business days.',
        '[{"field": "fullName", "description": "Name of the account holder, as the bank knows it."}, {"field": "bankRoutingNumber", "description": "Nine-digit ABA routing number of the bank."}, {"field": "bankAccountNumber", "description": "Number of the checking or savings account."}]',
        100, 2500000, 80),
      ('0193a0f0-5c00-7000-8000-000000000009', 'PayPal', 'DigitalWallet', 'PayPal',
        'Sent to the PayPal account of the email address; a beneficiary without an account is invited to open one to accept the payment.',
        '[{"field": "email", "description": "Email address of the PayPal account."}]',
        100, 1000000, 90),
      ('0193a0f0-5c00-7000-8000-00000000000a', 'Venmo', 'DigitalWallet', 'Venmo',
        'Sent to the Venmo account linked to the mobile phone number; available in the United States.',
        '[{"field": "phoneNumber", "description": "United States mobile phone number linked to the Venmo account."}]',
        100, 500000, 100),
      ('0193a0f0-5c00-7000-8000-00000000000b', 'Paper check', 'PaperCheck', null,
        'A check printed and mailed by USPS First-Class Mail to a United States address. Typically arrives within 5 to 7 business days.',
        '[{"field": "mailingAddress", "description": "United States postal address the check is mailed to."}]',
        500, 1000000, 110),
      ('0193a0f0-5c00-7000-8000-00000000000c', 'Check transfer', 'CheckTransfer', null,
        'A check made out to the beneficiary, funded when requested and mailed after the next print run; until it is sent for printing the request can still be withdrawn.',
        '[{"field": "fullName", "description": "Name the check is made out to."}, {"field": "mailingAddress", "description": "United States postal address the check is mailed to."}]',
        500, 1000000, 120);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists payout_method;');
  }
}
