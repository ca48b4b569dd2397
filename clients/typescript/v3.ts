// Generated from the OpenAPI document by `npm run client`: do not edit.

export interface paths {
    "/simulate/organization/:enable-check-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the check transfer method available to the organization
         * @description From now on `GET /payout-methods` lists `CheckTransfer` for the organization, and its distributions may offer it (one check method per distribution, `PaperCheck` and `CheckTransfer` counted together). In production this is an operator’s setting. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulateOrganizationController_enableCheckTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funds-holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List funds holders
         * @description The primary organization account first, then settlement funds. `page` is taken as the earlier name of `pageNumber`.
         *
         *     **Scopes:** `fundsHolders:view`.
         */
        get: operations["v3_FundsHoldersController_list"];
        put?: never;
        /**
         * Create a settlement fund
         * @description Creates an FBO funds holder with optional supporting documents; its bank account is opened in the background.
         *
         *     **Scopes:** `fundsHolders:manage`.
         */
        post: operations["v3_FundsHoldersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funds-holders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a funds holder with its banking details and status
         * @description **Scopes:** `fundsHolders:view`.
         */
        get: operations["v3_FundsHoldersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funding-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List funds holders
         * @deprecated
         * @description Deprecated alias of `GET /funds-holders`, the earlier name (funding sources); it behaves the same. The primary organization account first, then settlement funds. `page` is taken as the earlier name of `pageNumber`.
         *
         *     **Scopes:** `fundsHolders:view`.
         */
        get: operations["v3_FundingSourcesController_list"];
        put?: never;
        /**
         * Create a settlement fund
         * @deprecated
         * @description Deprecated alias of `POST /funds-holders`, the earlier name (funding sources); it behaves the same. Creates an FBO funds holder with optional supporting documents; its bank account is opened in the background.
         *
         *     **Scopes:** `fundsHolders:manage`.
         */
        post: operations["v3_FundingSourcesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funding-sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a funds holder with its banking details and status
         * @deprecated
         * @description Deprecated alias of `GET /funds-holders/{id}`, the earlier name (funding sources); it behaves the same.
         *
         *     **Scopes:** `fundsHolders:view`.
         */
        get: operations["v3_FundingSourcesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank accounts
         * @description **Scopes:** `bankAccounts:view`.
         */
        get: operations["v3_BankAccountsController_list"];
        put?: never;
        /**
         * Open a bank account for a funds holder
         * @description Answers 202 at once; the account is opened at the bank by a background job and turns `Active`. The `Location` header points at the new account.
         *
         *     **Scopes:** `bankAccounts:create`.
         */
        post: operations["v3_BankAccountsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a bank account
         * @description **Scopes:** `bankAccounts:view`.
         */
        get: operations["v3_BankAccountsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List distributions
         * @description Newest first. Filters by payout instruction or bank account; `includeDetails` adds funds received, balances and instruction counts.
         *
         *     **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignsController_list"];
        put?: never;
        /**
         * Create a distribution
         * @description **Scopes:** `distributions:create`.
         */
        post: operations["v3_CampaignsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a distribution
         * @description **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a distribution (JSON merge patch)
         * @description Members present replace, null clears an optional one. The icon has its own operation; the funding source cannot change.
         *
         *     **Scopes:** `distributions:edit`.
         */
        patch: operations["v3_CampaignsController_update"];
        trace?: never;
    };
    "/distributions/{id}/account-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank account that funds the distribution
         * @description Its funds holder's bank account, numbers masked.
         *
         *     **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignsController_accountDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}/distribution-icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the distribution's icon
         * @description PNG or JPEG only, checked by content.
         *
         *     **Scopes:** `distributions:edit`.
         */
        patch: operations["v3_CampaignSubresourcesController_setIcon"];
        trace?: never;
    };
    "/distributions/{distributionId}/:set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change the distribution password
         * @description Beneficiaries must then enter it to redeem. It is stored as a salted scrypt hash and can be changed, never removed.
         *
         *     **Scopes:** `distributions:setPassword`.
         */
        post: operations["v3_CampaignSubresourcesController_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available payout methods
         * @description The payout methods a distribution of the organization can offer: gift cards, prepaid cards, ACH bank transfer, digital wallets and checks, each with its requirements and transaction limits. `CheckTransfer` is listed only where the organization is allowed to use it.
         *
         *     **Scopes:** `payoutMethods:view`.
         */
        get: operations["v3_PayoutMethodsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payout method
         * @description Its name, category, requirements and transaction limits.
         *
         *     **Scopes:** `payoutMethods:view`.
         */
        get: operations["v3_PayoutMethodsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/template-type-schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the template types with their fields
         * @description Every type with the dynamic fields its content may use (with a description, an example value and aliases). Every type also accepts `{{tag:Key}}` placeholders.
         *
         *     **Scopes:** `templates:view`.
         */
        get: operations["v3_TemplatesController_schemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/:send-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a preview email
         * @description Renders a saved template (`templateId`), inline `subject` and `htmlBody`, or else the type's default, with `dynamicFields` (fields not given show their example values), and queues it as one email to `recipient`. The answer shows what was rendered.
         *
         *     **Scopes:** `templates:sendPreview`.
         */
        post: operations["v3_TemplatesController_sendPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/:render-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a template without saving or sending it
         * @description Renders the given content (a template's fields as on create or PUT; `name` may be left out) by the same engine and code path as the emails, with `dynamicFields` as sample values (fields not given show the type's example values; a tag not given renders `tag:Key`), and answers the subject and HTML body. Nothing is stored or sent: the console shows it as a live preview.
         *
         *     **Scopes:** `templates:view`.
         */
        post: operations["v3_TemplatesController_renderPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates
         * @description Newest first, optionally of one `templateType`.
         *
         *     **Scopes:** `templates:view`.
         */
        get: operations["v3_TemplatesController_list"];
        put?: never;
        /**
         * Create a template
         * @description Content is checked against the fields of its type.
         *
         *     **Scopes:** `templates:create`.
         */
        post: operations["v3_TemplatesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a template
         * @description **Scopes:** `templates:view`.
         */
        get: operations["v3_TemplatesController_get"];
        /**
         * Replace a template
         * @description The whole template again, as on create; its `templateType` cannot change. Emails queued from now on use the new content.
         *
         *     **Scopes:** `templates:edit`.
         */
        put: operations["v3_TemplatesController_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distribution-drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List distribution drafts
         * @description Newest first, optionally only those of one funds holder.
         *
         *     **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignDraftsController_list"];
        put?: never;
        /**
         * Create a distribution draft
         * @description Every field is optional. Repeat `payoutMethodIds` for several methods; name templates as `emailTemplates[<type>]=<uuid>`; `iconFile` is a PNG or JPEG.
         *
         *     **Scopes:** `distributions:create`.
         */
        post: operations["v3_CampaignDraftsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distribution-drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a distribution draft
         * @description **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignDraftsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a distribution draft
         * @description **Scopes:** `distributions:edit`.
         */
        delete: operations["v3_CampaignDraftsController_remove"];
        options?: never;
        head?: never;
        /**
         * Patch a distribution draft
         * @description Operations apply in order, all or nothing: `op` is add, replace or remove; `path` a field such as `/name` or one template type such as `/emailTemplates/ReminderEmail`.
         *
         *     **Scopes:** `distributions:edit`.
         */
        patch: operations["v3_CampaignDraftsController_patch"];
        trace?: never;
    };
    "/distribution-drafts/{id}/:promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote a draft to a distribution
         * @description Answers 400 naming every missing or invalid field; otherwise creates the distribution (payout methods keep isDisabled and disableReason) and removes the draft.
         *
         *     **Scopes:** `distributions:create`.
         */
        post: operations["v3_CampaignDraftsController_promote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distribution-drafts/{id}/distribution-icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the draft's icon
         * @description PNG or JPEG only, checked by content.
         *
         *     **Scopes:** `distributions:edit`.
         */
        patch: operations["v3_CampaignDraftIconController_setIcon"];
        trace?: never;
    };
    "/payout-instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payout instructions
         * @description Newest first; filter by distribution, status, externalId or email.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_PayoutInstructionsController_list"];
        put?: never;
        /**
         * Create a payout instruction
         * @description Records the intention only: no funds are allocated and nobody is notified.
         *
         *     **Scopes:** `payoutInstructions:create`.
         */
        post: operations["v3_PayoutInstructionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payout instruction
         * @description **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_PayoutInstructionsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a payout instruction (JSON merge patch)
         * @description Allowed in Draft, Initiated and Restored. A new email voids earlier links; a new email or amount makes an Initiated instruction Restored; an amount change moves the difference of allocated funds.
         *
         *     **Scopes:** `payoutInstructions:update`.
         */
        patch: operations["v3_PayoutInstructionsController_update"];
        trace?: never;
    };
    "/payout-instructions/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity history
         * @description Status changes, notifications, administrators’ and beneficiaries’ actions, oldest first.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_PayoutInstructionsController_activityOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/{id}/:initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiate
         * @description Draft → Initiated: allocates the amount and queues the claim email (none with channel None). 400 when the beneficiary unsubscribed, unless channel None.
         *
         *     **Scopes:** `payoutInstructions:initiate`.
         */
        post: operations["v3_PayoutInstructionsController_initiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/{id}/:reinitiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reinitiate
         * @description Initiated, Restored or Cancelled → Initiated with a new link; from Cancelled the amount is allocated again.
         *
         *     **Scopes:** `payoutInstructions:reinitiate`.
         */
        post: operations["v3_PayoutInstructionsController_reinitiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/{id}/:cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel
         * @description From Draft, Initiated, Restored or PayoutMethodSelected; allocated funds return to the distribution.
         *
         *     **Scopes:** `payoutInstructions:cancel`.
         */
        post: operations["v3_PayoutInstructionsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/{id}/:send-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a reminder
         * @description To a beneficiary who has not claimed (Initiated or Restored); 400 when unsubscribed.
         *
         *     **Scopes:** `payoutInstructions:sendReminder`.
         */
        post: operations["v3_PayoutInstructionsController_sendReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{distributionId}/payout-instructions/:initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiate payout instructions in bulk
         * @description With payoutInstructionIds: all or nothing (409 PAYOUT_INSTRUCTIONS_NOT_INITIABLE with unknownIds, notReadyIds, unsubscribedIds). Without: every ready Draft instruction, skipping unsubscribed beneficiaries. One allocation for the total (409 INSUFFICIENT_DISTRIBUTION_BALANCE when short); emails spread over distributionPeriodInSeconds.
         *
         *     **Scopes:** `payoutInstructions:initiate`.
         */
        post: operations["v3_CampaignPayoutInstructionsController_bulkInitiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{distributionId}/payout-instructions/:send-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send reminders in bulk
         * @description To the given payoutInstructionIds, or to the instructions in the given statuses (not both); with neither, to every instruction not cancelled, requested or fulfilled. Of those, the ones a reminder is for (Initiated or Restored: not claimed yet) whose beneficiary is subscribed get one; the others are skipped, and `count` says how many were queued. With distributionPeriodInSeconds the reminders are spread evenly over that window, computed from the number found.
         *
         *     **Scopes:** `distributions:sendReminders`.
         */
        post: operations["v3_CampaignPayoutInstructionsController_bulkRemind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/distributions/{id}/:expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a distribution expiring
         * @description The distribution’s `expiryDate` becomes yesterday (UTC), a later `displayEndDate` with it, and its expiry runs at once, as the scheduled expiry job would after midnight: its instructions still `Draft`, `Initiated` or `Restored` are `Cancelled` with `cancellationReason` `CampaignExpired`, the funds they held return to its unallocated balance, and their claim links answer 410 `CAMPAIGN_EXPIRED`. Instructions whose method was chosen or whose payout was requested go on. Again on the same distribution, it cancels nothing more. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulateExpiryController_expire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approval-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the approval policy
         * @description The organization’s rules: which actions wait for a second person above which amount.
         *
         *     **Scopes:** `approvals:view`.
         */
        get: operations["v3_ApprovalPolicyController_get"];
        /**
         * Replace the approval policy
         * @description The rules given replace all of the organization’s rules; requests already waiting keep waiting. `{ "rules": [] }` turns dual control off.
         *
         *     **Scopes:** `approvals:manage`.
         */
        put: operations["v3_ApprovalPolicyController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approval-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approval requests
         * @description Pending first, then newest first; filter by status (as it is now) and action.
         *
         *     **Scopes:** `approvals:view`.
         */
        get: operations["v3_ApprovalRequestsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approval-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an approval request
         * @description **Scopes:** `approvals:view`.
         */
        get: operations["v3_ApprovalRequestsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approval-requests/{id}/:approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request
         * @description Carries the original request out now, with its requester as the actor and you recorded as the approver. The answer is the request: `Approved` with what the original request answered in `result`, or `Failed` with the problem it answers now (the money is gone, the instructions changed), nothing done.
         *
         *     **Scopes:** `approvals:approve`.
         */
        post: operations["v3_ApprovalRequestsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approval-requests/{id}/:reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a request
         * @description Nothing is done; the reason is recorded for the requester.
         *
         *     **Scopes:** `approvals:approve`.
         */
        post: operations["v3_ApprovalRequestsController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts/transfers/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the tags of a funding transfer
         * @description The `distributionId` tag attributes the transfer’s whole amount to that distribution: its unallocated balance rises by the amount. Changing it moves the amount from the previous distribution to the new one, and `null` moves it back to the bank account’s unattributed funds, each in one step; the same value again changes nothing. The distribution must be funded by the funds holder of the transfer’s bank account.
         *
         *     **Scopes:** `transfers:tagCampaign`.
         */
        patch: operations["v3_FundingTransfersController_setTags"];
        trace?: never;
    };
    "/simulate/bank-accounts/{id}/:receive-ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an incoming ACH credit on a bank account
         * @description Money arrives on one of the organization’s `Active` bank accounts and settles at once. With `distributionId` (or `distributionId`) it is attributed to that distribution in the same step, as tagging the transfer would; without it the money stays unattributed until `PATCH /bank-accounts/transfers/{id}/tags`. Answers 202 with the transfer, whose `id` is the one to tag. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulateFundingController_receiveAch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/payout-instructions/:get-sample-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a sample payout instructions file
         * @description A CSV in the expected format: the six known columns, two tag columns and a few rows.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_UploadsController_sampleFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{distributionId}/payout-instructions/:upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file of payout instructions
         * @description Streams the CSV to storage and checks its header row before answering: a missing header row, a known column named twice, tag columns that differ only by case or break a tag rule, or a first line longer than 1048576 bytes answer 400 under `errors.file`, and nothing is kept. Otherwise the upload is recorded `Queued` and a worker imports it: a row whose `Id` exists in the distribution updates that instruction, any other creates a Draft. `all-or-nothing` (the default): every row lands, or none does and the upload is `Failed` with its row errors; `partial`: valid rows land and invalid ones are reported (`CompletedWithErrors`). Follow the `Location` for progress. An expired distribution still takes uploads (its instructions cannot be initiated).
         *
         *     **Scopes:** `payoutInstructions:create`.
         */
        post: operations["v3_UploadsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{distributionId}/payout-instructions/uploads/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an upload
         * @description Its status and counts; `processedRows` and the counts move while the import runs.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_UploadsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{distributionId}/payout-instructions/uploads/{uploadId}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An upload's row errors
         * @description By row number, then in the order found; a row may have several.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_UploadsController_rowErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the emails the service sent or will send
         * @description The organization’s emails, newest first (`createdOn` descending, then `id`), at most `limit` of them (no paging): claim, reminder, failure and preview emails alike, queued ones included. `subject` and `htmlBody` are null until a worker renders the content. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        get: operations["v3_SimulateEmailsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/{id}/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payout of a payout instruction
         * @description The instruction’s latest payout, whatever its status: created when the beneficiary requested it. Details are masked (account numbers as their last 4 digits, a date of birth but for its year); a card’s code and PIN are masked too, and its redemption link left out.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_InstructionPayoutsController_payout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/{id}/:try-restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try to restore after an unprocessed payment
         * @description Requested → Restored: the payout not processed yet (a wallet transfer its recipient has not accepted) is cancelled at its provider; the instruction gets a new claim link by `FailureReinitiateEmail` (unless the beneficiary unsubscribed) and its funds stay allocated.
         *
         *     **Scopes:** `payoutInstructions:tryRestore`.
         */
        post: operations["v3_InstructionPayoutsController_tryRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s payouts
         * @description Every payout of the organization, newest request first (the id breaks ties), each as `GET /payout-instructions/{id}/payout` shows it (details and cards masked) with its `distributionId`. An instruction may have several (a failed payout, then a new claim). Filters: `status` (repeat it for several: `?status=Failed&status=Returned`), `category`, `distributionId`, and `requestedFrom` and `requestedTo` (both included, to the millisecond).
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_PayoutsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/payout-instructions/{id}/:complete-payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the provider completing a payout
         * @description The instruction’s open payout completes, as its provider’s callback would say (a card is issued first): the payout is `Completed`, the instruction `Fulfilled`, the money moves from allocated to paid out, and a card’s `PayoutAvailableEmail` is queued. Useful for a wallet transfer its recipient never accepts. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulatePayoutsController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/payout-instructions/{id}/:fail-payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the provider failing a payout
         * @description The instruction’s open payout fails with `reason`: the payout is `Failed`, the instruction `Restored` with a new claim link (sent by `FailureReinitiateEmail` unless the beneficiary unsubscribed), its funds still allocated. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulatePayoutsController_fail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/payout-instructions/{id}/:settle-ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the bank settling an ACH transfer
         * @description The instruction’s ACH transfer, `Pending` or `Submitted`, settles now (without waiting for a batch, or the 2 minutes the sandbox bank takes): the transfer is `Settled`, the payout `Completed`, the instruction `Fulfilled`, and the money moves from allocated to paid out. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulatePayoutsController_settleAch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/payout-instructions/{id}/:return-ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the receiving bank returning an ACH transfer
         * @description The instruction’s ACH transfer is `Returned` with `returnReasonCode`. Settled already: the payout is `Returned`, its amount comes back from paid out to allocated (`PayoutReversed`). Not settled yet: the payout is `Failed`. Either way the instruction becomes `Restored` with a new claim link, sent by `FailureReinitiateEmail` unless the beneficiary unsubscribed. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulatePayoutsController_returnAch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/payout-instructions/{id}/:deposit-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the payee depositing a check
         * @description The instruction’s printed check (`SentForPrinting` or `Mailed`) is deposited: the payout is `Completed`, the instruction `Fulfilled`, and the money moves from allocated to paid out. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulatePayoutsController_depositCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ach-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ACH transfer of a payout instruction
         * @description The instruction’s latest ACH transfer, whatever its status.
         *
         *     **Scopes:** `payoutMethods:view`.
         */
        get: operations["v3_AchTransfersController_ofInstruction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ach-transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An ACH transfer
         * @description **Scopes:** `payoutMethods:view`.
         */
        get: operations["v3_AchTransfersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/transfers/:trigger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the next ACH batch or check print run now
         * @description `AchBatch` writes the organization’s pending ACH transfers into one NACHA file and marks them `Submitted`; `CheckPrintRun` gives the organization’s waiting checks their numbers, prints them into one PDF and marks them `SentForPrinting`. Answers how many it took (0 when none waited).
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        post: operations["v3_AdminTransfersController_trigger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ach-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s NACHA files
         * @description The files of the organization’s ACH batches (`POST /admin/transfers/:trigger` with `AchBatch`), newest first (the id breaks ties), each with its file control’s counts and totals. The scheduled batch, which takes every organization’s transfers into one file, belongs to no organization and is not listed.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        get: operations["v3_AdminTransfersController_achFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ach-files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a NACHA file
         * @description The file as the bank receives it: 94-character records, each ending CRLF, a multiple of ten lines; account numbers in full.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        get: operations["v3_AdminTransfersController_achFileContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/check-print-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s check print runs
         * @description The runs of the organization’s triggers (`POST /admin/transfers/:trigger` with `CheckPrintRun`), newest first (the id breaks ties), each with its check count, numbers and total. The scheduled run, which prints every organization’s checks together, belongs to no organization and is not listed.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        get: operations["v3_AdminTransfersController_printRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/check-print-runs/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a print run’s PDF
         * @description The PDF sent to the printer: a cover page with the totals, then a page per check.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        get: operations["v3_AdminTransfersController_printRunContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payouts/{id}/:fail-permanently": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fail a payout stuck on its way
         * @description The payout becomes `Failed` with `reason` (its ACH transfer `Cancelled` unless the bank settled it); the instruction becomes `Restored` with a new claim link, sent by `FailureReinitiateEmail` unless the beneficiary unsubscribed; its funds stay allocated.
         *
         *     **Scopes:** `admin:failPermanently`.
         */
        post: operations["v3_AdminTransfersController_failPermanently"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-instructions/:request-direct-ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a beneficiary by ACH directly
         * @description Creates the instruction (with the checks of creating one) unless the distribution has one with this `externalId`, then answers at once; a worker allocates the amount and requests an ACH payout to `bankAccount`, without a claim and without any email (the instruction becomes `Requested`, its payout and ACH transfer `Pending` until the next ACH batch). When the distribution offers no ACH bank transfer, the amount is outside its limits or the unallocated balance cannot cover it, the instruction becomes `Cancelled` with `cancellationReason` `DirectAchRequestRejected`; a later request with the same `externalId` continues on that instruction. One whose payout is requested already is left as it is.
         *
         *     **Scopes:** `payoutInstructions:initiate`.
         */
        post: operations["v3_DirectAchController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts/{id}/withdrawal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the withdrawal accounts of a bank account
         * @description Newest first, numbers masked.
         *
         *     **Scopes:** `bankAccounts:view`.
         */
        get: operations["v3_BankAccountWithdrawalAccountsController_list"];
        put?: never;
        /**
         * Create a withdrawal account of a bank account
         * @description A return external account of the bank account: the routing number's ABA check digit is verified, the account number is stored encrypted, and both numbers are answered masked.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v3_BankAccountWithdrawalAccountsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts/{id}/linked-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the withdrawal accounts of a bank account
         * @deprecated
         * @description Deprecated alias of `GET /bank-accounts/{id}/withdrawal-accounts`, the earlier name; it behaves the same.
         *
         *     **Scopes:** `bankAccounts:view`.
         */
        get: operations["v3_BankAccountWithdrawalAccountsController_listLinked"];
        put?: never;
        /**
         * Create a withdrawal account of a bank account
         * @deprecated
         * @description Deprecated alias of `POST /bank-accounts/{id}/withdrawal-accounts`, the earlier name; it behaves the same.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v3_BankAccountWithdrawalAccountsController_createLinked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts/{id}/withdrawal-accounts/{withdrawalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a withdrawal account of a bank account
         * @description Numbers masked.
         *
         *     **Scopes:** `bankAccounts:view`.
         */
        get: operations["v3_BankAccountWithdrawalAccountsController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a withdrawal account of a bank account
         * @description It can no longer be chosen for a withdrawal or refund; those already sent to it travel on unchanged.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        delete: operations["v3_BankAccountWithdrawalAccountsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}/withdrawal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the withdrawal accounts of a distribution
         * @description Newest first, numbers masked.
         *
         *     **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignWithdrawalAccountsController_list"];
        put?: never;
        /**
         * Create a withdrawal account of a distribution
         * @description A return external account of the distribution: the routing number's ABA check digit is verified, the account number is stored encrypted, and both numbers are answered masked.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v3_CampaignWithdrawalAccountsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}/linked-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the withdrawal accounts of a distribution
         * @deprecated
         * @description Deprecated alias of `GET /distributions/{id}/withdrawal-accounts`, the earlier name; it behaves the same.
         *
         *     **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignWithdrawalAccountsController_listLinked"];
        put?: never;
        /**
         * Create a withdrawal account of a distribution
         * @deprecated
         * @description Deprecated alias of `POST /distributions/{id}/withdrawal-accounts`, the earlier name; it behaves the same.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v3_CampaignWithdrawalAccountsController_createLinked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}/withdrawal-accounts/{withdrawalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a withdrawal account of a distribution
         * @description Numbers masked.
         *
         *     **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignWithdrawalAccountsController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a withdrawal account of a distribution
         * @description It can no longer be chosen for a withdrawal or refund; those already sent to it travel on unchanged.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        delete: operations["v3_CampaignWithdrawalAccountsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transactions of a bank account
         * @description Every movement of the account’s money, whatever its distribution. Newest first. Credits less debits is the balance at every moment: a transaction is money that moved (an `InternalTransfer` is a payout leaving once it completed; a withdrawal or refund leaves at once and travels `Pending`, `Submitted`, `Completed`; money that comes back is a credit of its own, and its original reads `Returned`). With `aggregate=true`, `InternalTransfer` transactions are summed per UTC day and status into one row (`id` null, `count` how many); other types stay individual.
         *
         *     **Scopes:** `bankAccounts:view`.
         */
        get: operations["v3_BankAccountMoneyController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank-accounts/{id}/:withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw money from a bank account
         * @description Money on the account that no distribution has been given goes to one of its withdrawal accounts. The balance drops at once, in one transaction with the statement line; the money leaves as an ACH credit in the next ACH batch. A credit the receiving bank returns comes back where it left. Send an `Idempotency-Key`: a repeat answers the first answer and moves nothing.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        post: operations["v3_BankAccountMoneyController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transactions of a distribution
         * @description The movements tagged with the distribution: its funding, payouts, refunds and returns. Newest first. Credits less debits is the balance at every moment: a transaction is money that moved (an `InternalTransfer` is a payout leaving once it completed; a withdrawal or refund leaves at once and travels `Pending`, `Submitted`, `Completed`; money that comes back is a credit of its own, and its original reads `Returned`). With `aggregate=true`, `InternalTransfer` transactions are summed per UTC day and status into one row (`id` null, `count` how many); other types stay individual.
         *
         *     **Scopes:** `distributions:view`.
         */
        get: operations["v3_CampaignMoneyController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributions/{distributionId}/:refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a distribution’s unallocated money
         * @description The distribution’s unallocated money goes to a withdrawal account of the distribution, or of the bank account holding its money. The balance drops at once, in one transaction with the statement line; the money leaves as an ACH credit in the next ACH batch. A credit the receiving bank returns comes back where it left. Send an `Idempotency-Key`: a repeat answers the first answer and moves nothing.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        post: operations["v3_CampaignMoneyController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/transactions/{id}/:settle-ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the bank settling a withdrawal or refund
         * @description Its ACH transfer settles now, whether or not a batch took it yet; the transaction reads `Completed`. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulateTransactionsController_settle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/transactions/{id}/:return-ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate the receiving bank returning a withdrawal or refund
         * @description The money comes back where it left (a credit of the same type; the original reads `Returned`). The transfer must be `Submitted` or `Settled`. Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_SimulateTransactionsController_return"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/distributions/{distributionId}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Distribution statistics: budget, statuses, timeline
         * @description The budget from the ledger, the instructions in each state, and per UTC day with activity the instructions first initiated, first claimed, fulfilled, and the dollars paid out. `from` and `to` narrow the timeline only. With `Accept: image/svg+xml`, the timeline as a chart.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_CampaignReportsController_statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/distributions/{distributionId}/conversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Distribution conversion: from initiation to claim to payment
         * @description Instructions ever initiated and claimed, emails by outcome, instructions fulfilled and cancelled now; rates over initiated (null when nothing was).
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_CampaignReportsController_conversion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/distributions/{distributionId}/payout-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts of a distribution by method
         * @description Payouts Pending, Processing, SentForPrinting, Mailed or Completed, counted and summed per method, most used first.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_CampaignReportsController_payoutMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/distributions/{distributionId}/payouts-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts history of a distribution
         * @description Payouts by request time, newest first (the id breaks ties), each with every status it took.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_CampaignReportsController_payoutsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/distributions/{distributionId}/basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Basic report: the distribution’s instructions as CSV
         * @description A header row, then one row per instruction: Id, ExternalId, FirstName, LastName, Email, Amount, Status, PayoutMethod, CreatedOn, UpdatedOn, then one column per tag key of the distribution (ordinal order ignoring case). Paged by `pageNumber` and `pageSize` (at most 10000), sorted by `sortBy` and `sortOrder` (default: creation date, newest first), the id breaking ties in the same direction. Each page is cached for two minutes per distribution and combination of page, size and sort. A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_CampaignReportsController_basicReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolio/organization-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organization statistics
         * @description The money on the organization’s bank accounts, its distinct beneficiaries and its completed payouts, each with the last 30 UTC days compared to the 30 before.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_PortfolioController_organizationStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolio/redemption-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redemption activity
         * @description One point per UTC day with payouts completed, over the last 30 or 90 days or all of them. With `Accept: image/svg+xml`, as a chart.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_PortfolioController_redemptionActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolio/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard of the organization’s distributions
         * @description Distributions by expiry date: running ones first, soonest to expire first; then expired ones, most recently expired first. Each with its money and claims.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v3_PortfolioController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users of the organization
         * @description Oldest first; removed users are not listed. A user is created on their first request (docs: users and roles).
         *
         *     **Scopes:** `users:view`.
         */
        get: operations["v3_UsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a user, with their role
         * @description **Scopes:** `users:view`.
         */
        get: operations["v3_UsersController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a user from the organization
         * @description Their later requests answer 403 `USER_REMOVED` until they are invited again (accepting reactivates the same user).
         *
         *     **Scopes:** `users:manage`.
         */
        delete: operations["v3_UsersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user’s role
         * @description A user has one role; it applies to their next request. Recorded with who changed it.
         *
         *     **Scopes:** `users:manage`.
         */
        put: operations["v3_UsersController_changeRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the roles
         * @description Administrator, Manager and Viewer, with the scopes each holds. Not paged.
         *
         *     **Scopes:** `roles:view`.
         */
        get: operations["v3_RolesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a role
         * @description **Scopes:** `roles:view`.
         */
        get: operations["v3_RolesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending invitations
         * @description Invitations not accepted, cancelled or expired yet; newest first.
         *
         *     **Scopes:** `invitations:view`.
         */
        get: operations["v3_InvitationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite people to the organization
         * @description 1 to 5 invitations, all or nothing. Each is emailed with a link to a page that names the organization; signing in with the invited email address within 7 days accepts it with its role. An email that is already a user, or has a pending invitation, is refused by its index.
         *
         *     **Scopes:** `invitations:create`.
         */
        post: operations["v3_InvitationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a pending invitation
         * @description Its link then shows that it was cancelled.
         *
         *     **Scopes:** `invitations:delete`.
         */
        delete: operations["v3_InvitationsController_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the token is, and what it may do
         * @description Any valid token of an organization: the organization, the user and their role (null for a machine client) and the request’s effective scopes, those of the token that the role also holds. The console shows only what these scopes allow.
         *
         *     **Scopes:** any valid token of the organization.
         */
        get: operations["v3_MeController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/:sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a sign-in to the console
         * @description Any valid token of a user: the console calls it once after each sign-in, so that the sign-in is in the audit log (`me.signIn`, the user as the resource). Changes nothing else.
         *
         *     **Scopes:** any valid token of the organization.
         */
        post: operations["v3_MeController_signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook endpoints
         * @description Oldest first; secrets are never shown here.
         *
         *     **Scopes:** `webhooks:view`.
         */
        get: operations["v3_WebhookEndpointsController_list"];
        put?: never;
        /**
         * Subscribe an endpoint to events
         * @description Event types: payout_instruction.status_changed, payout.completed, payout.failed, payout.returned, upload.completed, upload.failed, email.failed, beneficiary.unsubscribed, funding.received, approval_request.created, approval_request.approved, approval_request.rejected, approval_request.failed, distribution.balance_low (all when none given). The answer shows the secret, once. Each delivery is a POST of `{ id, type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`); a 2xx answer within 5 s is a delivery, anything else is retried for 3 days, then the endpoint is disabled.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        post: operations["v3_WebhookEndpointsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description **Scopes:** `webhooks:view`.
         */
        get: operations["v3_WebhookEndpointsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Nothing more is delivered to it.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        delete: operations["v3_WebhookEndpointsController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Its URL, event types or description; `status: "Enabled"` re-enables it, and what waited goes out.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        patch: operations["v3_WebhookEndpointsController_update"];
        trace?: never;
    };
    "/webhook-endpoints/{id}/:rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint’s secret
         * @description A new secret signs from now on; the previous one signs beside it (space-separated signatures) for 24 hours.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        post: operations["v3_WebhookEndpointsController_rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint’s deliveries
         * @description Newest first, optionally of one `status`; each with every attempt at it (when, the outcome, the status code the endpoint answered, the error), oldest first.
         *
         *     **Scopes:** `webhooks:view`.
         */
        get: operations["v3_WebhookEndpointsController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/:replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver past events again
         * @description Every event of the endpoint’s types since `since` (at most 30 days back) is delivered to it again, with its own `webhook-id`.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        post: operations["v3_WebhookEndpointsController_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the events of the last 30 days
         * @description Newest first; by `type`, and between `since` and `until`. Events are recorded for organizations with a webhook endpoint.
         *
         *     **Scopes:** `webhooks:view`.
         */
        get: operations["v3_WebhookEventsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/messages/:publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the organization’s waiting or failed emails now
         * @description `Queued`: the organization’s emails still waiting for their time (the later part of a distribution window) are due now and go within seconds. `Failed`: its failed emails are queued to be sent again, with a new set of attempts (one-time codes excepted: their code is gone). With `distributionId`, only that distribution’s. Each email is still sent once, and still not at all when its instruction no longer calls for it (unsubscribed, claimed, cancelled). Answers how many emails it took.
         *
         *     **Scopes:** `admin:publishMessages`.
         */
        post: operations["v3_AdministrationController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the jobs of every queue
         * @description The deployment’s BullMQ queues with their jobs by state, read from Redis now.
         *
         *     **Scopes:** `admin:manage`.
         */
        get: operations["v3_AdministrationController_listQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/scheduled-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the repeating jobs
         * @description Every repeating job of the deployment (ACH batch, print run, email dispatch, reminders, sweeps) with its schedule, whether it is paused, its next run and how its last run ended.
         *
         *     **Scopes:** `scheduledJobs:manage`.
         */
        get: operations["v3_AdministrationController_listScheduledJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/scheduled-jobs/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Pause or resume a repeating job
         * @description A paused job stops running on its schedule (its next planned run is dropped) until it is resumed, across restarts of every process; work it would have found waits in PostgreSQL.
         *
         *     **Scopes:** `scheduledJobs:manage`.
         */
        patch: operations["v3_AdministrationController_setPaused"];
        trace?: never;
    };
    "/admin/scheduled-jobs/{name}/:run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a repeating job now
         * @description Queues one run of the job now, outside its schedule, paused or not. Its outcome shows in `lastRunOutcome` once a worker ran it.
         *
         *     **Scopes:** `scheduledJobs:manage`.
         */
        post: operations["v3_AdministrationController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What needs attention
         * @description Each kind of problem with how many there are and the first 10 (docs/attention.md): payouts `Failed` or `Returned` whose instruction is still `Restored` (reinitiate it, `POST /payout-instructions/{id}/:reinitiate`), wallet payouts unaccepted 7 days after their request, checks mailed more than 30 days ago and not deposited, uploads and emails that failed in the last 7 days, disabled webhook endpoints (only when the token also holds `webhooks:view`), running distributions expiring within 14 days with money unallocated, and running distributions whose unallocated money cannot cover their Draft instructions. An item leaves the list once its condition ends. Every kind is read from an index of the rows in that condition.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v3_AttentionController_of"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Every change a user or machine client made through the API (creates, updates, deletions, `:actions`, sign-ins to the console), newest first, each with who made it, the operation, what it acted on, the answer’s status, the request id and the address. Filters are exact and combine; `since` and `until` are both included. With `Accept: text/csv`, every entry the filters match (not a page) as CSV, streamed; a cell a spreadsheet would run as a formula is prefixed with an apostrophe. Entries are kept at least a year, and never change.
         *
         *     **Scopes:** `auditLog:view`.
         */
        get: operations["v3_AuditLogController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bank-inbound-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the files read from the bank
         * @description Returns and NOC files and statements picked up from the bank’s SFTP inbox, newest first: each `Applied` (with a summary of what it did) or `Quarantined` (with where it is malformed; nothing of it was applied). See docs/bank-files-in.md for what to do with a quarantined file.
         *
         *     **Scopes:** `admin:manage`.
         */
        get: operations["v3_BankInboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bank-inbound-files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a file read from the bank
         * @description One file as listed: status, error, summary.
         *
         *     **Scopes:** `admin:manage`.
         */
        get: operations["v3_BankInboxController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        FundsHolderType: "OrganizationAccount" | "SettlementFund";
        /**
         * @description `Pending` until its bank account is open.
         * @enum {string}
         */
        FundsHolderStatus: "Pending" | "Active" | "Failed";
        FundsHolderView: {
            /** Format: uuid */
            id: string;
            name: string;
            type: components["schemas"]["FundsHolderType"];
            /** @description `Pending` until its bank account is open. */
            status: components["schemas"]["FundsHolderStatus"];
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
        };
        BankingDetailsView: {
            /** Format: uuid */
            bankAccountId: string;
            bankName: string;
            /** @example *****0004 */
            routingNumber: string;
            /** @example ********1234 */
            accountNumber: string;
            /** @example USD */
            currency: string;
        };
        /**
         * @description `Pending` until the bank has opened the account.
         * @enum {string}
         */
        BankAccountStatus: "Pending" | "Active" | "Failed";
        AttachmentView: {
            /** Format: uuid */
            id: string;
            fileName: string;
            contentType: string;
            sizeBytes: number;
            /** Format: date-time */
            uploadedOn: string;
        };
        CreateSettlementFundDto: {
            /** @example Rebates FBO */
            settlementFundName: string;
        };
        CreateBankAccountDto: {
            /**
             * Format: uuid
             * @description The funds holder that will own the account.
             */
            fundsHolderId: string;
            /** @example Research incentives 2027 */
            name: string;
        };
        CampaignPayoutMethodView: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @example GiftCard */
            category: string;
            isDisabled: boolean;
            disableReason: string | null;
        };
        /** @enum {string} */
        AutomaticReminders: "None" | "Daily" | "Every3Days" | "Weekly";
        CampaignBalancesView: {
            /** @description Received and not yet allocated, in dollars. */
            unallocated: number;
            /** @description Held for live payout instructions. */
            allocated: number;
            paidOut: number;
            returned: number;
        };
        /** @description A payout method offered, possibly disabled with a reason. */
        PayoutMethodChoiceDto: {
            /** Format: uuid */
            payoutMethodId: string;
            /** @default false */
            isDisabled?: boolean;
            /** @description Shown to beneficiaries when the method is disabled. */
            disableReason?: string | null;
        } & ({
            /** @constant */
            isDisabled: true;
        } | {
            /** @enum {unknown} */
            disableReason?: null | "";
        });
        SetPasswordDto: {
            /** @description Every beneficiary must enter it to redeem. It can be changed, never removed. */
            password: string;
        };
        /**
         * @description What the beneficiary must provide.
         * @enum {string}
         */
        PayoutRequirementField: "email" | "phoneNumber" | "fullName" | "dateOfBirth" | "mailingAddress" | "bankRoutingNumber" | "bankAccountNumber";
        PayoutRequirementView: {
            /** @description What the beneficiary must provide. */
            field: components["schemas"]["PayoutRequirementField"];
            /** @example Email address the eGift card code is delivered to. */
            description: string;
        };
        TransactionLimitsView: {
            /** @example USD */
            currency: string;
            /**
             * @description Smallest amount of one payout by this method, in dollars (at most two fraction digits).
             * @example 1
             */
            minimumAmount: number;
            /**
             * @description Largest amount of one payout by this method, in dollars (at most two fraction digits).
             * @example 2000
             */
            maximumAmount: number;
        };
        /** @enum {string} */
        EmailTemplateType: "InitiateEmail" | "ReminderEmail" | "FailureReinitiateEmail" | "OtpEmail" | "PushEmail" | "PayoutAvailableEmail" | "InvitationEmail" | "ApprovalRequestEmail" | "BalanceLowEmail" | "BankFileQuarantinedEmail";
        TemplateFieldView: {
            /** @example CampaignName */
            name: string;
            description: string;
            /** @example Spring 2027 research study */
            example: string;
            /**
             * @description Other names of the same field, accepted in content and on send-preview.
             * @example [
             *       "DistributionName"
             *     ]
             */
            aliases: string[];
        };
        TemplateTypeSchemaView: {
            templateType: components["schemas"]["EmailTemplateType"];
            fields: components["schemas"]["TemplateFieldView"][];
            /** @description Besides the fields: `{{tag:Key}}` placeholders. */
            tagPlaceholders: string;
        };
        TemplatePreviewView: {
            /**
             * Format: uuid
             * @description The queued email.
             */
            id: string;
            templateType: components["schemas"]["EmailTemplateType"];
            recipient: string;
            /** @description As rendered. */
            subject: string;
            /** @description As rendered. */
            htmlBody: string;
            /** @enum {string} */
            deliveryStatus: "Queued";
        };
        TemplateRenderView: {
            templateType: components["schemas"]["EmailTemplateType"];
            /** @description The subject as an email would carry it. */
            subject: string;
            /** @description The HTML body as an email would carry it (before the unsubscribe footer a real email gets when its content leaves the link out). */
            htmlBody: string;
        };
        /** @description A saved template (templateId), inline content (subject and htmlBody, both) or the default of templateType; a type is needed unless templateId gives it. */
        SendPreviewDto: {
            /** @description Required without `templateId`; with it, implied by the template (if given, it must be the template's type). */
            templateType?: components["schemas"]["EmailTemplateType"];
            /**
             * Format: email
             * @example reviewer@example.com
             */
            recipient: string;
            /**
             * Format: uuid
             * @description A saved template of the organization. Without it and without inline content, the default of `templateType` is sent.
             */
            templateId?: string;
            /** @description Inline content, with htmlBody (both or neither); checked as on save. Handlebars; rendered without HTML escaping (it is a header), line breaks become spaces. */
            subject?: string;
            /** @description Inline content, with subject (both or neither); checked as on save. */
            htmlBody?: string;
            /**
             * @description Values for the type's fields (or their aliases; not both names of one field) and `tag:Key` entries (tag rules: key 1–64 characters without , " < > { } &, value at most 128 characters without < > { }; at most 20). Values at most 2,000 characters. Fields not given show the schema's example values.
             * @example {
             *       "FirstName": "Ada",
             *       "DistributionName": "Spring study",
             *       "tag:Cohort": "B"
             *     }
             */
            dynamicFields?: {
                [key: string]: string;
            };
        } & ({
            /** @description Required without `templateId`; with it, implied by the template (if given, it must be the template's type). */
            templateType: components["schemas"]["EmailTemplateType"];
        } | {
            /**
             * Format: uuid
             * @description A saved template of the organization. Without it and without inline content, the default of `templateType` is sent.
             */
            templateId: string;
        });
        PatchDraftDto: {
            operations: ({
                /** @constant */
                op: "remove";
                path: ("/name" | "/fundingSourceId" | "/welcomeHeadline" | "/campaignDescription" | "/distributionDescription" | "/campaignManager" | "/distributionManager" | "/welcomeText" | "/expiryDate" | "/displayEndDate" | "/otpThresholdAmount" | "/automaticReminders" | "/emailTemplates" | "/payoutMethodIds" | "/payoutMethods") | ("/emailTemplates/InitiateEmail" | "/emailTemplates/ReminderEmail" | "/emailTemplates/FailureReinitiateEmail" | "/emailTemplates/OtpEmail" | "/emailTemplates/PushEmail" | "/emailTemplates/PayoutAvailableEmail");
                value?: unknown;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/name";
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/fundingSourceId";
                /** Format: uuid */
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/welcomeHeadline";
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/campaignDescription";
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/distributionDescription";
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/campaignManager";
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/distributionManager";
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/welcomeText";
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/expiryDate";
                /** Format: date */
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/displayEndDate";
                /** Format: date */
                value: string;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/otpThresholdAmount";
                value: number;
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/automaticReminders";
                /** @enum {unknown} */
                value: "None" | "Daily" | "Every3Days" | "Weekly";
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/emailTemplates";
                value: {
                    [key: string]: string;
                };
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/payoutMethodIds";
                value: string[];
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @constant */
                path: "/payoutMethods";
                value: components["schemas"]["PayoutMethodChoiceDto"][];
            } | {
                /** @enum {unknown} */
                op: "add" | "replace";
                /** @enum {string} */
                path: "/emailTemplates/InitiateEmail" | "/emailTemplates/ReminderEmail" | "/emailTemplates/FailureReinitiateEmail" | "/emailTemplates/OtpEmail" | "/emailTemplates/PushEmail" | "/emailTemplates/PayoutAvailableEmail";
                /** Format: uuid */
                value: string;
            })[];
        };
        /** @enum {string} */
        PayoutInstructionStatus: "Draft" | "Initiated" | "Restored" | "PayoutMethodSelected" | "Requested" | "Fulfilled" | "Cancelled";
        /** @enum {string} */
        CancellationReason: "RequestedByAdministrator" | "DuplicatePayment" | "IncorrectRecipient" | "IncorrectAmount" | "SuspectedFraud" | "Other" | "UnsubscribedFromEmails" | "DirectAchRequestRejected" | "CampaignExpired";
        /** @enum {string} */
        EmailSubscriptionStatus: "Subscribed" | "Unsubscribed";
        ActivityActorView: {
            /** @enum {string} */
            type: "Administrator" | "Beneficiary" | "System";
            /** @description The administrator's token subject. */
            id: string | null;
        };
        ActivityView: {
            /** Format: uuid */
            id: string;
            /** @example PayoutInstructionInitiated */
            kind: string;
            description: string;
            /** @description Kind-specific: changed fields, tags (`old → (removed)`, or the text `Tags cleared` once none remain), the new subscription status… */
            details: (Record<string, never> | string) | null;
            actor: components["schemas"]["ActivityActorView"];
            /** Format: date-time */
            occurredOn: string;
        };
        /** @enum {string} */
        ApprovalAction: "InitiatePayouts" | "Withdraw" | "Refund";
        /** @enum {string} */
        ApprovalStatus: "Pending" | "Approved" | "Rejected" | "Expired" | "Failed";
        ApprovalPersonView: {
            /** Format: uuid */
            userId: string;
            /** @example ada@example.com */
            email: string | null;
        };
        ApprovalResultView: {
            /**
             * @description The HTTP status the original request answered when it was carried out.
             * @example 202
             */
            status: number;
            /** @description What it answered: the instruction, the bulk window or `{ transactionId }`; for a `Failed` request, the problem document it would answer now. */
            body: {
                [key: string]: unknown;
            };
        };
        UpdatePayoutInstructionDto: {
            externalId?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            /**
             * Format: email
             * @description A new email voids earlier claim links; an initiated instruction becomes Restored.
             */
            email?: string;
            phoneNumber?: string | null;
            /** @description Dollars. A change on an instruction holding funds moves the difference (409 when short); null only on a Draft. */
            amount?: number | null;
            /**
             * @description JSON merge: null clears all tags, a key set to null removes it. At most 20; keys ≤ 64 characters without , " < > { } &, unique ignoring case, not an upload column name; values ≤ 128 characters without < > { }.
             * @example {
             *       "Cohort": "A",
             *       "Site": "Boston"
             *     }
             */
            tags?: {
                [key: string]: string | null;
            } | null;
        };
        /** @enum {string} */
        NotificationChannel: "Email" | "None";
        InitiateDto: {
            /** @default Email */
            channel?: components["schemas"]["NotificationChannel"];
        };
        /** @enum {string} */
        CallerCancellationReason: "RequestedByAdministrator" | "DuplicatePayment" | "IncorrectRecipient" | "IncorrectAmount" | "SuspectedFraud" | "Other" | "UnsubscribedFromEmails" | "DirectAchRequestRejected";
        CancelDto: {
            cancellationReason: components["schemas"]["CallerCancellationReason"];
        };
        BulkActionView: {
            /** @description Instructions acted on. */
            count: number;
            /** Format: date-time */
            windowStart: string | null;
            /** Format: date-time */
            windowEnd: string | null;
        };
        BulkInitiateDto: {
            /** @default Email */
            channel?: components["schemas"]["NotificationChannel"];
            /** @description All or nothing: 409 PAYOUT_INSTRUCTIONS_NOT_INITIABLE lists unknown, not ready and unsubscribed ids. Without ids, every ready Draft instruction is initiated, unsubscribed beneficiaries skipped. */
            payoutInstructionIds?: string[];
            /** @description Spread the first emails evenly over this many seconds. */
            distributionPeriodInSeconds?: number;
        };
        /** @description Reminds the instructions named by payoutInstructionIds, or those in statuses; not both. */
        BulkRemindDto: {
            /** @description Remind these instructions (those that can get a reminder); not with statuses. */
            payoutInstructionIds?: string[];
            /** @description Remind the instructions in these statuses; not with payoutInstructionIds. */
            statuses?: components["schemas"]["PayoutInstructionStatus"][];
            /** @description Spread the reminders evenly over this many seconds, from now. */
            distributionPeriodInSeconds?: number;
        };
        CampaignExpiredView: {
            /** @description How many instructions (Draft, Initiated, Restored) were cancelled with `CampaignExpired`; 0 when none was left. */
            cancelled: number;
        };
        ApprovalRuleView: {
            /** @description `InitiatePayouts` covers single and bulk `:initiate` and `:reinitiate` (the total they would allocate); `Withdraw` and `Refund` their amount. */
            action: components["schemas"]["ApprovalAction"];
            /**
             * @description Dollars. A request for more than this waits for a second person; this much or less goes ahead.
             * @example 1000
             */
            threshold: number;
        };
        ApprovalPolicyView: {
            /** @description At most one rule per action; an action without a rule never waits. */
            rules: components["schemas"]["ApprovalRuleView"][];
        };
        ApprovalRuleInput: {
            action: components["schemas"]["ApprovalAction"];
            /**
             * @description Dollars, 0 or more: a request for more waits for a second person (0: every one waits).
             * @example 1000
             */
            threshold: number;
        };
        ApprovalPolicyInput: {
            /** @description Replaces the whole policy; at most one rule per action; `[]`: no approval at all. */
            rules: components["schemas"]["ApprovalRuleInput"][];
        };
        ApproveInput: {
            /** @description Why, for the record. */
            reason?: string;
        };
        RejectInput: {
            /** @description Why: the requester reads it. */
            reason: string;
        };
        /** @enum {string} */
        FundingTransferDirection: "Incoming";
        /** @enum {string} */
        FundingTransferType: "AchCredit";
        /**
         * @description Sandbox credits settle at once.
         * @enum {string}
         */
        FundingTransferStatus: "Settled";
        /**
         * @description `Queued` until a worker takes it, `Processing` while it runs, then `Completed`, `CompletedWithErrors` (partial mode: some rows were refused) or `Failed` (all-or-nothing mode: nothing landed).
         * @enum {string}
         */
        UploadStatus: "Queued" | "Processing" | "Completed" | "CompletedWithErrors" | "Failed";
        /** @enum {string} */
        UploadMode: "AllOrNothing" | "Partial";
        UploadRowErrorView: {
            /** @description The row of the file the problem is on. */
            rowNumber: number;
            /** @description The column concerned; null for a problem with the whole row. */
            column: string | null;
            message: string;
        };
        /**
         * @description `Queued` until a worker sends it; `Suppressed` when the beneficiary had unsubscribed by then.
         * @enum {string}
         */
        EmailDeliveryStatus: "Queued" | "Sent" | "Failed" | "Suppressed";
        SimulatedEmailView: {
            /** Format: uuid */
            id: string;
            /** @example ada@example.com */
            recipient: string;
            templateType: components["schemas"]["EmailTemplateType"];
            /** @description `Queued` until a worker sends it; `Suppressed` when the beneficiary had unsubscribed by then. */
            deliveryStatus: components["schemas"]["EmailDeliveryStatus"];
            /**
             * Format: uuid
             * @description Null for a template preview.
             */
            payoutInstructionId: string | null;
            /** @description Null until the content is rendered. */
            subject: string | null;
            /** @description Null until the content is rendered. */
            htmlBody: string | null;
            /**
             * Format: date-time
             * @description When it is (or was) due to be sent; bulk actions spread it over their window.
             */
            scheduledFor: string;
            /**
             * Format: date-time
             * @description When the mail server accepted it.
             */
            sentOn: string | null;
            /** Format: date-time */
            createdOn: string;
        };
        /**
         * @description `Pending` (waiting for its rail), `Processing` (at the provider), `SentForPrinting` and `Mailed` (checks), `Completed`, `Failed`, `Cancelled`, `Returned`.
         * @enum {string}
         */
        PayoutStatus: "Pending" | "Processing" | "SentForPrinting" | "Mailed" | "Completed" | "Failed" | "Cancelled" | "Returned";
        MailingAddressView: {
            /** @example 1 Main St */
            line1: string;
            /** @example Apt 2 */
            line2?: string;
            /** @example Springfield */
            city: string;
            /**
             * @description Two-letter USPS code of a US state, DC or territory.
             * @example IL
             */
            state: string;
            /**
             * @description 5-digit ZIP or ZIP+4 (`62701-1234`).
             * @example 62701
             */
            postalCode: string;
        };
        PayoutDetailsView: {
            /** Format: email */
            email?: string;
            /**
             * @description US number in E.164.
             * @example +12025550143
             */
            phoneNumber?: string;
            /** @example Ada Lovelace */
            fullName?: string;
            /**
             * @description Masked but for the year.
             * @example 1990-**-**
             */
            dateOfBirth?: string;
            mailingAddress?: components["schemas"]["MailingAddressView"];
            /**
             * @description Masked: the last 4 digits.
             * @example *****0021
             */
            bankRoutingNumber?: string;
            /**
             * @description Masked: the last 4 digits.
             * @example ********6789
             */
            bankAccountNumber?: string;
            /** @enum {string} */
            bankAccountType?: "Checking" | "Savings";
        };
        PayoutCardView: {
            /**
             * @description In full to the beneficiary; masked but for its last 4 characters to the organization.
             * @example ABCD-EFGH-JKLM-NPQR
             */
            code: string;
            /**
             * @description In full to the beneficiary; masked to the organization; null when the card has none.
             * @example 4821
             */
            pin: string | null;
            /**
             * Format: uri
             * @description Where the beneficiary redeems the card; null in the organization’s read.
             */
            redemptionUrl: string | null;
        };
        FailPayoutDto: {
            /**
             * @description Why the payout failed; recorded as its `failureReason`.
             * @example Recipient account closed
             */
            reason: string;
        };
        ReturnAchDto: {
            /**
             * @description The ACH return reason code, R01 to R85.
             * @example R01
             */
            returnReasonCode: string;
        };
        /**
         * @description `Pending` until the next ACH batch, `Submitted` in a NACHA file, then `Settled`; `Returned` by the receiving bank (see `returnReasonCode`), or `Cancelled`.
         * @enum {string}
         */
        AchTransferStatus: "Pending" | "Submitted" | "Settled" | "Returned" | "Cancelled";
        /** @enum {string} */
        AchAccountType: "Checking" | "Savings";
        AchNotificationOfChangeView: {
            /**
             * @description NACHA change code C01-C13.
             * @example C01
             */
            changeCode: string;
            /** @example Incorrect account number */
            description: string;
            /**
             * @description What the bank says to use instead; an account number in it is masked but for its last 4 digits.
             * @example ****4321
             */
            correctedData: string;
            /** Format: date-time */
            receivedOn: string;
        };
        AchTransferView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            payoutInstructionId: string;
            /** Format: uuid */
            payoutId: string;
            /**
             * @description Dollars.
             * @example 25
             */
            amount: number;
            /**
             * @description Money to the beneficiary’s account.
             * @enum {string}
             */
            direction: "Credit";
            /** @description `Pending` until the next ACH batch, `Submitted` in a NACHA file, then `Settled`; `Returned` by the receiving bank (see `returnReasonCode`), or `Cancelled`. */
            status: components["schemas"]["AchTransferStatus"];
            /**
             * @description The receiving bank’s return reason (R01-R85) once returned.
             * @example R01
             */
            returnReasonCode: string | null;
            /** @example Ada Lovelace */
            accountHolderName: string;
            /**
             * @description Masked: the last 4 digits.
             * @example *****0021
             */
            routingNumber: string;
            /**
             * @description Masked: the last 4 digits.
             * @example ********6789
             */
            accountNumber: string;
            accountType: components["schemas"]["AchAccountType"];
            /**
             * Format: date
             * @description The day the bank settles the entry, set when a batch takes the transfer.
             */
            effectiveDate: string | null;
            /**
             * @description The entry’s trace number in its NACHA file, once submitted.
             * @example 021000020000001
             */
            traceNumber: string | null;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            submittedOn: string | null;
            /** Format: date-time */
            settledOn: string | null;
            /** @description The receiving bank’s latest notification of change (a NOC entry of a returns file); null when none. */
            notificationOfChange: components["schemas"]["AchNotificationOfChangeView"] | null;
        };
        TriggeredTransfersView: {
            /** @description How many transfers or checks the batch or run took. */
            count: number;
        };
        AchFileView: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date
             * @description The effective entry date of its entries: the next weekday after the batch.
             */
            effectiveDate: string;
            /** @description PPD batches in the file (one per 1,000 entries). */
            batchCount: number;
            /** @description Entry detail records (credits). */
            entryCount: number;
            /**
             * @description Dollars: the file control’s total credit.
             * @example 25
             */
            totalCredit: number;
            /**
             * @description The file control’s entry hash: the receiving banks’ routing numbers summed, its last 10 digits.
             * @example 0001100001
             */
            entryHash: string | null;
            /** @description 94-character lines, the filler of nines included (a multiple of ten). */
            lineCount: number;
            /** Format: date-time */
            createdOn: string;
        };
        CheckPrintRunView: {
            /** Format: uuid */
            id: string;
            /** @description Checks printed in the run. */
            checkCount: number;
            /**
             * @description Dollars: the checks’ amounts summed.
             * @example 25
             */
            totalAmount: number;
            /**
             * @description The run’s first check number.
             * @example 100001
             */
            firstCheckNumber: string;
            /**
             * @description The run’s last check number.
             * @example 100002
             */
            lastCheckNumber: string;
            /** Format: date-time */
            printedOn: string;
        };
        TriggerTransfersDto: {
            /**
             * @description `AchBatch`: the pending ACH transfers into a NACHA file; `CheckPrintRun`: the waiting checks printed.
             * @enum {string}
             */
            kind: "AchBatch" | "CheckPrintRun";
        };
        DirectAchRequestAcceptedView: {
            /** Format: uuid */
            payoutInstructionId: string;
            /** @description The instruction’s status when the request was accepted (Draft for a new one). */
            status: components["schemas"]["PayoutInstructionStatus"];
        };
        DirectAchBankAccountDto: {
            /**
             * @description The name on the account, as the bank knows it.
             * @example Ada Lovelace
             */
            accountHolderName: string;
            /**
             * @description 9 digits with a valid ABA check digit.
             * @example 021000021
             */
            routingNumber: string;
            /**
             * @description 4 to 17 digits.
             * @example 000123456789
             */
            accountNumber: string;
            accountType: components["schemas"]["AchAccountType"];
        };
        WithdrawalAccountChangeView: {
            /**
             * @description NACHA change code C01-C13.
             * @example C01
             */
            changeCode: string;
            /** @example Incorrect account number */
            description: string;
            /**
             * @description What the bank says to use instead; an account number in it is masked but for its last 4 digits.
             * @example ****4321
             */
            correctedData: string;
            /** Format: date-time */
            receivedOn: string;
        };
        WithdrawalAccountView: {
            /** Format: uuid */
            id: string;
            /** @example Operating account */
            name: string;
            /** @example Ada Lovelace */
            accountHolderName: string;
            /**
             * @description Masked: the last four digits only.
             * @example *****0021
             */
            routingNumber: string;
            /**
             * @description Masked: the last four digits only.
             * @example ****6789
             */
            accountNumber: string;
            accountType: components["schemas"]["AchAccountType"];
            /** Format: date-time */
            createdOn: string;
            /** @description The bank’s latest notification of change on money sent to this account: correct the account (delete it and add the corrected one) before the next withdrawal; null when none. */
            notificationOfChange: components["schemas"]["WithdrawalAccountChangeView"] | null;
        };
        CreateWithdrawalAccountDto: {
            /**
             * @description A name to tell the account apart in lists.
             * @example Operating account
             */
            name: string;
            /**
             * @description The name on the account, as the bank knows it.
             * @example Ada Lovelace
             */
            accountHolderName: string;
            /**
             * @description 9 digits with a valid ABA check digit.
             * @example 021000021
             */
            routingNumber: string;
            /**
             * @description 4 to 17 digits.
             * @example 000123456789
             */
            accountNumber: string;
            accountType: components["schemas"]["AchAccountType"];
        };
        /** @enum {string} */
        TransactionType: "IncomingAch" | "InternalTransfer" | "Withdrawal" | "Refund" | "PayoutReturn";
        /**
         * @description Credit adds to the balance, Debit takes from it.
         * @enum {string}
         */
        TransactionDirection: "Credit" | "Debit";
        /**
         * @description `Pending` until the bank has a withdrawal’s or refund’s ACH entry, `Submitted` once it has, `Completed` once settled; `Returned` when the money came back (a credit of its own).
         * @enum {string}
         */
        TransactionStatus: "Pending" | "Submitted" | "Completed" | "Returned";
        TransactionAcceptedView: {
            /**
             * Format: uuid
             * @description The transaction’s id on the statement (`GET .../transactions`).
             */
            transactionId: string;
        };
        TimelinePointView: {
            /**
             * Format: date
             * @description A UTC day.
             * @example 2026-11-27
             */
            date: string;
            /** @description Instructions first initiated that day. */
            initiated: number;
            /** @description Instructions whose beneficiary first chose a method that day. */
            claimed: number;
            /** @description Instructions that became Fulfilled that day. */
            fulfilled: number;
            /**
             * @description Dollars of the payouts completed that day (and not returned since).
             * @example 1250.5
             */
            paidOut: number;
        };
        PayoutMethodShareView: {
            /** Format: uuid */
            payoutMethodId: string;
            name: string;
            /** @example GiftCard */
            category: string;
            count: number;
            /** @example 1250.5 */
            amount: number;
            /** @description This method’s share of the count. */
            share: number;
        };
        PayoutMethodsReportView: {
            /** @description Payouts Pending, Processing, SentForPrinting, Mailed or Completed. */
            totalPayouts: number;
            /** @example 1250.5 */
            totalAmount: number;
            /** @description Most used first. */
            data: components["schemas"]["PayoutMethodShareView"][];
        };
        StatusChangeView: {
            status: components["schemas"]["PayoutStatus"];
            /** Format: date-time */
            on: string;
        };
        PayoutHistoryView: {
            /** Format: uuid */
            payoutId: string;
            /** Format: uuid */
            payoutInstructionId: string;
            externalId: string | null;
            email: string;
            /** @example 1250.5 */
            amount: number;
            /** @description The payout method’s name. */
            method: string;
            /** @example GiftCard */
            category: string;
            status: components["schemas"]["PayoutStatus"];
            /** Format: date-time */
            requestedOn: string;
            /** Format: date-time */
            completedOn: string | null;
            /** @description Every status the payout took, oldest first. */
            statusChanges: components["schemas"]["StatusChangeView"][];
        };
        TrendView: {
            /** @description All of them. */
            value: number;
            /** @description New in the 30 days before the last 30. */
            previous30Days: number;
            /**
             * @description Percent change of the last 30 days against the 30 before; null when those were 0.
             * @example 12.5
             */
            changePercent: number | null;
        };
        PayoutTrendView: {
            /** @description Payouts completed (and not returned). */
            count: number;
            /** @example 1250.5 */
            amount: number;
            /** @description Payouts completed in the 30 days before the last 30. */
            previous30Days: number;
            /**
             * @description Percent change of the count of the last 30 days against the 30 before; null when those were 0.
             * @example -4.2
             */
            changePercent: number | null;
        };
        OrganizationStatisticsView: {
            /**
             * @description Money on the organization’s bank accounts.
             * @example 1250.5
             */
            totalBalance: number;
            /** @description Distinct emails of initiated instructions. */
            totalBeneficiaries: components["schemas"]["TrendView"];
            totalPayouts: components["schemas"]["PayoutTrendView"];
        };
        RedemptionPointView: {
            /**
             * Format: date
             * @example 2026-11-27
             */
            date: string;
            count: number;
            /** @example 1250.5 */
            amount: number;
        };
        RedemptionActivityView: {
            /** @enum {string} */
            range: "30" | "90" | "all";
            /** @description One point per UTC day with payouts completed, oldest first. */
            data: components["schemas"]["RedemptionPointView"][];
        };
        DashboardCampaignView: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            status: "Active" | "Expired";
            /** Format: date */
            expiryDate: string;
            /** @example 1250.5 */
            received: number;
            /** @example 1250.5 */
            paidOut: number;
            instructions: number;
            claimed: number;
            /**
             * @description claimed / initiated; null when nothing was initiated.
             * @example 0.42
             */
            claimRate: number | null;
        };
        /** @enum {string} */
        RoleName: "Administrator" | "Manager" | "Viewer";
        RoleRefView: {
            /** Format: uuid */
            id: string;
            name: components["schemas"]["RoleName"];
        };
        UserView: {
            /** Format: uuid */
            id: string;
            /** @description The `sub` of the user’s tokens. */
            subject: string;
            /** @description From the token’s `email` claim. */
            email: string | null;
            /** @description From the token’s `name` claim. */
            name: string | null;
            role: components["schemas"]["RoleRefView"];
            /** @enum {string} */
            status: "Active";
            /** Format: date-time */
            createdOn: string;
            /**
             * Format: date-time
             * @description The last request, to the minute.
             */
            lastSeenOn: string | null;
        };
        ChangeRoleDto: {
            /**
             * Format: uuid
             * @description A role of `GET /roles`: 0195a3f0-0000-7000-8000-0000000a0001 (Administrator), 0195a3f0-0000-7000-8000-0000000a0002 (Manager), 0195a3f0-0000-7000-8000-0000000a0003 (Viewer).
             * @enum {string}
             */
            roleId: "0195a3f0-0000-7000-8000-0000000a0001" | "0195a3f0-0000-7000-8000-0000000a0002" | "0195a3f0-0000-7000-8000-0000000a0003";
        };
        RoleView: {
            /** Format: uuid */
            id: string;
            name: components["schemas"]["RoleName"];
            description: string;
            /** @description What a user of this role may do; a request may do what both its token and its user’s role allow. */
            scopes: string[];
        };
        RolesView: {
            data: components["schemas"]["RoleView"][];
        };
        /**
         * @description A pending invitation past `expiresOn` reads `Expired`.
         * @enum {string}
         */
        InvitationStatus: "Pending" | "Accepted" | "Cancelled" | "Expired";
        InvitationView: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
            role: components["schemas"]["RoleRefView"];
            /** @description A pending invitation past `expiresOn` reads `Expired`. */
            status: components["schemas"]["InvitationStatus"];
            /** @description Who sent it: their name or email, else their subject. */
            invitedBy: string | null;
            /** Format: date-time */
            createdOn: string;
            /**
             * Format: date-time
             * @description Seven days after it was sent.
             */
            expiresOn: string;
        };
        InvitationInputDto: {
            /**
             * Format: email
             * @example grace@example.com
             */
            email: string;
            /**
             * Format: uuid
             * @description A role of `GET /roles`: 0195a3f0-0000-7000-8000-0000000a0001 (Administrator), 0195a3f0-0000-7000-8000-0000000a0002 (Manager), 0195a3f0-0000-7000-8000-0000000a0003 (Viewer).
             * @enum {string}
             */
            roleId: "0195a3f0-0000-7000-8000-0000000a0001" | "0195a3f0-0000-7000-8000-0000000a0002" | "0195a3f0-0000-7000-8000-0000000a0003";
        };
        BulkInvitationsDto: {
            invitations: components["schemas"]["InvitationInputDto"][];
        };
        InvitationsCreatedView: {
            data: components["schemas"]["InvitationView"][];
        };
        MeOrganizationView: {
            /**
             * Format: uuid
             * @description The token’s `org_id`.
             */
            id: string;
            /** @description From the token’s `org_name` claim, kept current; until one names it, `Organization` and the start of its id. */
            name: string;
        };
        MeUserView: {
            /**
             * Format: uuid
             * @description The user’s id, as `GET /users/{id}` reads it.
             */
            id: string;
            /** @description From the token’s `email` claim. */
            email: string | null;
            /** @description From the token’s `name` claim. */
            name: string | null;
        };
        MeView: {
            organization: components["schemas"]["MeOrganizationView"];
            /** @description The signed-in user; null for a machine client (no `sub`, or a client-credentials token). */
            user: components["schemas"]["MeUserView"] | null;
            /** @description The user’s role; null for a machine client, whose token’s scopes alone apply. */
            role: components["schemas"]["RoleRefView"] | null;
            /** @description The request’s effective scopes, sorted: those of the token that the user’s role also holds (a machine client: the token’s). An operation requiring a scope not listed answers 403. */
            scopes: string[];
        };
        /** @enum {string} */
        WebhookEndpointStatus: "Enabled" | "Disabled";
        WebhookEndpointView: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            /** @description null: every type. */
            eventTypes: ("payout_instruction.status_changed" | "payout.completed" | "payout.failed" | "payout.returned" | "upload.completed" | "upload.failed" | "email.failed" | "beneficiary.unsubscribed" | "funding.received" | "approval_request.created" | "approval_request.approved" | "approval_request.rejected" | "approval_request.failed" | "campaign.balance_low")[] | null;
            description: string | null;
            status: components["schemas"]["WebhookEndpointStatus"];
            /** @description Why it was disabled: a delivery that kept failing for the whole retry window. */
            disabledReason: string | null;
            /** Format: date-time */
            createdOn: string;
        };
        /**
         * @description `Pending` while it is tried again on the retry schedule; `Failed` once the retry window ended.
         * @enum {string}
         */
        WebhookDeliveryStatus: "Pending" | "Delivered" | "Failed";
        /**
         * @description `Succeeded`: a 2xx answer; `Failed`: another status, a refused address or a connection error; `TimedOut`: no answer in time.
         * @enum {string}
         */
        WebhookAttemptOutcome: "Succeeded" | "Failed" | "TimedOut";
        WebhookAttemptView: {
            /** Format: date-time */
            attemptedOn: string;
            /** @description `Succeeded`: a 2xx answer; `Failed`: another status, a refused address or a connection error; `TimedOut`: no answer in time. */
            outcome: components["schemas"]["WebhookAttemptOutcome"];
            /** @description The endpoint’s HTTP status, when it answered. */
            statusCode: number | null;
            /** @description What went wrong, when it did. */
            error: string | null;
        };
        WebhookDeliveryView: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The event delivered: its `webhook-id`.
             */
            eventId: string;
            /**
             * @description Null once the event is past its 30 days.
             * @enum {string|null}
             */
            eventType: "payout_instruction.status_changed" | "payout.completed" | "payout.failed" | "payout.returned" | "upload.completed" | "upload.failed" | "email.failed" | "beneficiary.unsubscribed" | "funding.received" | "approval_request.created" | "approval_request.approved" | "approval_request.rejected" | "approval_request.failed" | "campaign.balance_low" | null;
            /** @description `Pending` while it is tried again on the retry schedule; `Failed` once the retry window ended. */
            status: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * Format: date-time
             * @description When it is tried next, while `Pending`.
             */
            nextAttemptOn: string | null;
            /** Format: date-time */
            deliveredOn: string | null;
            /** Format: date-time */
            createdOn: string;
            attempts: components["schemas"]["WebhookAttemptView"][];
        };
        CreateWebhookEndpointDto: {
            /**
             * Format: uri
             * @description https, to a public address; in the sandbox, http or https to a loopback address. No user name or password.
             * @example https://hooks.example.com/campaign-manager
             */
            url: string;
            /** @description The types to send; every type when absent. */
            eventTypes?: ("payout_instruction.status_changed" | "payout.completed" | "payout.failed" | "payout.returned" | "upload.completed" | "upload.failed" | "email.failed" | "beneficiary.unsubscribed" | "funding.received" | "approval_request.created" | "approval_request.approved" | "approval_request.rejected" | "approval_request.failed" | "campaign.balance_low")[];
            description?: string;
        };
        CreatedWebhookEndpointView: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            /** @description null: every type. */
            eventTypes: ("payout_instruction.status_changed" | "payout.completed" | "payout.failed" | "payout.returned" | "upload.completed" | "upload.failed" | "email.failed" | "beneficiary.unsubscribed" | "funding.received" | "approval_request.created" | "approval_request.approved" | "approval_request.rejected" | "approval_request.failed" | "campaign.balance_low")[] | null;
            description: string | null;
            status: components["schemas"]["WebhookEndpointStatus"];
            /** @description Why it was disabled: a delivery that kept failing for the whole retry window. */
            disabledReason: string | null;
            /** Format: date-time */
            createdOn: string;
            /**
             * @description Signs every delivery (Standard Webhooks); shown once.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        UpdateWebhookEndpointDto: {
            /**
             * Format: uri
             * @description As at create: https to a public address (the sandbox: loopback), no user name or password.
             */
            url?: string;
            /** @description null: every type. */
            eventTypes?: ("payout_instruction.status_changed" | "payout.completed" | "payout.failed" | "payout.returned" | "upload.completed" | "upload.failed" | "email.failed" | "beneficiary.unsubscribed" | "funding.received" | "approval_request.created" | "approval_request.approved" | "approval_request.rejected" | "approval_request.failed" | "campaign.balance_low")[] | null;
            description?: string | null;
            /**
             * @description `Enabled` re-enables a disabled endpoint; its waiting deliveries go out again.
             * @enum {string}
             */
            status?: "Enabled";
        };
        WebhookSecretView: {
            /**
             * @description The new secret; the previous one keeps signing beside it for 24 hours.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        ReplayDto: {
            /**
             * Format: date-time
             * @description Events since then (at most 30 days ago) are delivered again.
             */
            since: string;
        };
        ReplayAcceptedView: {
            /** @description Events queued for delivery again. */
            count: number;
        };
        WebhookEventView: {
            /**
             * Format: uuid
             * @description The `webhook-id` of its deliveries.
             */
            id: string;
            /** @enum {string} */
            type: "payout_instruction.status_changed" | "payout.completed" | "payout.failed" | "payout.returned" | "upload.completed" | "upload.failed" | "email.failed" | "beneficiary.unsubscribed" | "funding.received" | "approval_request.created" | "approval_request.approved" | "approval_request.rejected" | "approval_request.failed" | "campaign.balance_low";
            /** Format: date-time */
            timestamp: string;
            /** @description The resource as it was then. */
            data: {
                [key: string]: unknown;
            };
        };
        PublishedMessagesView: {
            /** @description How many emails were made due now, or queued again. */
            count: number;
        };
        QueueCountsView: {
            /**
             * @description The BullMQ queue.
             * @example notifications
             */
            name: string;
            /** @description Jobs waiting for a worker (prioritized ones included). */
            waiting: number;
            /** @description Jobs a worker is running now. */
            active: number;
            /** @description Jobs waiting for their time: scheduled runs, delayed sends, retries after a backoff. */
            delayed: number;
            /** @description Failed jobs kept (a week by default; sends are not kept, their email row has the outcome). */
            failed: number;
            /** @description Completed jobs kept (a day, at most 10,000, by default). */
            completed: number;
        };
        QueueCountsListView: {
            data: components["schemas"]["QueueCountsView"][];
        };
        ScheduleView: {
            /** @description The job runs this often. */
            everySeconds: number;
        };
        /**
         * @description How its latest run ended; null when none is recorded.
         * @enum {string}
         */
        ScheduledJobRunOutcome: "Succeeded" | "Failed";
        ScheduledJobView: {
            /**
             * @description The job’s name, as in `/admin/scheduled-jobs/{name}`.
             * @example ach-batch
             */
            name: string;
            schedule: components["schemas"]["ScheduleView"];
            /** @description A paused job has no schedule until resumed; `:run` still runs it. */
            paused: boolean;
            /**
             * Format: date-time
             * @description When the schedule runs it next; null while paused.
             */
            nextRunOn: string | null;
            /**
             * Format: date-time
             * @description When its latest run started (scheduled, `:run` or a wake-up); null when none is recorded.
             */
            lastRunOn: string | null;
            /** @description How its latest run ended; null when none is recorded. */
            lastRunOutcome: components["schemas"]["ScheduledJobRunOutcome"] | null;
        };
        ScheduledJobListView: {
            data: components["schemas"]["ScheduledJobView"][];
        };
        /**
         * @description `Queued`: the emails still waiting (a window’s later part) are due now. `Failed`: the emails that failed are queued to be sent again.
         * @enum {string}
         */
        PublishableDeliveryStatus: "Queued" | "Failed";
        SetScheduledJobPausedDto: {
            /** @description `true` stops the job’s schedule until it is resumed (a restart keeps it paused); `false` resumes it. */
            paused: boolean;
        };
        /** @enum {string} */
        AttentionKind: "FailedPayouts" | "UnclaimedWalletPayouts" | "UndepositedChecks" | "FailedUploads" | "FailedEmails" | "DisabledWebhookEndpoints" | "ExpiringCampaigns" | "UnderfundedDrafts";
        /** @enum {string} */
        AuditActorType: "User" | "Machine";
        AuditActorView: {
            type: components["schemas"]["AuditActorType"];
            /** @description The user’s id; for a machine client, its token’s subject or client id. */
            id: string;
            /** @description The user’s email; null for a machine client. */
            email: string | null;
        };
        AuditLogEntryView: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            occurredOn: string;
            actor: components["schemas"]["AuditActorView"];
            /** @description The operation’s id, e.g. `payoutInstructions.initiate`. */
            action: string;
            /** @description What it acted on, e.g. `PayoutInstruction`. */
            resourceType: string;
            /** @description Its id, when the operation names one resource. */
            resourceId: string | null;
            /** @description The HTTP status of the answer. */
            status: number;
            /** @description The request’s `X-Request-Id`. */
            requestId: string;
            /** @description The client’s address, as the API saw it. */
            ip: string | null;
        };
        /**
         * @description `Applied` in one transaction, or `Quarantined`: nothing applied (see `error`).
         * @enum {string}
         */
        BankInboundFileStatus: "Applied" | "Quarantined";
        NotApplicableReturnView: {
            /** @example 021000020000001 */
            traceNumber: string;
            /**
             * @description The transfer’s status, to which a return no longer applies.
             * @example Returned
             */
            status: string;
        };
        RefusedCreditView: {
            /** @example BANKREF-1 */
            bankReference: string;
            reason: string;
        };
        /** @description RFC 9457 problem document (`application/problem+json`). Validation problems add `errors`; business conflicts add `code` and the members the operation names (for example `unknownIds`). A 5xx never carries a stack trace. */
        ProblemDocument: {
            /**
             * @description URI naming the kind of problem, or `about:blank`.
             * @example https://campaign-manager.dev/problems/validation-failed
             */
            type: string;
            /** @example Bad Request */
            title: string;
            /** @example 400 */
            status: number;
            /** @example The request has invalid fields. */
            detail: string;
            /**
             * @description The path of the request.
             * @example /v2/campaign-manager/bank-accounts
             */
            instance: string;
            /** @description The request id, also sent as the `X-Request-Id` header; quote it when reporting a problem. */
            traceId: string;
            /**
             * @description Stable machine-readable name of the problem.
             * @example VALIDATION_FAILED
             */
            code?: string;
            /**
             * @description Validation problems: field name (camelCase, or `file` for an upload) to its messages.
             * @example {
             *       "name": [
             *         "name must be shorter than or equal to 100 characters"
             *       ]
             *     }
             */
            errors?: {
                [key: string]: string[];
            };
        } & {
            [key: string]: unknown;
        };
        BankAccountViewV3: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            fundsHolderId: string;
            name: string;
            /** @description `Pending` until the bank has opened the account. */
            status: components["schemas"]["BankAccountStatus"];
            bankName: string | null;
            /**
             * @description Masked; null while pending.
             * @example *****0004
             */
            routingNumber: string | null;
            /**
             * @description Masked; null while pending.
             * @example ********1234
             */
            accountNumber: string | null;
            /** @example USD */
            currency: string;
            /**
             * @description Dollars on the account: its money attributed to no distribution plus the unallocated and allocated money of the distributions it holds (docs: money movement). Its transactions sum to it.
             * @example 1250.5
             */
            balance: number;
            /**
             * @description Dollars on the account attributed to no distribution: what `:withdraw` can take.
             * @example 200
             */
            unattributedBalance: number;
            /** Format: date-time */
            openedOn: string | null;
            failureReason: string | null;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
        };
        FundsHolderDetailViewV3: {
            /** Format: uuid */
            id: string;
            name: string;
            type: components["schemas"]["FundsHolderType"];
            /** @description `Pending` until its bank account is open. */
            status: components["schemas"]["FundsHolderStatus"];
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
            /** @description The open bank account that receives funding; null while pending. */
            bankingDetails: components["schemas"]["BankingDetailsView"] | null;
            bankAccounts: components["schemas"]["BankAccountViewV3"][];
            attachments: components["schemas"]["AttachmentView"][];
        };
        /** @description A distribution offers payout methods, given as payoutMethodIds or as payoutMethods (not both). */
        CreateDistributionDto: {
            /** @description Headline on the welcome screen of the claim application. */
            welcomeHeadline?: string | null;
            distributionDescription?: string | null;
            distributionManager?: string | null;
            welcomeText?: string | null;
            /** @description Payout methods offered, all enabled. Use `payoutMethods` to disable some. */
            payoutMethodIds?: string[];
            /** @description Payout methods offered, each possibly disabled with a reason. */
            payoutMethods?: components["schemas"]["PayoutMethodChoiceDto"][];
            /**
             * Format: date
             * @description Last day beneficiaries see the distribution; not after expiryDate.
             */
            displayEndDate?: string | null;
            /**
             * @example {
             *       "ReminderEmail": "0195a3f0-0000-7000-8000-0000000000aa"
             *     }
             */
            emailTemplates?: {
                [key: string]: string;
            };
            /** @default None */
            automaticReminders?: components["schemas"]["AutomaticReminders"];
            /**
             * @description Claims of this amount or more need a one-time code, in dollars.
             * @example 600
             */
            otpThresholdAmount?: number | null;
            /**
             * @description Dollars: when the unallocated balance falls below this, one `distribution.balance_low` webhook event and one email to the Administrators; no second one until the balance has been back at it or above. null: no alerts.
             * @example 5000
             */
            lowBalanceAlert?: number | null;
            /** @example Spring 2027 research study */
            name: string;
            /**
             * Format: uuid
             * @description The funds holder whose bank account funds the distribution.
             */
            fundingSourceId: string;
            /**
             * Format: date
             * @description Last day the distribution accepts claims (UTC).
             * @example 2027-06-30
             */
            expiryDate: string;
        } & ({
            /** @description Payout methods offered, all enabled. Use `payoutMethods` to disable some. */
            payoutMethodIds: string[];
        } | {
            /** @description Payout methods offered, each possibly disabled with a reason. */
            payoutMethods: components["schemas"]["PayoutMethodChoiceDto"][];
        });
        /**
         * @description `Expired` after expiryDate (UTC); an expired distribution accepts no new initiations.
         * @enum {string}
         */
        DistributionStatus: "Active" | "Expired";
        DistributionDetailsView: {
            /** @description Total funds received by the distribution, in dollars. */
            totalFundsReceived: number;
            balances: components["schemas"]["CampaignBalancesView"];
            /** @description Number of payout instructions. */
            totalPayoutInstructions: number;
            /**
             * @description Payout instructions per status.
             * @example {
             *       "Draft": 3,
             *       "Initiated": 10
             *     }
             */
            payoutInstructionsByStatus: {
                [key: string]: number;
            };
        };
        DistributionView: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            fundingSourceId: string;
            /** @description `Expired` after expiryDate (UTC); an expired distribution accepts no new initiations. */
            status: components["schemas"]["DistributionStatus"];
            welcomeHeadline: string | null;
            distributionDescription: string | null;
            distributionManager: string | null;
            welcomeText: string | null;
            /** Format: uri */
            iconUrl: string | null;
            payoutMethods: components["schemas"]["CampaignPayoutMethodView"][];
            /** Format: date */
            expiryDate: string;
            /** Format: date */
            displayEndDate: string | null;
            /** @description Template type to template id; types not named use the default template. */
            emailTemplates: {
                [key: string]: string;
            };
            automaticReminders: components["schemas"]["AutomaticReminders"];
            otpThresholdAmount: number | null;
            /** @description Dollars: the unallocated balance below which the Administrators are alerted; null when none. */
            lowBalanceAlert: number | null;
            /**
             * @description The code a payer writes in a bank transfer’s reference (remittance) to fund this distribution: a statement’s credit naming it is attributed here (docs/bank-files-in.md).
             * @example CM-7K3Q9X2D
             */
            fundingReference: string;
            /** @description Whether beneficiaries must enter the distribution password; the password itself is never returned. */
            isPasswordProtected: boolean;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
            /** @description Only with includeDetails=true. */
            details?: components["schemas"]["DistributionDetailsView"];
        };
        /** @description Payout methods come as payoutMethodIds or as payoutMethods, not both. */
        UpdateDistributionDto: {
            /** @description Headline on the welcome screen of the claim application. */
            welcomeHeadline?: string | null;
            distributionDescription?: string | null;
            distributionManager?: string | null;
            welcomeText?: string | null;
            /** @description Payout methods offered, all enabled. Use `payoutMethods` to disable some. */
            payoutMethodIds?: string[];
            /** @description Payout methods offered, each possibly disabled with a reason. */
            payoutMethods?: components["schemas"]["PayoutMethodChoiceDto"][];
            /**
             * Format: date
             * @description Last day beneficiaries see the distribution; not after expiryDate.
             */
            displayEndDate?: string | null;
            /**
             * @example {
             *       "ReminderEmail": "0195a3f0-0000-7000-8000-0000000000aa"
             *     }
             */
            emailTemplates?: {
                [key: string]: string;
            };
            /** @default None */
            automaticReminders?: components["schemas"]["AutomaticReminders"];
            /**
             * @description Claims of this amount or more need a one-time code, in dollars.
             * @example 600
             */
            otpThresholdAmount?: number | null;
            /**
             * @description Dollars: when the unallocated balance falls below this, one `distribution.balance_low` webhook event and one email to the Administrators; no second one until the balance has been back at it or above. null: no alerts.
             * @example 5000
             */
            lowBalanceAlert?: number | null;
            name?: string;
            /** Format: date */
            expiryDate?: string;
        };
        /**
         * @description `CheckTransfer` is listed only for organizations allowed to use it. A distribution offers at most one of `PaperCheck` and `CheckTransfer`.
         * @enum {string}
         */
        PayoutMethodCategoryV3: "GiftCard" | "PrepaidCard" | "AchBankTransfer" | "DigitalWallet" | "PaperCheck" | "CheckTransfer";
        PayoutMethodViewV3: {
            /**
             * Format: uuid
             * @description Stable across installations.
             */
            id: string;
            /** @example Amazon.com eGift Card */
            name: string;
            /** @description `CheckTransfer` is listed only for organizations allowed to use it. A distribution offers at most one of `PaperCheck` and `CheckTransfer`. */
            category: components["schemas"]["PayoutMethodCategoryV3"];
            /**
             * @description The brand of a gift card, card or wallet; null for bank transfers and checks.
             * @example Amazon
             */
            brand: string | null;
            description: string;
            /** @description What the beneficiary must provide to be paid by this method. */
            requirements: components["schemas"]["PayoutRequirementView"][];
            transactionLimits: components["schemas"]["TransactionLimitsView"];
        };
        /** @description A template as on create or PUT, rendered without being saved; `name` may be left out. */
        RenderPreviewDtoV3: {
            templateType: components["schemas"]["EmailTemplateType"];
            /** @description Ignored: accepted so that a template being edited can be sent as it is. */
            name?: string;
            /** @description Handlebars; rendered without HTML escaping (it is a header), line breaks become spaces. */
            subject: string;
            /** @description Handlebars HTML. May use the fields of its type (see template-type-schemas), `{{tag:Key}}`, and `#if`/`#unless`/`else` over fields; values are HTML-escaped. Partials, triple-stash output, other helpers and blocks, `@data` variables and `../` are refused. */
            htmlBody: string;
            /**
             * Format: uri
             * @description As on create: the `CampaignLogo` field. v3 name: `distributionLogo`.
             */
            distributionLogo?: string | null;
            /**
             * @description Sample values, as on send-preview: the type's fields (or their aliases) and `tag:Key` entries. Fields not given show the schema's example values; a tag not given renders `tag:Key`, as in a real email of an instruction without it.
             * @example {
             *       "FirstName": "Ada",
             *       "tag:Cohort": "B"
             *     }
             */
            dynamicFields?: {
                [key: string]: string;
            };
        };
        TemplateViewV3: {
            /** Format: uuid */
            id: string;
            templateType: components["schemas"]["EmailTemplateType"];
            name: string;
            subject: string;
            htmlBody: string;
            /**
             * Format: uri
             * @description v3 name: `distributionLogo`.
             */
            distributionLogo: string | null;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
        };
        /** @description An email template. */
        TemplateInputDtoV3: {
            /** @description Cannot change once created. */
            templateType: components["schemas"]["EmailTemplateType"];
            /** @example Spring study invitation */
            name: string;
            /**
             * @description Handlebars; rendered without HTML escaping (it is a header), line breaks become spaces.
             * @example {{FirstName}}, {{CampaignName}} sent you {{Amount}}
             */
            subject: string;
            /**
             * @description Handlebars HTML. May use the fields of its type (see template-type-schemas), `{{tag:Key}}`, and `#if`/`#unless`/`else` over fields; values are HTML-escaped. Partials, triple-stash output, other helpers and blocks, `@data` variables and `../` are refused.
             * @example <p>Hi {{FirstName}}, claim your {{Amount}} <a href="{{ClaimLink}}">here</a>.</p>
             */
            htmlBody: string;
            /**
             * Format: uri
             * @description http(s) URL of the logo image the emails show (the `CampaignLogo` field). v3 name: `distributionLogo`.
             */
            distributionLogo?: string | null;
        };
        CreateDraftDtoV3: {
            name?: string;
            /** Format: uuid */
            fundingSourceId?: string;
            welcomeHeadline?: string;
            distributionDescription?: string;
            distributionManager?: string;
            welcomeText?: string;
            /** @description Repeat the field for several methods. */
            payoutMethodIds?: string[];
            /** Format: date */
            expiryDate?: string;
            /** Format: date */
            displayEndDate?: string;
            /** @description Dollars. */
            otpThresholdAmount?: number;
            /** @description Sent as `emailTemplates[<type>]=<uuid>` fields. */
            emailTemplates?: {
                [key: string]: string;
            };
            automaticReminders?: components["schemas"]["AutomaticReminders"];
        };
        DistributionDraftView: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /** Format: uuid */
            fundingSourceId: string | null;
            welcomeHeadline: string | null;
            distributionDescription: string | null;
            distributionManager: string | null;
            welcomeText: string | null;
            /** Format: uri */
            iconUrl: string | null;
            payoutMethods: components["schemas"]["CampaignPayoutMethodView"][];
            /** Format: date */
            expiryDate: string | null;
            /** Format: date */
            displayEndDate: string | null;
            emailTemplates: {
                [key: string]: string;
            };
            automaticReminders: string | null;
            otpThresholdAmount: number | null;
            /**
             * Format: date
             * @description Calendar date the draft was created.
             */
            createdOn: string;
            /**
             * Format: date
             * @description Calendar date of the last change.
             */
            updatedOn: string;
        };
        CreatePayoutInstructionDtoV3: {
            /** Format: uuid */
            distributionId: string;
            /** @description Your own id for the beneficiary; unique within the distribution. */
            externalId?: string;
            firstName?: string;
            lastName?: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            phoneNumber?: string;
            /**
             * @description Dollars; needed to initiate.
             * @example 25.5
             */
            amount?: number;
            /**
             * @description At most 20; keys ≤ 64 characters without , " < > { } &, unique ignoring case, not an upload column name; values ≤ 128 characters without < > { }.
             * @example {
             *       "Cohort": "A",
             *       "Site": "Boston"
             *     }
             */
            tags?: {
                [key: string]: string;
            };
        };
        PayoutInstructionViewV3: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            distributionId: string;
            externalId: string | null;
            firstName: string | null;
            lastName: string | null;
            email: string;
            phoneNumber: string | null;
            /** @description Dollars; null while a re-uploaded row left it empty. */
            amount: number | null;
            status: components["schemas"]["PayoutInstructionStatus"];
            cancellationReason: components["schemas"]["CancellationReason"] | null;
            tags: {
                [key: string]: string;
            };
            emailSubscriptionStatus: components["schemas"]["EmailSubscriptionStatus"];
            /** Format: uuid */
            payoutMethodId: string | null;
            /** @description The channel of the last initiation or reinitiation (`None` after a direct ACH request); null while never initiated. Every later message to the beneficiary follows it: with `None` nothing is sent. */
            notificationChannel: components["schemas"]["NotificationChannel"] | null;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
        };
        ApprovalSummaryViewV3: {
            /**
             * Format: uuid
             * @description The distribution whose money it would allocate or refund.
             */
            distributionId?: string;
            /**
             * Format: uuid
             * @description The bank account it would withdraw from.
             */
            bankAccountId?: string;
            /**
             * @description How many payout instructions it would initiate (1 for a withdrawal or refund).
             * @example 1
             */
            count: number;
        };
        ApprovalRequestViewV3: {
            /** Format: uuid */
            id: string;
            action: components["schemas"]["ApprovalAction"];
            status: components["schemas"]["ApprovalStatus"];
            /**
             * @description Dollars: what it would allocate, withdraw or refund.
             * @example 1250
             */
            amount: number;
            summary: components["schemas"]["ApprovalSummaryViewV3"];
            /** @description Null when a machine client asked. */
            requestedBy: components["schemas"]["ApprovalPersonView"] | null;
            /** Format: date-time */
            requestedOn: string;
            decidedBy: components["schemas"]["ApprovalPersonView"] | null;
            /** Format: date-time */
            decidedOn: string | null;
            /** @description The decider’s reason (required to reject). */
            reason: string | null;
            /** @description Set once approved (what it answered) or failed (the problem). */
            result: components["schemas"]["ApprovalResultView"] | null;
            /**
             * Format: date-time
             * @description A request still pending then expires.
             */
            expiresOn: string;
        };
        TransferTagsDtoV3: {
            /**
             * Format: uuid
             * @description The distribution (v3: distribution) the transfer’s whole amount is attributed to; `null` removes the attribution. Required. v3 also accepts the member as `distributionId`.
             */
            distributionId: string | null;
        };
        ReceiveAchDtoV3: {
            /**
             * @description Dollars received: a positive JSON number with at most two decimals (`12.5`, `10000`), at most 99999999.99 (one ACH entry).
             * @example 10000
             */
            amount: number;
            /**
             * @description The sender’s reference, unique per organization. A repeat with the same key, bank account and amount answers 202 with the first transfer and moves no money again; the same key with another bank account or amount answers 422 `IDEMPOTENCY_KEY_REUSED`.
             * @example wire-2026-11-21-0001
             */
            idempotencyKey?: string;
            /**
             * Format: uuid
             * @description Attributes the transfer to this distribution at once, as `PATCH /bank-accounts/transfers/{id}/tags` would. It must be funded by the bank account’s funds holder. `distributionId` is accepted under the same meaning.
             */
            distributionId?: string;
        };
        FundingTransferViewV3: {
            /**
             * Format: uuid
             * @description The transfer id, for `PATCH /bank-accounts/transfers/{id}/tags`.
             */
            id: string;
            /** Format: uuid */
            bankAccountId: string;
            direction: components["schemas"]["FundingTransferDirection"];
            type: components["schemas"]["FundingTransferType"];
            /** @description Sandbox credits settle at once. */
            status: components["schemas"]["FundingTransferStatus"];
            /**
             * @description Dollars.
             * @example 10000
             */
            amount: number;
            /**
             * Format: uuid
             * @description The distribution the amount is attributed to; null while unattributed.
             */
            distributionId: string | null;
            /**
             * @description The transfer’s tags; `distributionId` holds the attribution.
             * @example {
             *       "campaignId": "0195f0a4-8c1e-7d3a-9b2f-4c5d6e7f8a9b"
             *     }
             */
            tags: {
                [key: string]: string;
            };
            /** Format: date-time */
            receivedOn: string;
        };
        UploadViewV3: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            distributionId: string;
            /** @description `Queued` until a worker takes it, `Processing` while it runs, then `Completed`, `CompletedWithErrors` (partial mode: some rows were refused) or `Failed` (all-or-nothing mode: nothing landed). */
            status: components["schemas"]["UploadStatus"];
            mode: components["schemas"]["UploadMode"];
            /** @description The uploaded file name, made safe (no directories or control characters). */
            fileName: string;
            sizeBytes: number;
            /** @description Data rows in the file (the header excluded); 0 until counted. */
            totalRows: number;
            /** @description Rows read so far; updated while the import runs. */
            processedRows: number;
            /** @description Payout instructions created. */
            createdCount: number;
            /** @description Payout instructions updated (rows whose Id exists in the distribution). */
            updatedCount: number;
            /** @description Rows refused; each one is listed under …/errors. */
            failedCount: number;
            /** @description Why the upload failed as a whole, when it did. */
            failureReason: string | null;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            startedOn: string | null;
            /** Format: date-time */
            finishedOn: string | null;
        };
        PayoutViewV3: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            payoutInstructionId: string;
            /** Format: uuid */
            payoutMethodId: string;
            category: components["schemas"]["PayoutMethodCategoryV3"];
            /**
             * @description Dollars.
             * @example 25
             */
            amount: number;
            /** @description `Pending` (waiting for its rail), `Processing` (at the provider), `SentForPrinting` and `Mailed` (checks), `Completed`, `Failed`, `Cancelled`, `Returned`. */
            status: components["schemas"]["PayoutStatus"];
            /** Format: date-time */
            requestedOn: string;
            /** Format: date-time */
            completedOn: string | null;
            failureReason: string | null;
            /** @description What the method needed, masked (account numbers as their last 4 digits). */
            details: components["schemas"]["PayoutDetailsView"];
            /** @description A gift or prepaid card once issued; null before, and for other categories. */
            card: components["schemas"]["PayoutCardView"] | null;
            /**
             * Format: uuid
             * @description The ACH transfer of an `AchBankTransfer` payout.
             */
            achTransferId: string | null;
            /** @description The number of a check once printed. */
            checkNumber: string | null;
        };
        PayoutListItemViewV3: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            payoutInstructionId: string;
            /** Format: uuid */
            payoutMethodId: string;
            category: components["schemas"]["PayoutMethodCategoryV3"];
            /**
             * @description Dollars.
             * @example 25
             */
            amount: number;
            /** @description `Pending` (waiting for its rail), `Processing` (at the provider), `SentForPrinting` and `Mailed` (checks), `Completed`, `Failed`, `Cancelled`, `Returned`. */
            status: components["schemas"]["PayoutStatus"];
            /** Format: date-time */
            requestedOn: string;
            /** Format: date-time */
            completedOn: string | null;
            failureReason: string | null;
            /** @description What the method needed, masked (account numbers as their last 4 digits). */
            details: components["schemas"]["PayoutDetailsView"];
            /** @description A gift or prepaid card once issued; null before, and for other categories. */
            card: components["schemas"]["PayoutCardView"] | null;
            /**
             * Format: uuid
             * @description The ACH transfer of an `AchBankTransfer` payout.
             */
            achTransferId: string | null;
            /** @description The number of a check once printed. */
            checkNumber: string | null;
            /**
             * Format: uuid
             * @description The distribution of the payout’s instruction.
             */
            distributionId: string;
        };
        DirectAchRequestDtoV3: {
            /** Format: uuid */
            distributionId: string;
            firstName?: string;
            lastName?: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            phoneNumber?: string;
            /**
             * @description At most 20; keys ≤ 64 characters without , " < > { } &, unique ignoring case, not an upload column name; values ≤ 128 characters without < > { }.
             * @example {
             *       "Cohort": "A",
             *       "Site": "Boston"
             *     }
             */
            tags?: {
                [key: string]: string;
            };
            /** @description Your own id for the beneficiary; unique within the distribution. A request naming an instruction’s externalId continues on that instruction. */
            externalId: string;
            /**
             * @description Dollars: what the ACH transfer pays.
             * @example 25.5
             */
            amount: number;
            bankAccount: components["schemas"]["DirectAchBankAccountDto"];
        };
        TransactionViewV3: {
            /**
             * Format: uuid
             * @description Null for an aggregated row. An `IncomingAch` transaction’s id is its funding transfer’s.
             */
            id: string | null;
            type: components["schemas"]["TransactionType"];
            /** @description Credit adds to the balance, Debit takes from it. */
            direction: components["schemas"]["TransactionDirection"];
            /**
             * @description Dollars; an aggregated row’s is the sum of its transactions.
             * @example 25.5
             */
            amount: number;
            /** @description `Pending` until the bank has a withdrawal’s or refund’s ACH entry, `Submitted` once it has, `Completed` once settled; `Returned` when the money came back (a credit of its own). */
            status: components["schemas"]["TransactionStatus"];
            description: string;
            /**
             * Format: uuid
             * @description The distribution the money belongs to; null for money attributed to none.
             */
            distributionId: string | null;
            /**
             * @example {
             *       "campaignId": "0193a0f0-0000-7000-8000-000000000001"
             *     }
             */
            tags: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description When the money moved; an aggregated row’s is its UTC day’s start.
             */
            createdOn: string;
            /**
             * Format: date-time
             * @description When it settled; null while on its way, and for an aggregated row.
             */
            completedOn: string | null;
            /** @description How many transactions the row stands for: 1, or an aggregated row’s count. */
            count: number;
        };
        MoveMoneyDtoV3: {
            /**
             * Format: uuid
             * @description A withdrawal account of the bank account (for a refund: of the distribution or of the bank account holding its money).
             */
            withdrawalAccountId: string;
            /**
             * @description Dollars; at most 99,999,999.99 (the largest amount of one ACH entry).
             * @example 250
             */
            amount: number;
        };
        BudgetViewV3: {
            /**
             * @description Money the distribution received: unallocated + allocated + paid out + returned.
             * @example 1250.5
             */
            received: number;
            /** @example 1250.5 */
            unallocated: number;
            /** @example 1250.5 */
            allocated: number;
            /** @example 1250.5 */
            paidOut: number;
            /** @example 1250.5 */
            returned: number;
            /**
             * @description (allocated + paid out) / received; null when nothing was received.
             * @example 0.42
             */
            utilization: number | null;
        };
        DistributionStatisticsView: {
            budget: components["schemas"]["BudgetViewV3"];
            /** @description Instructions now in each state. */
            statuses?: {
                Draft: number;
                Initiated: number;
                Restored: number;
                PayoutMethodSelected: number;
                Requested: number;
                Fulfilled: number;
                Cancelled: number;
            };
            /** @description One point per UTC day with activity, oldest first, narrowed by `from` and `to`. */
            timeline: components["schemas"]["TimelinePointView"][];
        };
        ConversionViewV3: {
            /** @description Instructions of the distribution, in any state. */
            instructions: number;
            /** @description Instructions ever initiated. */
            initiated: number;
            /** @description Emails of the distribution sent. */
            emailsSent: number;
            /** @description Emails of the distribution that failed. */
            emailsFailed: number;
            /** @description Emails not sent because the recipient unsubscribed or the instruction moved on. */
            emailsSuppressed: number;
            /** @description Instructions whose beneficiary ever chose a payout method. */
            claimed: number;
            /** @description Instructions now Fulfilled. */
            fulfilled: number;
            /** @description Instructions now Cancelled. */
            cancelled: number;
            /**
             * @description claimed / initiated; null when nothing was initiated.
             * @example 0.42
             */
            claimRate: number | null;
            /**
             * @description fulfilled / initiated; null when nothing was initiated.
             * @example 0.42
             */
            fulfilmentRate: number | null;
            /** @description Median seconds from first initiation to first choice of a method; null with no claims. */
            medianSecondsToClaim: number | null;
        };
        PublishMessagesDtoV3: {
            /**
             * Format: uuid
             * @description Only this distribution’s emails; without it, every email of the organization.
             */
            distributionId?: string;
            /** @description `Queued`: the emails still waiting (a window’s later part) are due now. `Failed`: the emails that failed are queued to be sent again. */
            deliveryStatus: components["schemas"]["PublishableDeliveryStatus"];
        };
        AttentionItemViewV3: {
            /**
             * Format: uuid
             * @description What needs attention: the payout, upload, email, webhook endpoint or distribution.
             */
            id: string;
            /**
             * Format: uuid
             * @description Its distribution; null for a webhook endpoint.
             */
            distributionId: string | null;
            /** @description The distribution’s name; null for a webhook endpoint. */
            distributionName: string | null;
            /**
             * Format: uuid
             * @description The payout instruction of a payout or an email; null otherwise.
             */
            payoutInstructionId: string | null;
            /**
             * @description What to recognise it by: the beneficiary’s email (payouts, emails), the file name (uploads), the URL (webhook endpoints), the distribution’s name (distributions).
             * @example ada@example.com
             */
            label: string;
            /**
             * @description Dollars: the payout’s amount; a distribution’s unallocated money (`ExpiringCampaigns`) or its Draft instructions’ total (`UnderfundedDrafts`); null otherwise.
             * @example 25
             */
            amount: number | null;
            /**
             * @description Dollars: the distribution’s unallocated money for `UnderfundedDrafts`; null otherwise.
             * @example 10
             */
            unallocatedAmount: number | null;
            /**
             * @description The payout’s status (`Failed`, `Returned`, `Processing`, `Mailed`), the email’s template; null otherwise.
             * @example Returned
             */
            status: string | null;
            /**
             * @description Why: the payout’s `failureReason`, the upload’s or email’s error, the endpoint’s `disabledReason`; null when none was recorded.
             * @example Returned by the receiving bank: R01 Insufficient funds
             */
            reason: string | null;
            /**
             * Format: date-time
             * @description When: the payout failed or came back, was requested (wallets) or mailed (checks); the upload or email failed; the endpoint changed last; the distribution expires (its expiry date, midnight UTC).
             */
            on: string;
        };
        AttentionGroupViewV3: {
            kind: components["schemas"]["AttentionKind"];
            /** @description How many there are (`FailedPayouts`: among the 1,000 most recent failures). */
            count: number;
            /** @description The first 10, most urgent first. */
            items: components["schemas"]["AttentionItemViewV3"][];
        };
        AttentionViewV3: {
            /** Format: date-time */
            generatedOn: string;
            /** @description Every kind the token may see, in the order of `AttentionKind`, with a `count` of 0 when there is nothing; `DisabledWebhookEndpoints` only with `webhooks:view`. */
            items: components["schemas"]["AttentionGroupViewV3"][];
        };
        BankInboundFileSummaryViewV3: {
            /** @description Returns file: return entries in the file. */
            returns?: number;
            /** @description Returns file: transfers returned by it. */
            returned?: number;
            /** @description Returns file: trace numbers of returns naming no transfer of ours. */
            returnsUnknown?: string[];
            /** @description Returns file: returns of transfers already returned or cancelled. */
            returnsNotApplicable?: components["schemas"]["NotApplicableReturnView"][];
            /** @description Returns file: NOC entries in the file. */
            notificationsOfChange?: number;
            /** @description Returns file: NOCs recorded on their transfers. */
            notificationsOfChangeRecorded?: number;
            /** @description Returns file: trace numbers of NOCs naming no transfer of ours. */
            notificationsOfChangeUnknown?: string[];
            /** @description Statement: booked USD credits in it. */
            credits?: number;
            /** @description Statement: debits and other entries that are not funding. */
            ignoredEntries?: number;
            /** @description Statement: credits that became funding transfers now. */
            funded?: number;
            /** @description Statement: of those, attributed to a distribution by its funding reference. */
            attributed?: number;
            /** @description Statement: of those, left unattributed for an operator to tag. */
            unattributed?: number;
            /** @description Statement: credits funded before (the same bank reference in an earlier statement). */
            alreadyReceived?: number;
            /** @description Statement: bank references of credits to an account number no Active bank account has. */
            unknownAccounts?: string[];
            /** @description Statement: credits not funded, with why. */
            refused?: components["schemas"]["RefusedCreditView"][];
        };
        BankInboundFileViewV3: {
            /** Format: uuid */
            id: string;
            /**
             * @description The file’s name on the bank’s server (or as handed in).
             * @example RETURNS_20261128.txt
             */
            name: string;
            /**
             * @description null when the file is of no kind we read.
             * @enum {string|null}
             */
            kind: "NachaReturns" | "Camt053" | "Bai2" | null;
            /** @description `Applied` in one transaction, or `Quarantined`: nothing applied (see `error`). */
            status: components["schemas"]["BankInboundFileStatus"];
            /**
             * @description Where the file is malformed and how; null when applied.
             * @example line 4: return reason code (positions 4-6) must be R01-R85: "R99"
             */
            error: string | null;
            summary: components["schemas"]["BankInboundFileSummaryViewV3"];
            sizeBytes: number;
            /**
             * @description SHA-256 of the file as received: a file is applied once.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            sha256: string;
            /** Format: date-time */
            receivedOn: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request id: the caller’s `X-Request-Id` when sane (1–128 of `[A-Za-z0-9_.:-]`), else a generated uuid. */
        RequestId: string;
        /** @description Seconds until the rate limit’s window ends and requests are counted afresh. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    v3_SimulateOrganizationController_enableCheckTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enabled (again, if it was already). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_FundsHoldersController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                /**
                 * @deprecated
                 * @description The earlier name of `pageNumber`; give one of them.
                 */
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["FundsHolderView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (fundsHolders:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_FundsHoldersController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateSettlementFundDto"] & {
                    /** @description Supporting documents: up to 10 files of 10 MiB each. */
                    attachments?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new funds holder, always under `/funds-holders` (also when the request used `/funding-sources`), in the version of the request. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundsHolderDetailViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (fundsHolders:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description An attachment is larger than 10 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_FundsHoldersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundsHolderDetailViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (fundsHolders:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such funds holder in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_FundingSourcesController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                /**
                 * @deprecated
                 * @description The earlier name of `pageNumber`; give one of them.
                 */
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["FundsHolderView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (fundsHolders:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_FundingSourcesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateSettlementFundDto"] & {
                    /** @description Supporting documents: up to 10 files of 10 MiB each. */
                    attachments?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new funds holder, always under `/funds-holders` (also when the request used `/funding-sources`), in the version of the request. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundsHolderDetailViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (fundsHolders:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description An attachment is larger than 10 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_FundingSourcesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundsHolderDetailViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (fundsHolders:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such funds holder in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["BankAccountViewV3"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (bankAccounts:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBankAccountDto"];
            };
        };
        responses: {
            /** @description Accepted; no body. `Location` names the account. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new bank account */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (bankAccounts:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description The funds holder does not exist in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (bankAccounts:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only the distribution of this payout instruction. */
                payoutInstructionId?: string;
                /** @description Only distributions funded through this bank account. */
                bankAccountId?: string;
                /** @description Add funds received, balances and payout instruction counts per status. */
                includeDetails?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["DistributionView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDistributionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the distribution */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionView"];
                };
            };
            /** @description Validation problem naming every missing or invalid field. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignsController_get: {
        parameters: {
            query?: {
                includeDetails?: boolean;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDistributionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:edit) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignsController_accountDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignSubresourcesController_setIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG or JPEG, at most 2 MiB.
                     */
                    iconFile: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:edit) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignSubresourcesController_setPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordDto"];
            };
        };
        responses: {
            /** @description Password set. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:setPassword) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutMethodsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["PayoutMethodViewV3"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutMethods:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutMethodsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutMethodViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutMethods:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such payout method, or a `CheckTransfer` method the organization may not use. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_TemplatesController_schemas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateTypeSchemaView"][];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (templates:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_TemplatesController_sendPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPreviewDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplatePreviewView"];
                };
            };
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `distributionLogo` and `distributionLogo` together also answer 400. Unknown or malformed `dynamicFields` keys are named `dynamicFields.<key>`; a template of another type is named `templateId`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (templates:sendPreview) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such template in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_TemplatesController_renderPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenderPreviewDtoV3"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateRenderView"];
                };
            };
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `distributionLogo` and `distributionLogo` together also answer 400. Unknown or malformed `dynamicFields` keys are named `dynamicFields.<key>`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (templates:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_TemplatesController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only templates of this type. */
                templateType?: components["schemas"]["EmailTemplateType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["TemplateViewV3"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (templates:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_TemplatesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateInputDtoV3"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the template */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `distributionLogo` and `distributionLogo` together also answer 400. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (templates:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_TemplatesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (templates:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such template in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_TemplatesController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateInputDtoV3"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `distributionLogo` and `distributionLogo` together also answer 400. A different `templateType` is named `templateType`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (templates:edit) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such template in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignDraftsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only drafts funded by this funds holder. */
                fundingSourceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["DistributionDraftView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignDraftsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateDraftDtoV3"] & {
                    /**
                     * Format: binary
                     * @description PNG or JPEG, at most 2 MiB.
                     */
                    iconFile?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionDraftView"];
                };
            };
            /** @description A given field is invalid (each one named). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignDraftsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionDraftView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such draft in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignDraftsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:edit) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignDraftsController_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDraftDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionDraftView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:edit) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignDraftsController_promote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new distribution */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionView"];
                };
            };
            /** @description The draft is incomplete or invalid; every field is named. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignDraftIconController_setIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG or JPEG, at most 2 MiB.
                     */
                    iconFile: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionDraftView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:edit) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                distributionId?: string;
                status?: components["schemas"]["PayoutInstructionStatus"];
                externalId?: string;
                /** @description Exact match, ignoring case. */
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["PayoutInstructionViewV3"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePayoutInstructionDtoV3"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No distribution `distributionId` in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description DUPLICATE_EXTERNAL_ID: the externalId is taken within the distribution. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePayoutInstructionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:update) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description INVALID_PAYOUT_INSTRUCTION_STATE (with the current status) or INSUFFICIENT_DISTRIBUTION_BALANCE. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_activityOf: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["ActivityView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_initiate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitiateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:initiate) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description INVALID_PAYOUT_INSTRUCTION_STATE (with the current status) or INSUFFICIENT_DISTRIBUTION_BALANCE. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_reinitiate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitiateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:reinitiate) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description INVALID_PAYOUT_INSTRUCTION_STATE (with the current status) or INSUFFICIENT_DISTRIBUTION_BALANCE. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:cancel) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description INVALID_PAYOUT_INSTRUCTION_STATE (with the current status) or INSUFFICIENT_DISTRIBUTION_BALANCE. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutInstructionsController_sendReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:sendReminder) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description INVALID_PAYOUT_INSTRUCTION_STATE (with the current status) or INSUFFICIENT_DISTRIBUTION_BALANCE. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignPayoutInstructionsController_bulkInitiate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkInitiateDto"];
            };
        };
        responses: {
            /** @description The bulk window; or an approval request. When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionView"] | components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:initiate) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description PAYOUT_INSTRUCTIONS_NOT_INITIABLE or INSUFFICIENT_DISTRIBUTION_BALANCE; nothing was initiated. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignPayoutInstructionsController_bulkRemind: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRemindDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkActionView"];
                };
            };
            /** @description Validation problem naming the field: payoutInstructionIds, statuses (unknown status, or given with payoutInstructionIds), distributionPeriodInSeconds. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:sendReminders) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such resource in the organization (`NOT_FOUND`); another organization's id answers the same. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description CAMPAIGN_NOT_ACTIVE: the distribution has expired. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulateExpiryController_expire: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Expired; how many instructions were cancelled. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignExpiredView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_ApprovalPolicyController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicyView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (approvals:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_ApprovalPolicyController_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalPolicyInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicyView"];
                };
            };
            /** @description Validation problem naming the field: an unknown action, a negative or malformed threshold, two rules for one action. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (approvals:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_ApprovalRequestsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only requests in this status (as it is now: an expired one is Expired). */
                status?: components["schemas"]["ApprovalStatus"];
                action?: components["schemas"]["ApprovalAction"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["ApprovalRequestViewV3"][];
                    };
                };
            };
            /** @description Validation problem: an unknown status or action, a malformed page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (approvals:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_ApprovalRequestsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (approvals:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such approval request in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_ApprovalRequestsController_approve: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description `APPROVER_IS_REQUESTER`: the requester cannot decide their own request; `APPROVER_NOT_A_PERSON`: a machine client may ask, never decide; or the token lacks the scope.
             *
             *     Token lacks a required scope (approvals:approve) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such approval request in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `APPROVAL_NOT_PENDING`: the request was decided already, or expired; nothing changed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_ApprovalRequestsController_reject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming `reason` (required). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description `APPROVER_IS_REQUESTER`: the requester cannot decide their own request; `APPROVER_NOT_A_PERSON`: a machine client may ask, never decide; or the token lacks the scope.
             *
             *     Token lacks a required scope (approvals:approve) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such approval request in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `APPROVAL_NOT_PENDING`: the request was decided already, or expired; nothing changed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_FundingTransfersController_setTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferTagsDtoV3"];
            };
        };
        responses: {
            /** @description Accepted; no body. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem: `distributionId` missing or malformed, an unknown member, or a distribution of another funds holder. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (transfers:tagCampaign) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such funding transfer, or no such distribution, in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `INSUFFICIENT_DISTRIBUTION_BALANCE`: the previous distribution has already allocated part of the amount, so it cannot be moved away; nothing is changed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulateFundingController_receiveAch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiveAchDtoV3"];
            };
        };
        responses: {
            /** @description The transfer (the first one when `idempotencyKey` repeats). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundingTransferViewV3"];
                };
            };
            /** @description Validation problem naming the field: `amount` (not a positive number of dollars with at most two decimals, or above one ACH entry), `idempotencyKey`, `distributionId` (malformed, or a distribution of another funds holder), an unknown member. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account or distribution in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `BANK_ACCOUNT_NOT_ACTIVE`: the bank account is not open yet (`Pending`) or failed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: the `idempotencyKey` (or `Idempotency-Key` header) was used for a different request. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UploadsController_sampleFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment named payout-instructions-sample.csv. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UploadsController_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV (UTF-8, a byte order mark is allowed), at most 262144000 bytes. The first line names the columns: `Id`, `Amount`, `FirstName`, `LastName`, `Email`, `PhoneNumber` (matched ignoring case and padding); every other column is a tag. See the sample file.
                     */
                    file: string;
                    /**
                     * @description Case is ignored.
                     * @default all-or-nothing
                     * @enum {string}
                     */
                    mode?: "all-or-nothing" | "partial";
                };
            };
        };
        responses: {
            /** @description Accepted: the upload record, `Queued`. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the upload record */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadViewV3"];
                };
            };
            /** @description `errors.file`: no file, or a header row that cannot be imported; `errors.mode`: an unknown mode; an unknown form field is named too. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The file is larger than 262144000 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UploadsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                distributionId: string;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such upload of that distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UploadsController_rowErrors: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                distributionId: string;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["UploadRowErrorView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such upload of that distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulateEmailsController_list: {
        parameters: {
            query?: {
                /** @description How many of the newest emails. */
                limit?: number;
                /** @description Only the emails of this payout instruction. */
                payoutInstructionId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest emails first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulatedEmailView"][];
                };
            };
            /** @description Validation problem naming `limit` (not an integer from 1 to 50) or `payoutInstructionId` (not a UUID), or an unknown query parameter. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_InstructionPayoutsController_payout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization, or it never had a payout. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_InstructionPayoutsController_tryRestore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionViewV3"];
                };
            };
            /** @description `PAYOUT_NOT_RESTORABLE`: the provider already paid it, or its rail cannot take it back. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:tryRestore) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `INVALID_PAYOUT_INSTRUCTION_STATE`: the instruction is not `Requested` (a completed payout made it `Fulfilled`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PayoutsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only payouts now in one of these statuses; repeat the member for several (`?status=Failed&status=Returned`). */
                status?: components["schemas"]["PayoutStatus"][];
                /** @description Only payouts by methods of this category. */
                category?: components["schemas"]["PayoutMethodCategoryV3"];
                /** @description Only the payouts of this distribution (an unknown one, or another organization’s, has none). */
                distributionId?: string;
                /** @description Only payouts requested at or after this instant. */
                requestedFrom?: string;
                /** @description Only payouts requested at or before this instant, to the millisecond: a payout’s own `requestedOn` includes it. */
                requestedTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["PayoutListItemViewV3"][];
                    };
                };
            };
            /** @description Validation problem naming the field: an unknown status or category, a malformed distributionId or date-time, a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulatePayoutsController_complete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `NO_PAYOUT_TO_SIMULATE`: the instruction has no payout on its way (none requested, or it is final already). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulatePayoutsController_fail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FailPayoutDto"];
            };
        };
        responses: {
            /** @description Recorded. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `NO_PAYOUT_TO_SIMULATE`: the instruction has no payout on its way (none requested, or it is final already). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulatePayoutsController_settleAch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settled. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `NO_PAYOUT_TO_SIMULATE`: the instruction has no ACH transfer `Pending` or `Submitted`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulatePayoutsController_returnAch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnAchDto"];
            };
        };
        responses: {
            /** @description Returned. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `NO_PAYOUT_TO_SIMULATE`: the instruction has no ACH transfer `Submitted` or `Settled`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulatePayoutsController_depositCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deposited. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such instruction in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `NO_PAYOUT_TO_SIMULATE`: the instruction has no printed check on its way (none requested, not printed yet, or final). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AchTransfersController_ofInstruction: {
        parameters: {
            query: {
                /** @description The payout instruction whose latest ACH transfer to read. */
                payoutInstructionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchTransferView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Not authenticated (no body). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not permitted: the token lacks the scope (no body). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such instruction in the organization, or it never had an ACH transfer. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AchTransfersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchTransferView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Not authenticated (no body). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not permitted: the token lacks the scope (no body). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such ACH transfer in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdminTransfersController_trigger: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TriggerTransfersDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggeredTransfersView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:triggerTransfer) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdminTransfersController_achFiles: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["AchFileView"][];
                    };
                };
            };
            /** @description Validation problem naming the field: a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:triggerTransfer) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdminTransfersController_achFileContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The NACHA file, as an attachment named `nacha-{id}.txt`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:triggerTransfer) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such file of the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdminTransfersController_printRuns: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["CheckPrintRunView"][];
                    };
                };
            };
            /** @description Validation problem naming the field: a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:triggerTransfer) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdminTransfersController_printRunContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment named `check-print-run-{id}.pdf`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:triggerTransfer) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such print run of the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdminTransfersController_failPermanently: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FailPayoutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:failPermanently) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such payout in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `PAYOUT_NOT_OPEN`: the payout is final already (completed, failed, cancelled or returned). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_DirectAchController_request: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectAchRequestDtoV3"];
            };
        };
        responses: {
            /** @description The request is queued; `status` is the instruction’s now. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectAchRequestAcceptedView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:initiate) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No distribution `distributionId` in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountWithdrawalAccountsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["WithdrawalAccountView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (bankAccounts:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountWithdrawalAccountsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalAccountDto"];
            };
        };
        responses: {
            /** @description The withdrawal account, numbers masked. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new withdrawal account, always under `/withdrawal-accounts` (also when the request used `/linked-accounts`), in the version of the request. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAccountView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (linkedAccounts:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountWithdrawalAccountsController_listLinked: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["WithdrawalAccountView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (bankAccounts:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountWithdrawalAccountsController_createLinked: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalAccountDto"];
            };
        };
        responses: {
            /** @description The withdrawal account, numbers masked. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new withdrawal account, always under `/withdrawal-accounts` (also when the request used `/linked-accounts`), in the version of the request. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAccountView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (linkedAccounts:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountWithdrawalAccountsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                withdrawalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAccountView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (bankAccounts:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization, or no such withdrawal account of it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountWithdrawalAccountsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                withdrawalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (linkedAccounts:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization, or no such withdrawal account of it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignWithdrawalAccountsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["WithdrawalAccountView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignWithdrawalAccountsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalAccountDto"];
            };
        };
        responses: {
            /** @description The withdrawal account, numbers masked. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new withdrawal account, always under `/withdrawal-accounts` (also when the request used `/linked-accounts`), in the version of the request. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAccountView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (linkedAccounts:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignWithdrawalAccountsController_listLinked: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["WithdrawalAccountView"][];
                    };
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignWithdrawalAccountsController_createLinked: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalAccountDto"];
            };
        };
        responses: {
            /** @description The withdrawal account, numbers masked. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the new withdrawal account, always under `/withdrawal-accounts` (also when the request used `/linked-accounts`), in the version of the request. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAccountView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (linkedAccounts:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignWithdrawalAccountsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                withdrawalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAccountView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization, or no such withdrawal account of it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignWithdrawalAccountsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                withdrawalAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (linkedAccounts:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization, or no such withdrawal account of it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountMoneyController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only transactions of this type. */
                filterByTransactionType?: components["schemas"]["TransactionType"];
                /** @description `InternalTransfer` transactions summed per UTC day and status into one row each; other types stay individual. */
                aggregate?: boolean;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["TransactionViewV3"][];
                    };
                };
            };
            /** @description Validation problem: an unknown `filterByTransactionType`, a malformed `aggregate` or page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (bankAccounts:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankAccountMoneyController_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveMoneyDtoV3"];
            };
        };
        responses: {
            /** @description The transaction; or an approval request. When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionAcceptedView"] | components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming the field: a malformed `withdrawalAccountId`, or an `amount` that is not a positive amount of at most 99,999,999.99. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:triggerTransfer) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such bank account in the organization, or no such withdrawal account of it. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `INSUFFICIENT_FUNDS`: the money attributed to no distribution cannot cover the amount; nothing moved. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignMoneyController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only transactions of this type. */
                filterByTransactionType?: components["schemas"]["TransactionType"];
                /** @description `InternalTransfer` transactions summed per UTC day and status into one row each; other types stay individual. */
                aggregate?: boolean;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["TransactionViewV3"][];
                    };
                };
            };
            /** @description Validation problem: an unknown `filterByTransactionType`, a malformed `aggregate` or page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (distributions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignMoneyController_refund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveMoneyDtoV3"];
            };
        };
        responses: {
            /** @description The transaction; or an approval request. When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionAcceptedView"] | components["schemas"]["ApprovalRequestViewV3"];
                };
            };
            /** @description Validation problem naming the field: a malformed `withdrawalAccountId`, or an `amount` that is not a positive amount of at most 99,999,999.99. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:triggerTransfer) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization, or no such withdrawal account of it or of its bank account. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `INSUFFICIENT_DISTRIBUTION_BALANCE`: the unallocated balance cannot cover the amount; nothing moved. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulateTransactionsController_settle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No withdrawal or refund with this transaction id in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `NO_TRANSFER_TO_SIMULATE`: the transaction’s ACH transfer is past what the simulation applies to. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_SimulateTransactionsController_return: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnAchDto"];
            };
        };
        responses: {
            /** @description Recorded. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No withdrawal or refund with this transaction id in the organization; or any request in production. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `NO_TRANSFER_TO_SIMULATE`: the transaction’s ACH transfer is past what the simulation applies to. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignReportsController_statistics: {
        parameters: {
            query?: {
                /** @description First UTC day included. */
                from?: string;
                /** @description Last UTC day included. */
                to?: string;
            };
            header?: never;
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics, or their timeline as an SVG chart. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionStatisticsView"];
                    "image/svg+xml": string;
                };
            };
            /** @description Validation problem: a `from` or `to` that is not a calendar date, or a `to` before `from`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignReportsController_conversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversionViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignReportsController_payoutMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutMethodsReportView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignReportsController_payoutsHistory: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Payouts requested on or after this UTC day. */
                from?: string;
                /** @description Payouts requested on or before this UTC day. */
                to?: string;
                /** @description Only payouts now in this status. */
                status?: components["schemas"]["PayoutStatus"];
            };
            header?: never;
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["PayoutHistoryView"][];
                    };
                };
            };
            /** @description Validation problem: a malformed date, an unknown `status`, a `to` before `from`, or a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_CampaignReportsController_basicReport: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description The instruction id breaks ties, in the same direction. */
                sortBy?: "createdOn" | "amount" | "status" | "email" | "lastName" | "externalId";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                distributionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page as CSV. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Instructions of the distribution, all pages. */
                    "X-Total-Count"?: number;
                    /** @description first, prev, next and last pages (RFC 8288). */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Validation problem: a bad page, a page size over 10,000, an unknown `sortBy` or `sortOrder`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PortfolioController_organizationStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationStatisticsView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PortfolioController_redemptionActivity: {
        parameters: {
            query?: {
                /** @description The last 30 or 90 UTC days (today included), or all of them. */
                range?: "30" | "90" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The points, or their chart. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedemptionActivityView"];
                    "image/svg+xml": string;
                };
            };
            /** @description Validation problem: a `range` other than 30, 90 or all. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_PortfolioController_dashboard: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["DashboardCampaignView"][];
                    };
                };
            };
            /** @description Validation problem: a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (reports:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UsersController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["UserView"][];
                    };
                };
            };
            /** @description Validation problem: a bad page, or a page size over 100. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (users:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (users:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such user in the organization (or removed). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UsersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (users:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such user in the organization (or removed already). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `LAST_ADMINISTRATOR`: the user is the organization’s last Administrator; nothing changed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_UsersController_changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            /** @description Validation problem: `roleId` is not a UUID or names no role. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (users:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such user in the organization (or removed). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `LAST_ADMINISTRATOR`: the user is the organization’s last Administrator; nothing changed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_RolesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolesView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (roles:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_RolesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (roles:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such role. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_InvitationsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["InvitationView"][];
                    };
                };
            };
            /** @description Validation problem: a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (invitations:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_InvitationsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkInvitationsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationsCreatedView"];
                };
            };
            /** @description Validation problem naming each refused invitation by index (`invitations.2.email`), or fewer than 1 or more than 5. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (invitations:create) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_InvitationsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (invitations:delete) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such invitation in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description `INVITATION_NOT_PENDING`: it was accepted, cancelled or has expired. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_MeController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (none) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_MeController_signIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description A machine client’s token: only a user signs in (problem document).
             *
             *     Token lacks a required scope (none) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["WebhookEndpointView"][];
                    };
                };
            };
            /** @description Validation problem: a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpointView"];
                };
            };
            /** @description Validation problem naming the field: a URL that is not http(s) (in production: not https, or resolving to a private, loopback or link-local address), an unknown event type. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such webhook endpoint in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such webhook endpoint in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointView"];
                };
            };
            /** @description Validation problem naming the field. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such webhook endpoint in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_rotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such webhook endpoint in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_deliveries: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["WebhookDeliveryView"][];
                    };
                };
            };
            /** @description Validation problem: an unknown status, a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such webhook endpoint in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEndpointsController_replay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayAcceptedView"];
                };
            };
            /** @description Validation problem: `since` is not a date-time. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:manage) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such webhook endpoint in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_WebhookEventsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                type?: "payout_instruction.status_changed" | "payout.completed" | "payout.failed" | "payout.returned" | "upload.completed" | "upload.failed" | "email.failed" | "beneficiary.unsubscribed" | "funding.received" | "approval_request.created" | "approval_request.approved" | "approval_request.rejected" | "approval_request.failed" | "campaign.balance_low";
                since?: string;
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["WebhookEventView"][];
                    };
                };
            };
            /** @description Validation problem: an unknown type, a malformed date-time, a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (webhooks:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdministrationController_publish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishMessagesDtoV3"];
            };
        };
        responses: {
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishedMessagesView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (admin:publishMessages) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such distribution in the organization. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdministrationController_listQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueCountsListView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The deployment’s queues and repeating jobs are the operators’: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
             *
             *     Token lacks a required scope (admin:manage) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdministrationController_listScheduledJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledJobListView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The deployment’s queues and repeating jobs are the operators’: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
             *
             *     Token lacks a required scope (scheduledJobs:manage) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdministrationController_setPaused: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A scheduled job’s name, as listed. */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetScheduledJobPausedDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledJobView"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The deployment’s queues and repeating jobs are the operators’: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
             *
             *     Token lacks a required scope (scheduledJobs:manage) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No scheduled job of that name. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AdministrationController_run: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A scheduled job’s name, as listed. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run is queued. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The deployment’s queues and repeating jobs are the operators’: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
             *
             *     Token lacks a required scope (scheduledJobs:manage) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No scheduled job of that name. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
                    };
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AttentionController_of: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttentionViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (payoutInstructions:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_AuditLogController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description The user’s id, or a machine client’s token subject or client id. */
                actorId?: string;
                /** @description The operation’s id, e.g. `payoutInstructions.initiate`. */
                action?: string;
                /** @description e.g. `Distribution`, `PayoutInstruction`. */
                resourceType?: string;
                /** @description The id of the resource acted on. */
                resourceId?: string;
                /** @description Entries at or after this time. */
                since?: string;
                /** @description Entries at or before this time. */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries, or with `Accept: text/csv` all of them as CSV. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["AuditLogEntryView"][];
                    };
                    "text/csv": string;
                };
            };
            /** @description Validation problem naming the field: a malformed `since` or `until`, `until` before `since`, an empty or over-long filter, a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (auditLog:view) or an org_id (problem document). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankInboxController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageNumber: number;
                        pageSize: number;
                        totalPages: number;
                        totalItems: number;
                        data: components["schemas"]["BankInboundFileViewV3"][];
                    };
                };
            };
            /** @description Validation problem naming the field: a bad page. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The deployment’s bank files are the operators’: `admin:manage` takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
             *
             *     Token lacks a required scope (admin:manage) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
    v3_BankInboxController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankInboundFileViewV3"];
                };
            };
            /** @description Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "VALIDATION_FAILED" | "MALFORMED_BODY" | "REQUEST_ABORTED" | "BAD_REQUEST" | "LEDGER_INVALID_POSTINGS" | "PAYOUT_INSTRUCTION_NOT_READY" | "BENEFICIARY_UNSUBSCRIBED" | "PAYOUT_NOT_RESTORABLE" | "INVALID_CAMPAIGN_PASSWORD" | "INVALID_OTP" | "PAYOUT_METHOD_NOT_OFFERED";
                    };
                };
            };
            /** @description Missing, malformed, expired or wrongly signed token (problem document). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The deployment’s bank files are the operators’: `admin:manage` takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
             *
             *     Token lacks a required scope (admin:manage) or an org_id (problem document).
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE" | "ORGANIZATION_MISSING" | "CLAIM_STEP_REQUIRED" | "USER_REMOVED" | "NOT_A_USER" | "APPROVER_IS_REQUESTER" | "APPROVER_NOT_A_PERSON";
                    };
                };
            };
            /** @description No such file. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CLAIM_LINK_INVALID";
                    };
                };
            };
            /** @description Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED" | "CLAIM_CODE_LOCKED";
                    };
                };
            };
            /** @description Unexpected error; the problem document carries only the trace id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
    };
}
