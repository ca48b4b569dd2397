// Generated from the OpenAPI document by `npm run client`: do not edit.

export interface paths {
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
        get: operations["v2_FundsHoldersController_list"];
        put?: never;
        /**
         * Create a settlement fund
         * @description Creates an FBO funds holder with optional supporting documents; its bank account is opened in the background.
         *
         *     **Scopes:** `fundsHolders:manage`.
         */
        post: operations["v2_FundsHoldersController_create"];
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
        get: operations["v2_FundsHoldersController_get"];
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
        get: operations["v2_FundingSourcesController_list"];
        put?: never;
        /**
         * Create a settlement fund
         * @deprecated
         * @description Deprecated alias of `POST /funds-holders`, the earlier name (funding sources); it behaves the same. Creates an FBO funds holder with optional supporting documents; its bank account is opened in the background.
         *
         *     **Scopes:** `fundsHolders:manage`.
         */
        post: operations["v2_FundingSourcesController_create"];
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
        get: operations["v2_FundingSourcesController_get"];
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
        get: operations["v2_BankAccountsController_list"];
        put?: never;
        /**
         * Open a bank account for a funds holder
         * @description Answers 202 at once; the account is opened at the bank by a background job and turns `Active`. The `Location` header points at the new account.
         *
         *     **Scopes:** `bankAccounts:create`.
         */
        post: operations["v2_BankAccountsController_create"];
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
        get: operations["v2_BankAccountsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns
         * @description Newest first. Filters by payout instruction or bank account; `includeDetails` adds funds received, balances and instruction counts.
         *
         *     **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignsController_list"];
        put?: never;
        /**
         * Create a campaign
         * @description **Scopes:** `campaigns:create`.
         */
        post: operations["v2_CampaignsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a campaign
         * @description **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a campaign (JSON merge patch)
         * @description Members present replace, null clears an optional one. The icon has its own operation; the funding source cannot change.
         *
         *     **Scopes:** `campaigns:edit`.
         */
        patch: operations["v2_CampaignsController_update"];
        trace?: never;
    };
    "/campaigns/{id}/account-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank account that funds the campaign
         * @description Its funds holder's bank account, numbers masked.
         *
         *     **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignsController_accountDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/campaign-icon": {
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
         * Replace the campaign's icon
         * @description PNG or JPEG only, checked by content.
         *
         *     **Scopes:** `campaigns:edit`.
         */
        patch: operations["v2_CampaignSubresourcesController_setIcon"];
        trace?: never;
    };
    "/campaigns/{campaignId}/:set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change the campaign password
         * @description Beneficiaries must then enter it to redeem. It is stored as a salted scrypt hash and can be changed, never removed.
         *
         *     **Scopes:** `campaigns:setPassword`.
         */
        post: operations["v2_CampaignSubresourcesController_setPassword"];
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
         * @description The payout methods a campaign of the organization can offer: gift cards, prepaid cards, ACH bank transfer, digital wallets and checks, each with its requirements and transaction limits. `CheckTransfer` is listed only where the organization is allowed to use it.
         *
         *     **Scopes:** `payoutMethods:view`.
         */
        get: operations["v2_PayoutMethodsController_list"];
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
        get: operations["v2_PayoutMethodsController_get"];
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
        get: operations["v2_TemplatesController_schemas"];
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
        post: operations["v2_TemplatesController_sendPreview"];
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
        post: operations["v2_TemplatesController_renderPreview"];
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
        get: operations["v2_TemplatesController_list"];
        put?: never;
        /**
         * Create a template
         * @description Content is checked against the fields of its type.
         *
         *     **Scopes:** `templates:create`.
         */
        post: operations["v2_TemplatesController_create"];
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
        get: operations["v2_TemplatesController_get"];
        /**
         * Replace a template
         * @description The whole template again, as on create; its `templateType` cannot change. Emails queued from now on use the new content.
         *
         *     **Scopes:** `templates:edit`.
         */
        put: operations["v2_TemplatesController_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign-drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaign drafts
         * @description Newest first, optionally only those of one funds holder.
         *
         *     **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignDraftsController_list"];
        put?: never;
        /**
         * Create a campaign draft
         * @description Every field is optional. Repeat `payoutMethodIds` for several methods; name templates as `emailTemplates[<type>]=<uuid>`; `iconFile` is a PNG or JPEG.
         *
         *     **Scopes:** `campaigns:create`.
         */
        post: operations["v2_CampaignDraftsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign-drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a campaign draft
         * @description **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignDraftsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a campaign draft
         * @description **Scopes:** `campaigns:edit`.
         */
        delete: operations["v2_CampaignDraftsController_remove"];
        options?: never;
        head?: never;
        /**
         * Patch a campaign draft
         * @description Operations apply in order, all or nothing: `op` is add, replace or remove; `path` a field such as `/name` or one template type such as `/emailTemplates/ReminderEmail`.
         *
         *     **Scopes:** `campaigns:edit`.
         */
        patch: operations["v2_CampaignDraftsController_patch"];
        trace?: never;
    };
    "/campaign-drafts/{id}/:promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote a draft to a campaign
         * @description Answers 400 naming every missing or invalid field; otherwise creates the campaign (payout methods keep isDisabled and disableReason) and removes the draft.
         *
         *     **Scopes:** `campaigns:create`.
         */
        post: operations["v2_CampaignDraftsController_promote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign-drafts/{id}/campaign-icon": {
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
         *     **Scopes:** `campaigns:edit`.
         */
        patch: operations["v2_CampaignDraftIconController_setIcon"];
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
         * @description Newest first; filter by campaign, status, externalId or email.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v2_PayoutInstructionsController_list"];
        put?: never;
        /**
         * Create a payout instruction
         * @description Records the intention only: no funds are allocated and nobody is notified.
         *
         *     **Scopes:** `payoutInstructions:create`.
         */
        post: operations["v2_PayoutInstructionsController_create"];
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
        get: operations["v2_PayoutInstructionsController_get"];
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
        patch: operations["v2_PayoutInstructionsController_update"];
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
        get: operations["v2_PayoutInstructionsController_activityOf"];
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
        post: operations["v2_PayoutInstructionsController_initiate"];
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
        post: operations["v2_PayoutInstructionsController_reinitiate"];
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
         * @description From Draft, Initiated, Restored or PayoutMethodSelected; allocated funds return to the campaign.
         *
         *     **Scopes:** `payoutInstructions:cancel`.
         */
        post: operations["v2_PayoutInstructionsController_cancel"];
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
        post: operations["v2_PayoutInstructionsController_sendReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{campaignId}/payout-instructions/:initiate": {
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
        post: operations["v2_CampaignPayoutInstructionsController_bulkInitiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{campaignId}/payout-instructions/:send-reminders": {
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
         *     **Scopes:** `campaigns:sendReminders`.
         */
        post: operations["v2_CampaignPayoutInstructionsController_bulkRemind"];
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
        get: operations["v2_ApprovalPolicyController_get"];
        /**
         * Replace the approval policy
         * @description The rules given replace all of the organization’s rules; requests already waiting keep waiting. `{ "rules": [] }` turns dual control off.
         *
         *     **Scopes:** `approvals:manage`.
         */
        put: operations["v2_ApprovalPolicyController_put"];
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
        get: operations["v2_ApprovalRequestsController_list"];
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
        get: operations["v2_ApprovalRequestsController_get"];
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
        post: operations["v2_ApprovalRequestsController_approve"];
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
        post: operations["v2_ApprovalRequestsController_reject"];
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
         * @description The `campaignId` tag attributes the transfer’s whole amount to that campaign: its unallocated balance rises by the amount. Changing it moves the amount from the previous campaign to the new one, and `null` moves it back to the bank account’s unattributed funds, each in one step; the same value again changes nothing. The campaign must be funded by the funds holder of the transfer’s bank account.
         *
         *     **Scopes:** `transfers:tagCampaign`.
         */
        patch: operations["v2_FundingTransfersController_setTags"];
        trace?: never;
    };
    "/campaigns/payout-instructions/:get-sample-file": {
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
        get: operations["v2_UploadsController_sampleFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{campaignId}/payout-instructions/:upload": {
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
         * @description Streams the CSV to storage and checks its header row before answering: a missing header row, a known column named twice, tag columns that differ only by case or break a tag rule, or a first line longer than 1048576 bytes answer 400 under `errors.file`, and nothing is kept. Otherwise the upload is recorded `Queued` and a worker imports it: a row whose `Id` exists in the campaign updates that instruction, any other creates a Draft. `all-or-nothing` (the default): every row lands, or none does and the upload is `Failed` with its row errors; `partial`: valid rows land and invalid ones are reported (`CompletedWithErrors`). Follow the `Location` for progress. An expired campaign still takes uploads (its instructions cannot be initiated).
         *
         *     **Scopes:** `payoutInstructions:create`.
         */
        post: operations["v2_UploadsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{campaignId}/payout-instructions/uploads/{uploadId}": {
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
        get: operations["v2_UploadsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{campaignId}/payout-instructions/uploads/{uploadId}/errors": {
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
        get: operations["v2_UploadsController_rowErrors"];
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
        get: operations["v2_InstructionPayoutsController_payout"];
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
        post: operations["v2_InstructionPayoutsController_tryRestore"];
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
         * @description Every payout of the organization, newest request first (the id breaks ties), each as `GET /payout-instructions/{id}/payout` shows it (details and cards masked) with its `campaignId`. An instruction may have several (a failed payout, then a new claim). Filters: `status` (repeat it for several: `?status=Failed&status=Returned`), `category`, `campaignId`, and `requestedFrom` and `requestedTo` (both included, to the millisecond).
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v2_PayoutsController_list"];
        put?: never;
        post?: never;
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
        get: operations["v2_AchTransfersController_ofInstruction"];
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
        get: operations["v2_AchTransfersController_get"];
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
        post: operations["v2_AdminTransfersController_trigger"];
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
        get: operations["v2_AdminTransfersController_achFiles"];
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
        get: operations["v2_AdminTransfersController_achFileContent"];
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
        get: operations["v2_AdminTransfersController_printRuns"];
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
        get: operations["v2_AdminTransfersController_printRunContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/check-print-runs/{id}/positive-pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a print run’s positive pay file
         * @description The issue file the bank’s positive pay matches presented checks against: a header, then a line per check of the run with the account the checks draw on, check number, issue date (MM/DD/YYYY), amount and payee name. With a bank connection it is delivered with the run; otherwise upload it to the bank’s portal before the checks reach their payees.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        get: operations["v2_AdminTransfersController_printRunPositivePay"];
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
        post: operations["v2_AdminTransfersController_failPermanently"];
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
         * @description Creates the instruction (with the checks of creating one) unless the campaign has one with this `externalId`, then answers at once; a worker allocates the amount and requests an ACH payout to `bankAccount`, without a claim and without any email (the instruction becomes `Requested`, its payout and ACH transfer `Pending` until the next ACH batch). When the campaign offers no ACH bank transfer, the amount is outside its limits or the unallocated balance cannot cover it, the instruction becomes `Cancelled` with `cancellationReason` `DirectAchRequestRejected`; a later request with the same `externalId` continues on that instruction. One whose payout is requested already is left as it is.
         *
         *     **Scopes:** `payoutInstructions:initiate`.
         */
        post: operations["v2_DirectAchController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payout-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List who pays each payout category
         * @description Each category’s provider as configured (docs/providers.md), and the real providers configured. Never a credential.
         *
         *     **Scopes:** `admin:manage`.
         */
        get: operations["v2_PayoutProvidersAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payout-providers/{name}/:test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a payout provider’s connection
         * @description Calls the provider’s cheapest authenticated read now (Tremendous: its funding sources; PayPal: an OAuth token; Lob: the bank account its checks draw on) and says how it went: `Ok`, or `Failed` with the provider’s answer (refused credentials, unreachable). Pays nothing.
         *
         *     **Scopes:** `admin:manage`.
         */
        post: operations["v2_PayoutProvidersAdminController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bank-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the bank connection
         * @description The bank’s SFTP server as configured (BANK_SFTP_*): host, user, pinned host key, folders, PGP. Never a password, key or passphrase.
         *
         *     **Scopes:** `admin:manage`.
         */
        get: operations["v2_BankFilesController_show"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bank-connection/:test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the bank connection
         * @description Connects to the bank’s SFTP server now (the host key checked against the pinned one) and lists the outbox and inbox folders: `Ok` with their file counts, or `Failed` with why. Sends nothing.
         *
         *     **Scopes:** `admin:manage`.
         */
        post: operations["v2_BankFilesController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bank-file-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the files delivered to the bank
         * @description Each NACHA file, print run and positive pay file sent to the bank’s SFTP server, newest first: its name there, status, attempts and last error.
         *
         *     **Scopes:** `admin:manage`.
         */
        get: operations["v2_BankFilesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bank-file-deliveries/{id}/:retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed file to the bank again
         * @description A `Failed` delivery becomes `Pending` with a new set of attempts, tried now. Never sends a file the server already has.
         *
         *     **Scopes:** `admin:manage`.
         */
        post: operations["v2_BankFilesController_retry"];
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
        get: operations["v2_BankAccountWithdrawalAccountsController_list"];
        put?: never;
        /**
         * Create a withdrawal account of a bank account
         * @description A return external account of the bank account: the routing number's ABA check digit is verified, the account number is stored encrypted, and both numbers are answered masked.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v2_BankAccountWithdrawalAccountsController_create"];
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
        get: operations["v2_BankAccountWithdrawalAccountsController_listLinked"];
        put?: never;
        /**
         * Create a withdrawal account of a bank account
         * @deprecated
         * @description Deprecated alias of `POST /bank-accounts/{id}/withdrawal-accounts`, the earlier name; it behaves the same.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v2_BankAccountWithdrawalAccountsController_createLinked"];
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
        get: operations["v2_BankAccountWithdrawalAccountsController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a withdrawal account of a bank account
         * @description It can no longer be chosen for a withdrawal or refund; those already sent to it travel on unchanged.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        delete: operations["v2_BankAccountWithdrawalAccountsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/withdrawal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the withdrawal accounts of a campaign
         * @description Newest first, numbers masked.
         *
         *     **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignWithdrawalAccountsController_list"];
        put?: never;
        /**
         * Create a withdrawal account of a campaign
         * @description A return external account of the campaign: the routing number's ABA check digit is verified, the account number is stored encrypted, and both numbers are answered masked.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v2_CampaignWithdrawalAccountsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/linked-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the withdrawal accounts of a campaign
         * @deprecated
         * @description Deprecated alias of `GET /campaigns/{id}/withdrawal-accounts`, the earlier name; it behaves the same.
         *
         *     **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignWithdrawalAccountsController_listLinked"];
        put?: never;
        /**
         * Create a withdrawal account of a campaign
         * @deprecated
         * @description Deprecated alias of `POST /campaigns/{id}/withdrawal-accounts`, the earlier name; it behaves the same.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        post: operations["v2_CampaignWithdrawalAccountsController_createLinked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/withdrawal-accounts/{withdrawalAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a withdrawal account of a campaign
         * @description Numbers masked.
         *
         *     **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignWithdrawalAccountsController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a withdrawal account of a campaign
         * @description It can no longer be chosen for a withdrawal or refund; those already sent to it travel on unchanged.
         *
         *     **Scopes:** `linkedAccounts:create`.
         */
        delete: operations["v2_CampaignWithdrawalAccountsController_remove"];
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
         * @description Every movement of the account’s money, whatever its campaign. Newest first. Credits less debits is the balance at every moment: a transaction is money that moved (an `InternalTransfer` is a payout leaving once it completed; a withdrawal or refund leaves at once and travels `Pending`, `Submitted`, `Completed`; money that comes back is a credit of its own, and its original reads `Returned`). With `aggregate=true`, `InternalTransfer` transactions are summed per UTC day and status into one row (`id` null, `count` how many); other types stay individual.
         *
         *     **Scopes:** `bankAccounts:view`.
         */
        get: operations["v2_BankAccountMoneyController_list"];
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
         * @description Money on the account that no campaign has been given goes to one of its withdrawal accounts. The balance drops at once, in one transaction with the statement line; the money leaves as an ACH credit in the next ACH batch. A credit the receiving bank returns comes back where it left. Send an `Idempotency-Key`: a repeat answers the first answer and moves nothing.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        post: operations["v2_BankAccountMoneyController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transactions of a campaign
         * @description The movements tagged with the campaign: its funding, payouts, refunds and returns. Newest first. Credits less debits is the balance at every moment: a transaction is money that moved (an `InternalTransfer` is a payout leaving once it completed; a withdrawal or refund leaves at once and travels `Pending`, `Submitted`, `Completed`; money that comes back is a credit of its own, and its original reads `Returned`). With `aggregate=true`, `InternalTransfer` transactions are summed per UTC day and status into one row (`id` null, `count` how many); other types stay individual.
         *
         *     **Scopes:** `campaigns:view`.
         */
        get: operations["v2_CampaignMoneyController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{campaignId}/:refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a campaign’s unallocated money
         * @description The campaign’s unallocated money goes to a withdrawal account of the campaign, or of the bank account holding its money. The balance drops at once, in one transaction with the statement line; the money leaves as an ACH credit in the next ACH batch. A credit the receiving bank returns comes back where it left. Send an `Idempotency-Key`: a repeat answers the first answer and moves nothing.
         *
         *     **Scopes:** `admin:triggerTransfer`.
         */
        post: operations["v2_CampaignMoneyController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/campaigns/{campaignId}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Campaign statistics: budget, statuses, timeline
         * @description The budget from the ledger, the instructions in each state, and per UTC day with activity the instructions first initiated, first claimed, fulfilled, and the dollars paid out. `from` and `to` narrow the timeline only. With `Accept: image/svg+xml`, the timeline as a chart.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v2_CampaignReportsController_statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/campaigns/{campaignId}/conversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Campaign conversion: from initiation to claim to payment
         * @description Instructions ever initiated and claimed, emails by outcome, instructions fulfilled and cancelled now; rates over initiated (null when nothing was).
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v2_CampaignReportsController_conversion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/campaigns/{campaignId}/payout-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts of a campaign by method
         * @description Payouts Pending, Processing, SentForPrinting, Mailed or Completed, counted and summed per method, most used first.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v2_CampaignReportsController_payoutMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/campaigns/{campaignId}/payouts-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts history of a campaign
         * @description Payouts by request time, newest first (the id breaks ties), each with every status it took.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v2_CampaignReportsController_payoutsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/campaigns/{campaignId}/basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Basic report: the campaign’s instructions as CSV
         * @description A header row, then one row per instruction: Id, ExternalId, FirstName, LastName, Email, Amount, Status, PayoutMethod, CreatedOn, UpdatedOn, then one column per tag key of the campaign (ordinal order ignoring case). Paged by `pageNumber` and `pageSize` (at most 10000), sorted by `sortBy` and `sortOrder` (default: creation date, newest first), the id breaking ties in the same direction. Each page is cached for two minutes per campaign and combination of page, size and sort. A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v2_CampaignReportsController_basicReport"];
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
        get: operations["v2_PortfolioController_organizationStatistics"];
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
        get: operations["v2_PortfolioController_redemptionActivity"];
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
         * Dashboard of the organization’s campaigns
         * @description Campaigns by expiry date: running ones first, soonest to expire first; then expired ones, most recently expired first. Each with its money and claims.
         *
         *     **Scopes:** `reports:view`.
         */
        get: operations["v2_PortfolioController_dashboard"];
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
        get: operations["v2_UsersController_list"];
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
        get: operations["v2_UsersController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a user from the organization
         * @description Their later requests answer 403 `USER_REMOVED` until they are invited again (accepting reactivates the same user).
         *
         *     **Scopes:** `users:manage`.
         */
        delete: operations["v2_UsersController_remove"];
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
        put: operations["v2_UsersController_changeRole"];
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
        get: operations["v2_RolesController_list"];
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
        get: operations["v2_RolesController_get"];
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
        get: operations["v2_InvitationsController_list"];
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
        post: operations["v2_InvitationsController_create"];
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
        delete: operations["v2_InvitationsController_cancel"];
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
        get: operations["v2_MeController_get"];
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
        post: operations["v2_MeController_signIn"];
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
        get: operations["v2_WebhookEndpointsController_list"];
        put?: never;
        /**
         * Subscribe an endpoint to events
         * @description Event types: payout_instruction.status_changed, payout.completed, payout.failed, payout.returned, upload.completed, upload.failed, email.failed, beneficiary.unsubscribed, funding.received, approval_request.created, approval_request.approved, approval_request.rejected, approval_request.failed, campaign.balance_low (all when none given). The answer shows the secret, once. Each delivery is a POST of `{ id, type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`); a 2xx answer within 5 s is a delivery, anything else is retried for 3 days, then the endpoint is disabled.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        post: operations["v2_WebhookEndpointsController_create"];
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
        get: operations["v2_WebhookEndpointsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Nothing more is delivered to it.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        delete: operations["v2_WebhookEndpointsController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Its URL, event types or description; `status: "Enabled"` re-enables it, and what waited goes out.
         *
         *     **Scopes:** `webhooks:manage`.
         */
        patch: operations["v2_WebhookEndpointsController_update"];
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
        post: operations["v2_WebhookEndpointsController_rotateSecret"];
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
        get: operations["v2_WebhookEndpointsController_deliveries"];
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
        post: operations["v2_WebhookEndpointsController_replay"];
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
        get: operations["v2_WebhookEventsController_list"];
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
         * @description `Queued`: the organization’s emails still waiting for their time (the later part of a distribution window) are due now and go within seconds. `Failed`: its failed emails are queued to be sent again, with a new set of attempts (one-time codes excepted: their code is gone). With `campaignId`, only that campaign’s. Each email is still sent once, and still not at all when its instruction no longer calls for it (unsubscribed, claimed, cancelled). Answers how many emails it took.
         *
         *     **Scopes:** `admin:publishMessages`.
         */
        post: operations["v2_AdministrationController_publish"];
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
        get: operations["v2_AdministrationController_listQueues"];
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
        get: operations["v2_AdministrationController_listScheduledJobs"];
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
        patch: operations["v2_AdministrationController_setPaused"];
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
        post: operations["v2_AdministrationController_run"];
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
         * @description Each kind of problem with how many there are and the first 10 (docs/attention.md): payouts `Failed` or `Returned` whose instruction is still `Restored` (reinitiate it, `POST /payout-instructions/{id}/:reinitiate`), wallet payouts unaccepted 7 days after their request, checks mailed more than 30 days ago and not deposited, uploads and emails that failed in the last 7 days, disabled webhook endpoints (only when the token also holds `webhooks:view`), running campaigns expiring within 14 days with money unallocated, and running campaigns whose unallocated money cannot cover their Draft instructions. An item leaves the list once its condition ends. Every kind is read from an index of the rows in that condition.
         *
         *     **Scopes:** `payoutInstructions:view`.
         */
        get: operations["v2_AttentionController_of"];
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
        get: operations["v2_AuditLogController_list"];
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
        get: operations["v2_BankInboxController_list"];
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
        get: operations["v2_BankInboxController_get"];
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
        BankAccountView: {
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
             * @description Dollars on the account: its money attributed to no campaign plus the unallocated and allocated money of the campaigns it holds (docs: money movement). Its transactions sum to it.
             * @example 1250.5
             */
            balance: number;
            /**
             * @description Dollars on the account attributed to no campaign: what `:withdraw` can take.
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
        AttachmentView: {
            /** Format: uuid */
            id: string;
            fileName: string;
            contentType: string;
            sizeBytes: number;
            /** Format: date-time */
            uploadedOn: string;
        };
        FundsHolderDetailView: {
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
            bankAccounts: components["schemas"]["BankAccountView"][];
            attachments: components["schemas"]["AttachmentView"][];
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
        /**
         * @description `Expired` after expiryDate (UTC); an expired campaign accepts no new initiations.
         * @enum {string}
         */
        CampaignStatus: "Active" | "Expired";
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
        CampaignDetailsView: {
            /** @description Total funds received by the campaign, in dollars. */
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
        CampaignView: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            fundingSourceId: string;
            /** @description `Expired` after expiryDate (UTC); an expired campaign accepts no new initiations. */
            status: components["schemas"]["CampaignStatus"];
            welcomeHeadline: string | null;
            campaignDescription: string | null;
            campaignManager: string | null;
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
             * @description The code a payer writes in a bank transfer’s reference (remittance) to fund this campaign: a statement’s credit naming it is attributed here (docs/bank-files-in.md).
             * @example CM-7K3Q9X2D
             */
            fundingReference: string;
            /** @description Whether beneficiaries must enter the campaign password; the password itself is never returned. */
            isPasswordProtected: boolean;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
            /** @description Only with includeDetails=true. */
            details?: components["schemas"]["CampaignDetailsView"];
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
        /** @description A campaign offers payout methods, given as payoutMethodIds or as payoutMethods (not both). */
        CreateCampaignDto: {
            /** @description Headline on the welcome screen of the claim application. */
            welcomeHeadline?: string | null;
            campaignDescription?: string | null;
            campaignManager?: string | null;
            welcomeText?: string | null;
            /** @description Payout methods offered, all enabled. Use `payoutMethods` to disable some. */
            payoutMethodIds?: string[];
            /** @description Payout methods offered, each possibly disabled with a reason. */
            payoutMethods?: components["schemas"]["PayoutMethodChoiceDto"][];
            /**
             * Format: date
             * @description Last day beneficiaries see the campaign; not after expiryDate.
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
             * @description Dollars: when the unallocated balance falls below this, one `campaign.balance_low` webhook event and one email to the Administrators; no second one until the balance has been back at it or above. null: no alerts.
             * @example 5000
             */
            lowBalanceAlert?: number | null;
            /** @example Spring 2027 research study */
            name: string;
            /**
             * Format: uuid
             * @description The funds holder whose bank account funds the campaign.
             */
            fundingSourceId: string;
            /**
             * Format: date
             * @description Last day the campaign accepts claims (UTC).
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
        /** @description Payout methods come as payoutMethodIds or as payoutMethods, not both. */
        UpdateCampaignDto: {
            /** @description Headline on the welcome screen of the claim application. */
            welcomeHeadline?: string | null;
            campaignDescription?: string | null;
            campaignManager?: string | null;
            welcomeText?: string | null;
            /** @description Payout methods offered, all enabled. Use `payoutMethods` to disable some. */
            payoutMethodIds?: string[];
            /** @description Payout methods offered, each possibly disabled with a reason. */
            payoutMethods?: components["schemas"]["PayoutMethodChoiceDto"][];
            /**
             * Format: date
             * @description Last day beneficiaries see the campaign; not after expiryDate.
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
             * @description Dollars: when the unallocated balance falls below this, one `campaign.balance_low` webhook event and one email to the Administrators; no second one until the balance has been back at it or above. null: no alerts.
             * @example 5000
             */
            lowBalanceAlert?: number | null;
            name?: string;
            /** Format: date */
            expiryDate?: string;
        };
        SetPasswordDto: {
            /** @description Every beneficiary must enter it to redeem. It can be changed, never removed. */
            password: string;
        };
        /**
         * @description `CheckTransfer` is listed only for organizations allowed to use it. A campaign offers at most one of `PaperCheck` and `CheckTransfer`.
         * @enum {string}
         */
        PayoutMethodCategory: "GiftCard" | "PrepaidCard" | "AchBankTransfer" | "DigitalWallet" | "PaperCheck" | "CheckTransfer";
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
        PayoutMethodView: {
            /**
             * Format: uuid
             * @description Stable across installations.
             */
            id: string;
            /** @example Amazon.com eGift Card */
            name: string;
            /** @description `CheckTransfer` is listed only for organizations allowed to use it. A campaign offers at most one of `PaperCheck` and `CheckTransfer`. */
            category: components["schemas"]["PayoutMethodCategory"];
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
        /** @enum {string} */
        EmailTemplateType: "InitiateEmail" | "ReminderEmail" | "FailureReinitiateEmail" | "OtpEmail" | "PushEmail" | "PayoutAvailableEmail" | "InvitationEmail" | "ApprovalRequestEmail" | "BalanceLowEmail" | "BankFileQuarantinedEmail";
        TemplateView: {
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
            campaignLogo: string | null;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
        };
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
        /** @description A template as on create or PUT, rendered without being saved; `name` may be left out. */
        RenderPreviewDto: {
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
            campaignLogo?: string | null;
            /**
             * Format: uri
             * @description Alias of `campaignLogo`; sending both answers 400.
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
        /** @description An email template. */
        TemplateInputDto: {
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
            campaignLogo?: string | null;
            /**
             * Format: uri
             * @description Alias of `campaignLogo`; sending both answers 400.
             */
            distributionLogo?: string | null;
        };
        CampaignDraftView: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /** Format: uuid */
            fundingSourceId: string | null;
            welcomeHeadline: string | null;
            campaignDescription: string | null;
            campaignManager: string | null;
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
        CreateDraftDto: {
            name?: string;
            /** Format: uuid */
            fundingSourceId?: string;
            welcomeHeadline?: string;
            campaignDescription?: string;
            campaignManager?: string;
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
        PayoutInstructionView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            campaignId: string;
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
        ApprovalSummaryView: {
            /**
             * Format: uuid
             * @description The campaign whose money it would allocate or refund.
             */
            campaignId?: string;
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
        ApprovalRequestView: {
            /** Format: uuid */
            id: string;
            action: components["schemas"]["ApprovalAction"];
            status: components["schemas"]["ApprovalStatus"];
            /**
             * @description Dollars: what it would allocate, withdraw or refund.
             * @example 1250
             */
            amount: number;
            summary: components["schemas"]["ApprovalSummaryView"];
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
        CreatePayoutInstructionDto: {
            /** Format: uuid */
            campaignId: string;
            /** @description Your own id for the beneficiary; unique within the campaign. */
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
        TransferTagsDto: {
            /**
             * Format: uuid
             * @description The campaign (v3: distribution) the transfer’s whole amount is attributed to; `null` removes the attribution. Required. v3 also accepts the member as `distributionId`.
             */
            campaignId: string | null;
        };
        /**
         * @description `Queued` until a worker takes it, `Processing` while it runs, then `Completed`, `CompletedWithErrors` (partial mode: some rows were refused) or `Failed` (all-or-nothing mode: nothing landed).
         * @enum {string}
         */
        UploadStatus: "Queued" | "Processing" | "Completed" | "CompletedWithErrors" | "Failed";
        /** @enum {string} */
        UploadMode: "AllOrNothing" | "Partial";
        UploadView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            campaignId: string;
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
            /** @description Payout instructions updated (rows whose Id exists in the campaign). */
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
        UploadRowErrorView: {
            /** @description The row of the file the problem is on. */
            rowNumber: number;
            /** @description The column concerned; null for a problem with the whole row. */
            column: string | null;
            message: string;
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
        PayoutView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            payoutInstructionId: string;
            /** Format: uuid */
            payoutMethodId: string;
            category: components["schemas"]["PayoutMethodCategory"];
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
        PayoutListItemView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            payoutInstructionId: string;
            /** Format: uuid */
            payoutMethodId: string;
            category: components["schemas"]["PayoutMethodCategory"];
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
             * @description The campaign of the payout’s instruction.
             */
            campaignId: string;
        };
        FailPayoutDto: {
            /**
             * @description Why the payout failed; recorded as its `failureReason`.
             * @example Recipient account closed
             */
            reason: string;
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
            /** @description The deployment’s scheduled batch, every organization’s entries together: listed to operators only. */
            scheduled: boolean;
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
            /** @description The deployment’s scheduled run, every organization’s checks together: listed to operators only. */
            scheduled: boolean;
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
        DirectAchRequestDto: {
            /** Format: uuid */
            campaignId: string;
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
            /** @description Your own id for the beneficiary; unique within the campaign. A request naming an instruction’s externalId continues on that instruction. */
            externalId: string;
            /**
             * @description Dollars: what the ACH transfer pays.
             * @example 25.5
             */
            amount: number;
            bankAccount: components["schemas"]["DirectAchBankAccountDto"];
        };
        CategoryProviderView: {
            /**
             * @description The payout category.
             * @enum {string}
             */
            category: "GiftCard" | "PrepaidCard" | "DigitalWallet" | "PaperCheck";
            /**
             * @description `sandbox`: the sandbox’s stand-in; `in-house`: the check print run (docs/bank-rails.md); otherwise the real provider (docs/providers.md).
             * @enum {string}
             */
            provider: "sandbox" | "in-house" | "tremendous" | "paypal" | "lob";
        };
        PayoutProvidersView: {
            data: components["schemas"]["CategoryProviderView"][];
            /** @description The real providers configured (those `:test` and the callback routes answer for). */
            configured: ("tremendous" | "paypal" | "lob")[];
        };
        /**
         * @description `Ok`: the provider answered the authenticated read; `Failed`: it refused or could not be reached.
         * @enum {string}
         */
        ProviderTestStatus: "Ok" | "Failed";
        ProviderTestView: {
            /** @description `Ok`: the provider answered the authenticated read; `Failed`: it refused or could not be reached. */
            status: components["schemas"]["ProviderTestStatus"];
            /** @description What the provider answered, in a sentence; never a credential. */
            message: string;
        };
        /**
         * @description How the service signs in; the secrets themselves are never shown.
         * @enum {string}
         */
        BankSftpAuthentication: "Password" | "Key" | "KeyAndPassword";
        BankConnectionView: {
            /** @description Whether a bank connection is configured (BANK_SFTP_HOST): without one, nothing is delivered or picked up. */
            configured: boolean;
            /** @example sftp.bank.example */
            host: string | null;
            /** @example 22 */
            port: number | null;
            username: string | null;
            /** @description How the service signs in; the secrets themselves are never shown. */
            authentication: components["schemas"]["BankSftpAuthentication"] | null;
            /**
             * @description The pinned host key: a server presenting another is refused.
             * @example SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU
             */
            hostKeySha256: string | null;
            /**
             * @description Where our files go.
             * @example /outbound
             */
            outboxDir: string | null;
            /**
             * @description Where the bank’s returns and statements are read from.
             * @example /inbound
             */
            inboxDir: string | null;
            /** @description Outgoing files are PGP-encrypted to the bank’s key. */
            encryptsOutgoing: boolean;
            /** @description Incoming PGP files can be decrypted (our private key is configured). */
            decryptsIncoming: boolean;
        };
        /** @enum {string} */
        BankConnectionTestStatus: "Ok" | "Failed";
        BankConnectionTestView: {
            status: components["schemas"]["BankConnectionTestStatus"];
            /** @description What happened, in a sentence; never a secret. */
            message: string;
            /** @description Files in the outbox folder. */
            outboxFiles: number | null;
            /** @description Files in the inbox folder. */
            inboxFiles: number | null;
        };
        /**
         * @description `AchFile`: a NACHA file; `CheckPrintRun`: a print run’s PDF; `PositivePay`: a print run’s issued checks.
         * @enum {string}
         */
        BankFileKind: "AchFile" | "CheckPrintRun" | "PositivePay";
        /**
         * @description `Pending`: waiting or retrying; `Failed`: its attempts spent, `:retry` sends it again.
         * @enum {string}
         */
        BankFileDeliveryStatus: "Pending" | "Delivered" | "Failed";
        BankFileDeliveryView: {
            /** Format: uuid */
            id: string;
            /** @description `AchFile`: a NACHA file; `CheckPrintRun`: a print run’s PDF; `PositivePay`: a print run’s issued checks. */
            kind: components["schemas"]["BankFileKind"];
            /**
             * Format: uuid
             * @description The NACHA file’s or print run’s id (`GET /admin/ach-files`, `/admin/check-print-runs`).
             */
            sourceId: string;
            /**
             * @description Its name on the bank’s server.
             * @example ACH_20261128_090507_0195A3F0.txt
             */
            remoteName: string;
            /** @description `Pending`: waiting or retrying; `Failed`: its attempts spent, `:retry` sends it again. */
            status: components["schemas"]["BankFileDeliveryStatus"];
            attempts: number;
            /** @description Why the last attempt failed. */
            lastError: string | null;
            /**
             * Format: date-time
             * @description When a `Pending` delivery is next tried.
             */
            nextAttemptOn: string | null;
            /** @description Bytes sent (after encryption). */
            sizeBytes: number | null;
            /** @description SHA-256 (hex) of the bytes sent. */
            sha256: string | null;
            /** @description The file was found on the server already, from an attempt whose outcome was not recorded: not sent twice. */
            foundOnServer: boolean;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            deliveredOn: string | null;
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
        TransactionView: {
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
             * @description The campaign the money belongs to; null for money attributed to none.
             */
            campaignId: string | null;
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
        TransactionAcceptedView: {
            /**
             * Format: uuid
             * @description The transaction’s id on the statement (`GET .../transactions`).
             */
            transactionId: string;
        };
        MoveMoneyDto: {
            /**
             * Format: uuid
             * @description A withdrawal account of the bank account (for a refund: of the campaign or of the bank account holding its money).
             */
            withdrawalAccountId: string;
            /**
             * @description Dollars; at most 99,999,999.99 (the largest amount of one ACH entry).
             * @example 250
             */
            amount: number;
        };
        BudgetView: {
            /**
             * @description Money the campaign received: unallocated + allocated + paid out + returned.
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
        CampaignStatisticsView: {
            budget: components["schemas"]["BudgetView"];
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
        ConversionView: {
            /** @description Instructions of the campaign, in any state. */
            instructions: number;
            /** @description Instructions ever initiated. */
            initiated: number;
            /** @description Emails of the campaign sent. */
            emailsSent: number;
            /** @description Emails of the campaign that failed. */
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
        PublishMessagesDto: {
            /**
             * Format: uuid
             * @description Only this campaign’s emails; without it, every email of the organization.
             */
            campaignId?: string;
            /** @description `Queued`: the emails still waiting (a window’s later part) are due now. `Failed`: the emails that failed are queued to be sent again. */
            deliveryStatus: components["schemas"]["PublishableDeliveryStatus"];
        };
        SetScheduledJobPausedDto: {
            /** @description `true` stops the job’s schedule until it is resumed (a restart keeps it paused); `false` resumes it. */
            paused: boolean;
        };
        /** @enum {string} */
        AttentionKind: "FailedPayouts" | "UnclaimedWalletPayouts" | "UndepositedChecks" | "FailedUploads" | "FailedEmails" | "DisabledWebhookEndpoints" | "ExpiringCampaigns" | "UnderfundedDrafts";
        AttentionItemView: {
            /**
             * Format: uuid
             * @description What needs attention: the payout, upload, email, webhook endpoint or campaign.
             */
            id: string;
            /**
             * Format: uuid
             * @description Its campaign; null for a webhook endpoint.
             */
            campaignId: string | null;
            /** @description The campaign’s name; null for a webhook endpoint. */
            campaignName: string | null;
            /**
             * Format: uuid
             * @description The payout instruction of a payout or an email; null otherwise.
             */
            payoutInstructionId: string | null;
            /**
             * @description What to recognise it by: the beneficiary’s email (payouts, emails), the file name (uploads), the URL (webhook endpoints), the campaign’s name (campaigns).
             * @example ada@example.com
             */
            label: string;
            /**
             * @description Dollars: the payout’s amount; a campaign’s unallocated money (`ExpiringCampaigns`) or its Draft instructions’ total (`UnderfundedDrafts`); null otherwise.
             * @example 25
             */
            amount: number | null;
            /**
             * @description Dollars: the campaign’s unallocated money for `UnderfundedDrafts`; null otherwise.
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
             * @description When: the payout failed or came back, was requested (wallets) or mailed (checks); the upload or email failed; the endpoint changed last; the campaign expires (its expiry date, midnight UTC).
             */
            on: string;
        };
        AttentionGroupView: {
            kind: components["schemas"]["AttentionKind"];
            /** @description How many there are (`FailedPayouts`: among the 1,000 most recent failures). */
            count: number;
            /** @description The first 10, most urgent first. */
            items: components["schemas"]["AttentionItemView"][];
        };
        AttentionView: {
            /** Format: date-time */
            generatedOn: string;
            /** @description Every kind the token may see, in the order of `AttentionKind`, with a `count` of 0 when there is nothing; `DisabledWebhookEndpoints` only with `webhooks:view`. */
            items: components["schemas"]["AttentionGroupView"][];
        };
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
        PaidCheckAmountView: {
            /** @example 100042 */
            checkNumber: string;
            /**
             * @description The amount the check was issued for, in cents.
             * @example 2500
             */
            issuedCents: number;
            /**
             * @description The amount the bank paid, in cents.
             * @example 25000
             */
            paidCents: number;
        };
        PaidCheckNotApplicableView: {
            /** @example 100042 */
            checkNumber: string;
            /**
             * @description The payout’s status, which a paid check no longer moves.
             * @example Completed
             */
            status: string;
        };
        BankInboundFileSummaryView: {
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
            /** @description Statement: of those, attributed to a campaign by its funding reference. */
            attributed?: number;
            /** @description Statement: of those, left unattributed for an operator to tag. */
            unattributed?: number;
            /** @description Statement: credits funded before (the same bank reference in an earlier statement). */
            alreadyReceived?: number;
            /** @description Statement: bank references of credits to an account number no Active bank account has. */
            unknownAccounts?: string[];
            /** @description Statement: credits not funded, with why. */
            refused?: components["schemas"]["RefusedCreditView"][];
            /** @description Statement: checks it says the bank paid (docs/bank-files-in.md, Paid checks). */
            paidChecks?: number;
            /** @description Statement: of those, checks whose payouts completed now. */
            checksPaid?: number;
            /** @description Statement: numbers of paid checks that are none of ours. */
            checksUnknown?: string[];
            /** @description Statement: checks paid for another amount than issued, left open for an operator. */
            checksAmountDiffers?: components["schemas"]["PaidCheckAmountView"][];
            /** @description Statement: paid checks whose payouts were no longer printed or mailed. */
            checksNotApplicable?: components["schemas"]["PaidCheckNotApplicableView"][];
            /** @description Statement: checks paid from accounts other than CHECK_ACCOUNT_NUMBER, not ours. */
            checksOnOtherAccounts?: number;
        };
        BankInboundFileView: {
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
            summary: components["schemas"]["BankInboundFileSummaryView"];
            sizeBytes: number;
            /**
             * @description SHA-256 of the file as received: a file is applied once.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            sha256: string;
            /** Format: date-time */
            receivedOn: string;
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
    v2_FundsHoldersController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_FundsHoldersController_create: {
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
                    "application/json": components["schemas"]["FundsHolderDetailView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_FundsHoldersController_get: {
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
                    "application/json": components["schemas"]["FundsHolderDetailView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_FundingSourcesController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_FundingSourcesController_create: {
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
                    "application/json": components["schemas"]["FundsHolderDetailView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_FundingSourcesController_get: {
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
                    "application/json": components["schemas"]["FundsHolderDetailView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankAccountsController_list: {
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
                        data: components["schemas"]["BankAccountView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankAccountsController_create: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_BankAccountsController_get: {
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
                    "application/json": components["schemas"]["BankAccountView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_CampaignsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only the campaign of this payout instruction. */
                payoutInstructionId?: string;
                /** @description Only campaigns funded through this bank account. */
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
                        data: components["schemas"]["CampaignView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
    v2_CampaignsController_create: {
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
                "application/json": components["schemas"]["CreateCampaignDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description URL of the campaign */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:create) or an org_id (problem document). */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignsController_get: {
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
                    "application/json": components["schemas"]["CampaignView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignsController_update: {
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
                "application/json": components["schemas"]["UpdateCampaignDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:edit) or an org_id (problem document). */
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
    v2_CampaignsController_accountDetails: {
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
                    "application/json": components["schemas"]["BankAccountView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
    v2_CampaignSubresourcesController_setIcon: {
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
                    "application/json": components["schemas"]["CampaignView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:edit) or an org_id (problem document). */
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
    v2_CampaignSubresourcesController_setPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                campaignId: string;
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:setPassword) or an org_id (problem document). */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutMethodsController_list: {
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
                        data: components["schemas"]["PayoutMethodView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_PayoutMethodsController_get: {
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
                    "application/json": components["schemas"]["PayoutMethodView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_TemplatesController_schemas: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_TemplatesController_sendPreview: {
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
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `campaignLogo` and `distributionLogo` together also answer 400. Unknown or malformed `dynamicFields` keys are named `dynamicFields.<key>`; a template of another type is named `templateId`. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_TemplatesController_renderPreview: {
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
                "application/json": components["schemas"]["RenderPreviewDto"];
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
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `campaignLogo` and `distributionLogo` together also answer 400. Unknown or malformed `dynamicFields` keys are named `dynamicFields.<key>`. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_TemplatesController_list: {
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
                        data: components["schemas"]["TemplateView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_TemplatesController_create: {
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
                "application/json": components["schemas"]["TemplateInputDto"];
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
                    "application/json": components["schemas"]["TemplateView"];
                };
            };
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `campaignLogo` and `distributionLogo` together also answer 400. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_TemplatesController_get: {
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
                    "application/json": components["schemas"]["TemplateView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_TemplatesController_replace: {
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
                "application/json": components["schemas"]["TemplateInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateView"];
                };
            };
            /** @description Validation problem naming each invalid field. Content problems are under `subject` and `htmlBody`: Handlebars that does not parse (with its line), a placeholder the type does not offer, a partial, triple-stash output, or a helper or block other than `#if`/`#unless`/`else` over fields. `campaignLogo` and `distributionLogo` together also answer 400. A different `templateType` is named `templateType`. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_CampaignDraftsController_list: {
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
                        data: components["schemas"]["CampaignDraftView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
    v2_CampaignDraftsController_create: {
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
                "multipart/form-data": components["schemas"]["CreateDraftDto"] & {
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
                    "application/json": components["schemas"]["CampaignDraftView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:create) or an org_id (problem document). */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignDraftsController_get: {
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
                    "application/json": components["schemas"]["CampaignDraftView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
    v2_CampaignDraftsController_remove: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:edit) or an org_id (problem document). */
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
    v2_CampaignDraftsController_patch: {
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
                    "application/json": components["schemas"]["CampaignDraftView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:edit) or an org_id (problem document). */
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
    v2_CampaignDraftsController_promote: {
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
                    /** @description URL of the new campaign */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:create) or an org_id (problem document). */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignDraftIconController_setIcon: {
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
                    "application/json": components["schemas"]["CampaignDraftView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:edit) or an org_id (problem document). */
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
    v2_PayoutInstructionsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                campaignId?: string;
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
                        data: components["schemas"]["PayoutInstructionView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_PayoutInstructionsController_create: {
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
                "application/json": components["schemas"]["CreatePayoutInstructionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutInstructionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No campaign `campaignId` in the organization. */
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
            /** @description DUPLICATE_EXTERNAL_ID: the externalId is taken within the campaign. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutInstructionsController_get: {
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
                    "application/json": components["schemas"]["PayoutInstructionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_PayoutInstructionsController_update: {
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
                    "application/json": components["schemas"]["PayoutInstructionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutInstructionsController_activityOf: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_PayoutInstructionsController_initiate: {
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
                    "application/json": components["schemas"]["PayoutInstructionView"];
                };
            };
            /** @description When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutInstructionsController_reinitiate: {
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
                    "application/json": components["schemas"]["PayoutInstructionView"];
                };
            };
            /** @description When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutInstructionsController_cancel: {
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
                    "application/json": components["schemas"]["PayoutInstructionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutInstructionsController_sendReminder: {
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
                    "application/json": components["schemas"]["PayoutInstructionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignPayoutInstructionsController_bulkInitiate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                campaignId: string;
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
                    "application/json": components["schemas"]["BulkActionView"] | components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignPayoutInstructionsController_bulkRemind: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                campaignId: string;
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:sendReminders) or an org_id (problem document). */
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
            /** @description CAMPAIGN_NOT_ACTIVE: the campaign has expired. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_ApprovalPolicyController_get: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_ApprovalPolicyController_put: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_ApprovalRequestsController_list: {
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
                        data: components["schemas"]["ApprovalRequestView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_ApprovalRequestsController_get: {
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
                    "application/json": components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_ApprovalRequestsController_approve: {
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
                    "application/json": components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_ApprovalRequestsController_reject: {
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
                    "application/json": components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_FundingTransfersController_setTags: {
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
                "application/json": components["schemas"]["TransferTagsDto"];
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
            /** @description Validation problem: `campaignId` missing or malformed, an unknown member, or a campaign of another funds holder. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such funding transfer, or no such campaign, in the organization. */
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
            /** @description `INSUFFICIENT_DISTRIBUTION_BALANCE`: the previous campaign has already allocated part of the amount, so it cannot be moved away; nothing is changed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_UploadsController_sampleFile: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_UploadsController_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                campaignId: string;
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
                    "application/json": components["schemas"]["UploadView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_UploadsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
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
                    "application/json": components["schemas"]["UploadView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such upload of that campaign in the organization. */
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
    v2_UploadsController_rowErrors: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                campaignId: string;
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such upload of that campaign in the organization. */
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
    v2_InstructionPayoutsController_payout: {
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
                    "application/json": components["schemas"]["PayoutView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_InstructionPayoutsController_tryRestore: {
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
                    "application/json": components["schemas"]["PayoutInstructionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutsController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description Only payouts now in one of these statuses; repeat the member for several (`?status=Failed&status=Returned`). */
                status?: components["schemas"]["PayoutStatus"][];
                /** @description Only payouts by methods of this category. */
                category?: components["schemas"]["PayoutMethodCategory"];
                /** @description Only the payouts of this campaign (an unknown one, or another organization’s, has none). */
                campaignId?: string;
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
                        data: components["schemas"]["PayoutListItemView"][];
                    };
                };
            };
            /** @description Validation problem naming the field: an unknown status or category, a malformed campaignId or date-time, a bad page. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AchTransfersController_ofInstruction: {
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
    v2_AchTransfersController_get: {
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
    v2_AdminTransfersController_trigger: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_AdminTransfersController_achFiles: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdminTransfersController_achFileContent: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdminTransfersController_printRuns: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdminTransfersController_printRunContent: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdminTransfersController_printRunPositivePay: {
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
            /** @description The CSV, as an attachment named `positive-pay-{id}.csv`. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdminTransfersController_failPermanently: {
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
                    "application/json": components["schemas"]["PayoutView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_DirectAchController_request: {
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
                "application/json": components["schemas"]["DirectAchRequestDto"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No campaign `campaignId` in the organization. */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_PayoutProvidersAdminController_list: {
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
                    "application/json": components["schemas"]["PayoutProvidersView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description This scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
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
    v2_PayoutProvidersAdminController_test: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The provider. */
                name: "tremendous" | "paypal" | "lob";
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
                    "application/json": components["schemas"]["ProviderTestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description This scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
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
            /** @description No provider of that name. */
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
            /** @description `PAYOUT_PROVIDER_NOT_CONFIGURED`: no category of this deployment is paid by that provider. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_BankFilesController_show: {
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
                    "application/json": components["schemas"]["BankConnectionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The bank connection is the deployment’s: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
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
    v2_BankFilesController_test: {
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
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankConnectionTestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The bank connection is the deployment’s: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
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
            /** @description `BANK_CONNECTION_NOT_CONFIGURED`: BANK_SFTP_HOST is not set. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_BankFilesController_list: {
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
                        data: components["schemas"]["BankFileDeliveryView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The bank connection is the deployment’s: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
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
    v2_BankFilesController_retry: {
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
                    "application/json": components["schemas"]["BankFileDeliveryView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /**
             * @description The bank connection is the deployment’s: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).
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
            /** @description No such delivery. */
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
            /** @description `BANK_FILE_DELIVERY_NOT_FAILED`: the delivery is `Pending` or `Delivered`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_BankAccountWithdrawalAccountsController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankAccountWithdrawalAccountsController_create: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_BankAccountWithdrawalAccountsController_listLinked: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankAccountWithdrawalAccountsController_createLinked: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_BankAccountWithdrawalAccountsController_get: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankAccountWithdrawalAccountsController_remove: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_CampaignWithdrawalAccountsController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignWithdrawalAccountsController_create: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignWithdrawalAccountsController_listLinked: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignWithdrawalAccountsController_createLinked: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignWithdrawalAccountsController_get: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
            /** @description No such campaign in the organization, or no such withdrawal account of it. */
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
    v2_CampaignWithdrawalAccountsController_remove: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization, or no such withdrawal account of it. */
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
    v2_BankAccountMoneyController_list: {
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
                        data: components["schemas"]["TransactionView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankAccountMoneyController_withdraw: {
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
                "application/json": components["schemas"]["MoveMoneyDto"];
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
                    "application/json": components["schemas"]["TransactionAcceptedView"] | components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description `INSUFFICIENT_FUNDS`: the money attributed to no campaign cannot cover the amount; nothing moved. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"] & {
                        /** @enum {unknown} */
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignMoneyController_list: {
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
                        data: components["schemas"]["TransactionView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
                    };
                };
            };
            /** @description Token lacks a required scope (campaigns:view) or an org_id (problem document). */
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignMoneyController_refund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional; at most 255 characters. A repeat with the same key and the same request, within 24 hours and for the same organization, is not carried out again: it gets the first answer (status, `Location` and body) with `Idempotent-Replayed: true`. The same key with a different request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. A request that fails does not keep its key, so it can be retried with the same key once corrected. */
                "Idempotency-Key"?: string;
            };
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveMoneyDto"];
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
                    "application/json": components["schemas"]["TransactionAcceptedView"] | components["schemas"]["ApprovalRequestView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization, or no such withdrawal account of it or of its bank account. */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_CampaignReportsController_statistics: {
        parameters: {
            query?: {
                /** @description First UTC day included. */
                from?: string;
                /** @description Last UTC day included. */
                to?: string;
            };
            header?: never;
            path: {
                campaignId: string;
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
                    "application/json": components["schemas"]["CampaignStatisticsView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignReportsController_conversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
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
                    "application/json": components["schemas"]["ConversionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignReportsController_payoutMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignReportsController_payoutsHistory: {
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
                campaignId: string;
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
    v2_CampaignReportsController_basicReport: {
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
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page as CSV. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Instructions of the campaign, all pages. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
    v2_PortfolioController_organizationStatistics: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_PortfolioController_redemptionActivity: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_PortfolioController_dashboard: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_UsersController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_UsersController_get: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_UsersController_remove: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_UsersController_changeRole: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_RolesController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_RolesController_get: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_InvitationsController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_InvitationsController_create: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_InvitationsController_cancel: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_MeController_get: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_MeController_signIn: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_WebhookEndpointsController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_WebhookEndpointsController_create: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_WebhookEndpointsController_get: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_WebhookEndpointsController_remove: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_WebhookEndpointsController_update: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_WebhookEndpointsController_rotateSecret: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_WebhookEndpointsController_deliveries: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_WebhookEndpointsController_replay: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_WebhookEventsController_list: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdministrationController_publish: {
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
                "application/json": components["schemas"]["PublishMessagesDto"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
            /** @description No such campaign in the organization. */
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_AdministrationController_listQueues: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdministrationController_listScheduledJobs: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdministrationController_setPaused: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AdministrationController_run: {
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
                        code?: "CONCURRENT_MODIFICATION" | "ALREADY_EXISTS" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "INSUFFICIENT_FUNDS" | "INVALID_PAYOUT_INSTRUCTION_STATE" | "PAYOUT_INSTRUCTIONS_NOT_INITIABLE" | "INSUFFICIENT_DISTRIBUTION_BALANCE" | "DUPLICATE_EXTERNAL_ID" | "CAMPAIGN_NOT_ACTIVE" | "BANK_ACCOUNT_NOT_ACTIVE" | "NO_PAYOUT_TO_SIMULATE" | "PAYOUT_NOT_OPEN" | "PAYOUT_ALREADY_REQUESTED" | "NO_TRANSFER_TO_SIMULATE" | "PAYOUT_PROVIDER_NOT_CONFIGURED" | "BANK_CONNECTION_NOT_CONFIGURED" | "BANK_FILE_DELIVERY_NOT_FAILED" | "LAST_ADMINISTRATOR" | "INVITATION_NOT_PENDING" | "APPROVAL_NOT_PENDING";
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
    v2_AttentionController_of: {
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
                    "application/json": components["schemas"]["AttentionView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_AuditLogController_list: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                /** @description The user’s id, or a machine client’s token subject or client id. */
                actorId?: string;
                /** @description The operation’s id, e.g. `payoutInstructions.initiate`. */
                action?: string;
                /** @description e.g. `Campaign`, `PayoutInstruction`. */
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankInboxController_list: {
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
                        data: components["schemas"]["BankInboundFileView"][];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
    v2_BankInboxController_get: {
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
                    "application/json": components["schemas"]["BankInboundFileView"];
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
                        code?: "UNAUTHENTICATED" | "CALLBACK_SIGNATURE_INVALID" | "CLAIM_SESSION_INVALID";
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
