/**
 * GENERATED from the gateway's OpenAPI document (the services' contracts) by `npm run api-types -w frontend`. Do not edit:
 * change the contract (services/<name>/src/http/contract.ts) and run the command again. The SPA's names for these
 * shapes are in ./types.ts.
 */

export interface paths {
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account and receive a token */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail and password and receive a token */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getGetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resetPassword": {
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
        /** Ask for a password reset: a single-use link is e-mailed to the owner, who chooses the new password there */
        patch: operations["patchResetPassword"];
        trace?: never;
    };
    "/confirmPasswordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** From the e-mailed link: set the new password the link's owner chose; every session of the account ends */
        post: operations["postConfirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verifyEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** From the e-mailed link (/verify-email?token=...): proves the account's address; single use, expires after EMAIL_VERIFICATION_TTL */
        post: operations["postVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resendVerification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a new verification link to the caller's address (older links stop working); the same answer whether it still needed verifying or not */
        post: operations["postResendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: ends every session of the caller's account, on every device */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search, filter and page through users */
        get: operations["getGetUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/update-user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a user's name, e-mail and mobile */
        put: operations["putUpdateUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delete-user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an account; its tokens stop working at once. Refused while the customer has a rental that is still running or owes the store money */
        delete: operations["deleteDeleteUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue, in display order (answers with an ETag; If-None-Match gives 304) */
        get: operations["getGetProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/updateProduct/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a product's name, price, stock status, combo flag, key features, photo and unit counts (available, maintenance). stock_status 'maintenance' and 'discontinued' are the admin's; otherwise it follows the units: 'low' at 2 or fewer available, 'rented' at none */
        put: operations["putUpdateProductId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product photo: the image bytes, cached for a year (a changed photo gets a new id); If-None-Match gives 304 */
        get: operations["getPhotosId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addItemsToCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the customer's cart; names and prices come from the catalogue */
        post: operations["postAddItemsToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/updateTvscreen": {
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
        /** Store the TV size the customer chose */
        patch: operations["patchUpdateTvscreen"];
        trace?: never;
    };
    "/getCartItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's cart */
        get: operations["getGetCartItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verifyCalandar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booked delivery slots from today on (no one else’s details), with the delivery calendar’s rules */
        get: operations["getVerifyCalandar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a delivery place: ?q= searches (up to 8 results), ?lat=&lng= gives the nearest places first */
        get: operations["getGeocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storeBilling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the signed rental agreement and set up the card with the payment provider */
        post: operations["postStoreBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/updatePaymentMethod": {
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
        /** Make another card the customer's default (later drafts use it) */
        patch: operations["patchUpdatePaymentMethod"];
        trace?: never;
    };
    "/pauseBilling": {
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
        /** Pause the customer's billing: the drafts of their active orders with nothing due are deferred until it is resumed or it ends by itself after PAUSE_MAX_DAYS (30) days; once in PAUSE_EVERY_MONTHS (6) months (publishes billing.paused). Pausing a paused account changes nothing */
        patch: operations["patchPauseBilling"];
        trace?: never;
    };
    "/resumeBilling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume the customer's billing from the next draft day (publishes billing.resumed) */
        post: operations["postResumeBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payNow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay what is due on one of the caller's orders (its failed and open monthly invoices and the late fees assessed on them) now, with the card on file or a card given (paymentMethodId); each invoice paid publishes invoice.paid, so the order is active again. Each invoice is claimed before the provider is asked (with an idempotency key of the invoice), so it is charged once however often this is sent */
        post: operations["postPayNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getBillingDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's billing: the provider to enter cards with, the default card, pause state, signed agreement, invoices */
        get: operations["getGetBillingDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/createSandboxPaymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode only (no Stripe key): a payment method from one of Stripe's test cards, as Stripe.js makes one */
        post: operations["postCreateSandboxPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/createSetupIntent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A SetupIntent for the caller's customer at the payment provider (usage off_session): the card is confirmed with it (Stripe.js confirmCardSetup, or POST /confirmSandboxSetupIntent) before the agreement is signed */
        post: operations["postCreateSetupIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/confirmSandboxSetupIntent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode only (no Stripe key): confirms the caller's SetupIntent with a payment method, answering Stripe test mode's documented declines */
        post: operations["postConfirmSandboxSetupIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events (invoice.paid, invoice.payment_failed, customer.subscription.updated): the raw body, signed in Stripe-Signature */
        post: operations["postWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suspendUser/{id}": {
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
        /** Suspend a customer: their billing is paused as their own Pause Billing does (publishes billing.paused; /getUsers shows them Suspended) */
        patch: operations["patchSuspendUserId"];
        trace?: never;
    };
    "/activateUser/{id}": {
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
        /** Activate a suspended customer: their billing resumes as their own Resume Billing does (publishes billing.resumed) */
        patch: operations["patchActivateUserId"];
        trace?: never;
    };
    "/createOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order for the customer's cart, priced on the server, for the delivery slot chosen (claimed at once). The order is pending until its subscription starts with the billing stored by POST /storeBilling (sent before or after). The same request again (the same Idempotency-Key header, or the same choice within a minute, or while the order is pending) answers the same order */
        post: operations["postCreateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getRecentOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's most recent order, for the confirmation page */
        get: operations["getGetRecentOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through the placed orders ("subscriptions"), newest first, filtered by status and searched on the server: search matches the order id, the customer's name or e-mail, or an item's name (case-insensitive). limit goes up to 10,000 for the statistics call (page=1&limit=10000, spec 7, 9); a page above 100 rows is sent as it is read, in batches, so its answer may end cut off if the server fails midway */
        get: operations["getGetOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pauseSubscription/{id}": {
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
        /** Pause an active subscription: its billing stops drafting until it is resumed (order.paused, consumed by billing) */
        patch: operations["patchPauseSubscriptionId"];
        trace?: never;
    };
    "/unpauseSubscription/{id}": {
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
        /** Resume a paused subscription: its billing drafts again (order.resumed, consumed by billing) */
        patch: operations["patchUnpauseSubscriptionId"];
        trace?: never;
    };
    "/getSubscriptionBilling/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The money of one subscription for its details: its invoices (rent, late fees, a payoff) with their lines, the unpaid ones, the fees, the amount due, the days late and whether it may be repossessed, all as billing computed them */
        get: operations["getGetSubscriptionBillingId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getAdminStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's figures (spec 3, admin stats) computed over all the data: customers from identity (admins are not counted), products from catalog, subscriptions here; with the change of users, active subscriptions, monthly revenue and available inventory this month */
        get: operations["getGetAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getAnalytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The analytics figures and charts (spec 2.17, 9) computed over all the data; months are calendar months in UTC, the last 6 up to this one */
        get: operations["getGetAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getDashboardData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's account page: their profile, orders (with what each item costs to own and how much of it is paid), card and invoices. Always 200: a part whose service is down is null or empty and named in `missing` */
        get: operations["getGetDashboardData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/draftAgreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The rental agreement for the order the caller is about to place: their server cart priced with the catalogue's prices (client-sent prices are ignored), each item with its size or plug and cost to own, the delivery address and time, today's charge by line, the draft day and first draft date, how the monthly rent is collected (from the saved card, or by e-mailed invoice), and the disclosures of the rental-purchase law (Indiana). Kept under its hash for a day (for good once signed), so the order can show it again (GET /getAgreement/{orderId}). The same request again answers the same text and hash (the date it names is today's) */
        post: operations["postDraftAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getAgreement/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed agreement of one of the caller's orders, to download again: the text as signed (with its hash), who signed, when, and the signature images */
        get: operations["getGetAgreementOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setDeliveryAddress/{orderId}": {
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
        /** Give (or correct) the street address of the caller's own order, e.g. one placed without it, whose delivery is not confirmed until it is given. The address is checked as at POST /createOrder (the ZIP code must be one of the state's) */
        patch: operations["patchSetDeliveryAddressOrderId"];
        trace?: never;
    };
    "/markDelivered/{orderId}": {
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
        /** Mark an order's delivery made (technician, note): deliveryStatus becomes 'delivered' and the rental's term starts (order.delivered: billing counts the month from now). Only a placed and paid order whose delivery is scheduled or missed; marked again it answers the same order and tells nothing twice */
        patch: operations["patchMarkDeliveredOrderId"];
        trace?: never;
    };
    "/markMissed/{orderId}": {
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
        /** Mark an order's delivery missed (note): deliveryStatus becomes 'missed', its slot is freed and the customer is told and asked to pick a new time (order.delivery-missed). Marked again it answers the same order */
        patch: operations["patchMarkMissedOrderId"];
        trace?: never;
    };
    "/rescheduleDelivery/{orderId}": {
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
        /** Move the delivery of the caller's own order (scheduled, or missed) to another slot, under the same calendar rules and notice (DELIVERY_LEAD_HOURS) as booking. The new slot is held before the old one is freed: a slot taken keeps the old one */
        patch: operations["patchRescheduleDeliveryOrderId"];
        trace?: never;
    };
    "/requestRepair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a technician for an item of the caller's own delivered, running order: the visit is booked on the crew's calendar (the slot rules of deliveries) and a ticket opens, booked. One open ticket per order item: the same request twice at once books one visit and opens one ticket */
        post: operations["postRequestRepair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getRepairTickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's repair tickets, newest first */
        get: operations["getGetRepairTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getAllRepairTickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every repair ticket, newest first, or those of one status */
        get: operations["getGetAllRepairTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/updateRepairTicket/{ticketId}": {
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
        /** Move a ticket on: visited (from booked), fixed or replaced (from booked or visited). Replaced sends one of the order's units of the item to maintenance and a unit from the shelf takes its place (a new serial). The same move again answers the same ticket and changes nothing */
        patch: operations["patchUpdateRepairTicketTicketId"];
        trace?: never;
    };
    "/requestReturn/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the rental of the caller's own delivered, live order (active, overdue or paused) by booking a pickup on the crew's calendar (the delivery calendar's rules and notice). Month to month, no fee: rent is still drafted until the goods are back (order.return-booked). Two requests at once book one pickup */
        post: operations["postRequestReturnOrderId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedulePickup/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a pickup for an order eligible for repossession (more than 90 days late, as the admin's subscription billing view shows it): the customer is told by e-mail and in their notifications (order.return-booked) */
        post: operations["postSchedulePickupOrderId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markReturned/{orderId}": {
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
        /** Mark an order's goods returned (condition, note): the order is completed (order.returned), its subscription ends with a final invoice of anything still owed, its units come back (available, or maintenance when damaged) and its pickup leaves the calendar. Only a delivered order that is live; marked again it answers the same order and tells nothing twice */
        patch: operations["patchMarkReturnedOrderId"];
        trace?: never;
    };
    "/contactSupport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to customer support; the sender gets an acknowledgement by e-mail */
        post: operations["postContactSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getSupportInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support's phone number, opening hours and how soon a message is answered (settings) */
        get: operations["getGetSupportInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getNotifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin feed, newest first, paged: orders, payments, billing pauses, deliveries, support messages, new customers */
        get: operations["getGetNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/markNotificationsRead": {
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
        /** Mark notices read: the ones named by `ids`, or every one with `all: true` */
        patch: operations["patchMarkNotificationsRead"];
        trace?: never;
    };
    "/createAlert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create Alert: the admin's own notice in the feed, of the type and priority chosen, unread, timed now (by the server) */
        post: operations["postCreateAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendBulkMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail (or text, `channel: sms`) a message to the chosen customers (or all of them), now or at `sendAt`; sent once, even across restarts */
        post: operations["postSendBulkMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getScheduledMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bulk messages, scheduled and sent, the latest sendAt first, with their status */
        get: operations["getGetScheduledMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A ticket to open the caller's live status stream (GET /events/stream): used once, within `expiresIn` seconds, bound to this session */
        post: operations["postEventsTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events of the caller's orders as they change (an admin: every order's): `event: order` frames whose data is { type, orderId, status? }, and a comment every ~20 s. One stream per session (a newer one closes it); it closes at log-out */
        get: operations["getEventsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getDeadLetters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each service's dead-lettered events: how many, why, since when. A service that does not answer is a row with status 'unknown' */
        get: operations["getGetDeadLetters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/replayDeadLetters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a service's dead-lettered events back to it, with make replay-dead-letters' bounds: at most `limit` of those waiting, and one replayed 3 times already stays parked unless `force` */
        post: operations["postReplayDeadLetters"];
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
        Error: {
            /** @description A message a person can read */
            error: string;
            /** @description What kind of problem, where a client tells kinds apart: 'payment_error' for a card the payment provider refused */
            type?: string;
            /** @description The problem with the input, on the routes whose client shows it (their error then reads "Validation error: <details>") */
            details?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    mobile: string & (unknown & unknown);
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        token: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account with this email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address: wait the seconds Retry-After says */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        token: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests or wrong passwords from this address (for this account, or for any); other addresses are not slowed */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            name: string;
                            email: string;
                            mobile: string;
                            /** @enum {string} */
                            role: "customer" | "admin";
                            billingPaused: boolean;
                            verified: boolean;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            address?: {
                                city?: string | null;
                            } | null;
                            /** @description Whether a password is set; the hash itself never leaves the service */
                            hasPassword: boolean;
                            createdAt: string;
                            updatedAt: string;
                            __v: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address: wait the seconds Retry-After says */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConfirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address: wait the seconds Retry-After says */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The token is missing, made up, used, replaced by a newer link or expired: nothing changes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address: wait the seconds Retry-After says */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postResendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many new links asked for this account (or requests from this address) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string | null;
                status?: "active" | "suspended" | "all" | "";
                role?: "customer" | "admin" | "all" | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            _id: string;
                            name: string;
                            email: string;
                            mobile: string;
                            /** @enum {string} */
                            role: "customer" | "admin";
                            billingPaused: boolean;
                            verified: boolean;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            address?: {
                                city?: string | null;
                            } | null;
                            /** @description Whether a password is set; the hash itself never leaves the service */
                            hasPassword: boolean;
                            createdAt: string;
                            updatedAt: string;
                            __v: number;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            totalUsers: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUpdateUserId: {
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
                "application/json": {
                    name: string;
                    email: string;
                    mobile?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            _id: string;
                            name: string;
                            email: string;
                            mobile: string;
                            /** @enum {string} */
                            role: "customer" | "admin";
                            billingPaused: boolean;
                            verified: boolean;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            address?: {
                                city?: string | null;
                            } | null;
                            /** @description Whether a password is set; the hash itself never leaves the service */
                            hasPassword: boolean;
                            createdAt: string;
                            updatedAt: string;
                            __v: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another account already has this email */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDeleteUserId: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin, or names its own account ('You cannot delete your own account'); nothing is deleted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This customer has rentals that are still running: end their rentals first (with how many); or this customer still owes the store (unpaid invoices, with the balance): it must be settled first; nothing is deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Their rentals or what they owe could not be checked (order or billing is down or slow): please try again shortly; nothing is deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetProducts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            _id: string;
                            name: string;
                            /** @description Dollars per month, at most 2 decimals; for a TV, per inch of screen */
                            monthly_price: number;
                            /** @description Path of the photo, e.g. /photos/<id> */
                            photo: string;
                            key_features: string[];
                            combo: boolean;
                            /** @enum {string} */
                            stock_status: "available" | "rented" | "maintenance" | "discontinued" | "low";
                            /** @enum {string} */
                            category: "washer" | "dryer" | "refrigerator" | "freezer" | "stove" | "tv" | "combo";
                            __v: number;
                            /** @description The product's units (additive); stock_status 'low' (2 or fewer available) and 'rented' (none) follow from them */
                            units?: {
                                available: number;
                                reserved: number;
                                rented: number;
                                maintenance: number;
                            };
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            totalProducts: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUpdateProductId: {
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
                    name: string;
                    /** @description Dollars per month: a number of at least 0 with at most 2 decimals, e.g. 40 or 12.50; stored in cents */
                    monthly_price?: string | number;
                    /** @enum {string} */
                    stock_status: "available" | "rented" | "maintenance" | "discontinued" | "low";
                    /** @description 'true' or 'false'; absent keeps the current value */
                    combo?: boolean | ("true" | "false");
                    /** @description Sent as key_features[0], key_features[1], ...; empty entries are dropped; absent keeps the current list */
                    key_features?: string[];
                    /** @description Units on the shelf, ready to rent: a whole number from 0 to 100000; absent keeps it. 'low' (2 or fewer available) and 'rented' (none) follow */
                    units_available?: string | number;
                    /** @description Units being repaired: a whole number from 0 to 100000; absent keeps it. 'low' (2 or fewer available) and 'rented' (none) follow */
                    units_maintenance?: string | number;
                    /**
                     * Format: binary
                     * @description Optional new photo: PNG, JPEG, GIF or WebP (checked by content, else "Please select an image file"), at most 5 MB, at least 200 x 200 pixels by its header (else 400 "Image should be at least 200 x 200 pixels")
                     */
                    photo?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        product: {
                            _id: string;
                            name: string;
                            /** @description Dollars per month, at most 2 decimals; for a TV, per inch of screen */
                            monthly_price: number;
                            /** @description Path of the photo, e.g. /photos/<id> */
                            photo: string;
                            key_features: string[];
                            combo: boolean;
                            /** @enum {string} */
                            stock_status: "available" | "rented" | "maintenance" | "discontinued" | "low";
                            /** @enum {string} */
                            category: "washer" | "dryer" | "refrigerator" | "freezer" | "stove" | "tv" | "combo";
                            __v: number;
                            /** @description The product's units (additive); stock_status 'low' (2 or fewer available) and 'rented' (none) follow from them */
                            units?: {
                                available: number;
                                reserved: number;
                                rented: number;
                                maintenance: number;
                            };
                        };
                        photoUrl: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 6144 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPhotosId: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAddItemsToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartItems: {
                        _id?: string;
                        id?: string;
                        /**
                         * @description TV size in inches
                         * @enum {number}
                         */
                        tvSize?: 40 | 43 | 50 | 55 | 60 | 65 | 70 | 75 | 80;
                        comboItem?: {
                            /** @enum {string} */
                            plugType: "3-prong" | "4-prong";
                            plugDescription?: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cartItems: {
                            items: {
                                id: string;
                                name: string;
                                /** @description Dollars per month for this line (a TV: the product price times its size) */
                                monthly_price: number;
                                photo: string;
                                /**
                                 * @description A TV line only: its size in inches
                                 * @enum {number}
                                 */
                                tvSize?: 40 | 43 | 50 | 55 | 60 | 65 | 70 | 75 | 80;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @enum {string} */
                                    plugType: "3-prong" | "4-prong";
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The chosen TV size in inches, or null */
                            tvSize: (40 | 43 | 50 | 55 | 60 | 65 | 70 | 75 | 80) | null;
                            /** @description What is drafted each month: the sum of the lines' prices, integer cents */
                            monthlyTotalCents: number;
                            /** @description 2500 for a single item, 0 for two or more (and for an empty cart), integer cents */
                            deliveryFeeCents: number;
                            /** @description Today's payment: the first month plus the delivery fee, integer cents */
                            totalTodayCents: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A chosen product is not on offer (rented, in maintenance or discontinued): 'Smart TV is not available to rent right now' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUpdateTvscreen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description TV size in inches
                     * @enum {number}
                     */
                    tvSize: 40 | 43 | 50 | 55 | 60 | 65 | 70 | 75 | 80;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /**
                         * @description TV size in inches
                         * @enum {number}
                         */
                        tvSize: 40 | 43 | 50 | 55 | 60 | 65 | 70 | 75 | 80;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetCartItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cartItems: {
                            items: {
                                id: string;
                                name: string;
                                /** @description Dollars per month for this line (a TV: the product price times its size) */
                                monthly_price: number;
                                photo: string;
                                /**
                                 * @description A TV line only: its size in inches
                                 * @enum {number}
                                 */
                                tvSize?: 40 | 43 | 50 | 55 | 60 | 65 | 70 | 75 | 80;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @enum {string} */
                                    plugType: "3-prong" | "4-prong";
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The chosen TV size in inches, or null */
                            tvSize: (40 | 43 | 50 | 55 | 60 | 65 | 70 | 75 | 80) | null;
                            /** @description What is drafted each month: the sum of the lines' prices, integer cents */
                            monthlyTotalCents: number;
                            /** @description 2500 for a single item, 0 for two or more (and for an empty cart), integer cents */
                            deliveryFeeCents: number;
                            /** @description Today's payment: the first month plus the delivery fee, integer cents */
                            totalTodayCents: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVerifyCalandar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every booked slot from firstDay (the end of the lead time, in the delivery time zone) to lastDay, by date and time; nothing about who booked it */
                        orders: {
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /**
                             * @description One of the 12 hourly slots, e.g. '3:00 PM'
                             * @enum {string}
                             */
                            deliveryTime: "8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM";
                        }[];
                        /** @description Today's date in the delivery time zone: earlier dates are past */
                        today: string;
                        /** @description The first date a delivery can be booked for (the end of the lead time): earlier dates are never offered */
                        firstDay: string;
                        /** @description The notice a delivery needs, in hours (24: deliveries from tomorrow on) */
                        leadHours: number;
                        /** @description The last date a delivery can be booked for */
                        lastDay: string;
                        /** @description The delivery time zone (IANA), e.g. 'America/Indiana/Indianapolis': slot hours are its hours */
                        timeZone: string;
                        /** @description The weekdays with deliveries, 0 = Sunday .. 6 = Saturday */
                        deliveryDays: number[];
                        /** @description The 12 slot labels of a day, in order: '8:00 AM' .. '7:00 PM' */
                        slots: ("8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM")[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGeocode: {
        parameters: {
            query?: {
                q?: string;
                limit?: number;
                lat?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            /** @description Stable id of the place */
                            id: string;
                            /** @description The place's own name, e.g. 'Indianapolis' or '46204' */
                            name: string;
                            /** @description The full name to show, e.g. 'Indianapolis, Indiana, United States' */
                            placeName: string;
                            lat: number;
                            lng: number;
                            /** @enum {string} */
                            kind: "place" | "locality" | "neighborhood" | "address" | "postcode";
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStoreBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The payment method the card payment provider made from the card (Stripe.js), or the sandbox's (pm_card_visa, pm_sandbox_...) */
                    paymentMethodId: string;
                    zipCode: string;
                    /** @description The day of the month later payments are drafted, 1 to 28 */
                    draftDay: number;
                    saveCard: boolean;
                    agreement: {
                        customerName: string;
                        /** @description PNG image data URL (data:image/png;base64,...), at most 60000 characters */
                        customerSignature: string;
                        /** @description PNG image data URL (data:image/png;base64,...), at most 60000 characters */
                        lessorSignature: string;
                        /** @description The signer's local date, as their browser wrote it */
                        signedDate: string;
                        /** @constant */
                        agreementVersion: "1.0";
                        /** Format: date-time */
                        signatureTimestamp: string;
                        /** @description The fingerprint (hash) POST /draftAgreement answered for the text signed: kept with the signature, and the order keeps that text */
                        agreementHash?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        paymentMethod: {
                            id: string;
                            card: {
                                /** @description visa, mastercard, amex, ... */
                                brand: string;
                                last4: string;
                                exp_month: number;
                                exp_year: number;
                            };
                            billing_details: {
                                address: {
                                    postal_code: string | null;
                                };
                            };
                        };
                        agreement: {
                            id: string;
                            agreementVersion: string;
                            signedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The card was refused: { type: 'payment_error', error, code } */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUpdatePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The payment method the card payment provider made from the card (Stripe.js), or the sandbox's (pm_card_visa, pm_sandbox_...) */
                    paymentMethodId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        paymentMethod: {
                            id: string;
                            card: {
                                /** @description visa, mastercard, amex, ... */
                                brand: string;
                                last4: string;
                                exp_month: number;
                                exp_year: number;
                            };
                            billing_details: {
                                address: {
                                    postal_code: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The card was refused: { type: 'payment_error', error, code } */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No billing set up yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPauseBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        billingPaused: boolean;
                        /** @description ISO time the customer's pause ends by itself; null when not paused or suspended by an admin */
                        pauseEndsAt?: string | null;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Paused within the last PAUSE_EVERY_MONTHS months: a sentence naming the date it can be used again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postResumeBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        billingPaused: boolean;
                        /** @description ISO time the customer's pause ends by itself; null when not paused or suspended by an admin */
                        pauseEndsAt?: string | null;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPayNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The order whose due invoices to pay */
                    orderId: string;
                    /** @description true: pay the order off early instead (the early purchase option: half of the payments still to make, worked out by billing, never sent): it completes as owned. Only an order with nothing due */
                    payoff?: boolean;
                    /** @description A card the caller's browser just made (POST /createSandboxPaymentMethod, or Stripe.js) to pay with instead of the card on file (an account that keeps no card has none): detached after paying unless saveCard. Another customer's card is refused (400) */
                    paymentMethodId?: string;
                    /** @description With paymentMethodId: true keeps it as the card on file, and the monthly invoices are charged to it again ("Save this card for recurring payments") */
                    saveCard?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many invoices were paid */
                        paid: number;
                        /** @description Dollars paid */
                        amount: number;
                        /** @description payoff: the order is owned now */
                        owned?: boolean;
                    };
                };
            };
            /** @description Bad input, or a paymentMethodId the provider does not know as the caller's ('No such payment method') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The card was refused: { type: 'payment_error', error, code }; the invoice stays due and can be paid again */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order of the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'A payment for this order is already in progress' (the same order paid by another request now), 'Nothing is due on this order', 'Please add a card to pay this invoice' (no card on file and no paymentMethodId), or no billing set up; payoff: something is due on the order (paid first), it is owned already, or it has no running rental */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description stripe: enter cards with Stripe.js and publishableKey; sandbox: POST /createSandboxPaymentMethod
                         * @enum {string}
                         */
                        provider: "stripe" | "sandbox";
                        publishableKey: string | null;
                        billing: {
                            paymentMethod: {
                                id: string;
                                card: {
                                    /** @description visa, mastercard, amex, ... */
                                    brand: string;
                                    last4: string;
                                    exp_month: number;
                                    exp_year: number;
                                };
                                billing_details: {
                                    address: {
                                        postal_code: string | null;
                                    };
                                };
                            } | null;
                            draftDay: number | null;
                            saveCard: boolean | null;
                            billingPaused: boolean;
                            /** @description The newest signed agreement, to show or download again */
                            agreement: {
                                id: string;
                                agreementVersion: string;
                                customerName: string;
                                /** @description PNG image data URL, as signed */
                                customerSignature: string;
                                /** @description PNG image data URL, as signed */
                                lessorSignature: string;
                                signedDate: string;
                                /** @description ISO time the signer sent */
                                signatureTimestamp: string;
                                /** @description ISO time the server stored the signed agreement */
                                signedAt: string;
                                signerIp: string;
                            } | null;
                            /** @description Newest first, at most 24 */
                            invoices: {
                                id: string;
                                orderId: string | null;
                                subscriptionId: string | null;
                                /** @description Dollars */
                                amount: number;
                                currency: string;
                                /**
                                 * @description open: issued to be paid with Pay Now (no card on file), due but not late
                                 * @enum {string}
                                 */
                                status: "paid" | "failed" | "open";
                                /** @description ISO time the invoice was issued */
                                date: string;
                                /**
                                 * @description rent (a month, the first payment included), a late fee, the early purchase payoff, or the final statement of a returned rental ($0.00 itself: its lines name what is still owed)
                                 * @enum {string}
                                 */
                                kind: "rent" | "late-fee" | "payoff" | "final";
                                /** @description What it is made of: rent one line per item, a fee or a payoff one line (empty for older invoices) */
                                lines: {
                                    description: string;
                                    /** @description Dollars */
                                    amount: number;
                                }[];
                            }[];
                            /** @description The limits of the customer's own pause */
                            pause: {
                                /** @description A pause ends by itself after this many days */
                                maxDays: number;
                                /** @description A pause can be used once in this many months */
                                everyMonths: number;
                                /** @description ISO time the customer's pause in force ends by itself; null when not paused or suspended by an admin */
                                endsAt: string | null;
                                /** @description ISO time from which a pause can be used again; null when it can now */
                                nextPauseFrom: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCreateSandboxPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        number: string;
                        exp_month: number;
                        exp_year: number;
                        cvc: string;
                    };
                    billing_details?: {
                        address?: {
                            postal_code?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentMethod: {
                            id: string;
                            card: {
                                /** @description visa, mastercard, amex, ... */
                                brand: string;
                                last4: string;
                                exp_month: number;
                                exp_year: number;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a usable test card: { type: 'payment_error', error, code } with Stripe's words */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe is configured: cards go to Stripe.js */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCreateSetupIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description seti_... */
                        setupIntentId: string;
                        /** @description What the browser confirms the SetupIntent with; the caller's only */
                        clientSecret: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConfirmSandboxSetupIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From POST /createSetupIntent */
                    clientSecret: string;
                    /** @description The payment method the card payment provider made from the card (Stripe.js), or the sandbox's (pm_card_visa, pm_sandbox_...) */
                    paymentMethodId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        setupIntent: {
                            id: string;
                            /** @constant */
                            status: "succeeded";
                            payment_method: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The card was refused (Stripe's last_setup_error): { type: 'payment_error', error, code }; the SetupIntent can be confirmed again with another card */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe is configured, or no such SetupIntent of the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The SetupIntent has succeeded already, or is being confirmed by another request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksStripe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe is not configured here */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 512 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchSuspendUserId: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        userId: string;
                        billingPaused: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin, or names its own account ('You cannot suspend your own account') */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No live user has this id: 'No such user' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The billing service cannot be reached, or identity gave an answer billing cannot use */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider or identity is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchActivateUserId: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        userId: string;
                        billingPaused: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No live user has this id: 'No such user' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The billing service cannot be reached, or identity gave an answer billing cannot use */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider or identity is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCreateOrder: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    location: {
                        lat: number;
                        lng: number;
                    };
                    /** @description YYYY-MM-DD */
                    deliveryDate: string;
                    /** @enum {string} */
                    deliveryTime: "8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM";
                    /** @description The total the customer saw, in dollars: compared with the server's and logged, never charged */
                    totalCost?: number | string;
                    /** @description The place as the customer picked it, e.g. "Indianapolis, Indiana" */
                    locationName?: string | null;
                    /** @description The street address (added to the spec): without it the order is placed but waits for it ("address needed", PATCH /setDeliveryAddress/{orderId}) */
                    deliveryAddress?: {
                        /** @description Street and number, 1 to 120 characters */
                        street: string;
                        /** @description Apartment, suite or unit, at most 40 characters */
                        unit?: string;
                        /** @description 1 to 80 characters */
                        city: string;
                        /** @description Two-letter US state code, e.g. IN */
                        state: string;
                        /** @description Five digits, one of the state's ZIP codes */
                        zipCode: string;
                        /** @description How to get in (stairs, gate code), at most 300 characters */
                        accessNotes?: string;
                    };
                    /** @description The answer to "Do you have Stairs?" (added to the spec) */
                    stairs?: boolean;
                    /** @description The hash of the agreement the customer signed (POST /draftAgreement; added to the spec): when sent, the order is placed only if it prices exactly as that agreement did, and keeps the hash */
                    agreementHash?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'This time slot is already booked'; or the customer already has an order awaiting payment for another slot (`orderId`, `deliveryDate`, `deliveryTime` name it: one unpaid order per customer); or a product in the cart is no longer available (`productId`; nothing is placed); or, with `agreementHash`, `code: 'agreement-changed'`: 'Your order changed after the agreement was written. Please read and sign the agreement again.' (the cart or its prices changed since the agreement was drafted; nothing is placed, no slot is held); or 'This account was deleted: it cannot order or sign anything' (a request that reached order after its customer was deleted) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slot can no longer be booked, in words for the customer (a past date or slot, a day without deliveries, beyond the booking horizon, a date that does not exist); or the Idempotency-Key was used before for a different request; or, with `agreementHash`, `code: 'agreement-not-on-file'`: 'The agreement you signed is no longer on file. Please open the agreement again.' (no such agreement drafted for this customer, or it expired; nothing is placed) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many orders from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetRecentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer has placed no order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled" | "all" | "";
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            /** @description The order's id, as every order of spec 3 carries it */
                            _id: string;
                            /** @description The customer's id, as every order of spec 3 carries it */
                            user: string;
                            /** @description The order's id (the Subscription ID column) */
                            id: string;
                            userId: string;
                            /** @description The customer's name, else e-mail, else 'Unknown User' */
                            userName: string;
                            /** @description The customer's e-mail ('' when the account is gone) */
                            userEmail: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryTime: string;
                            /** @description ISO time the order was placed */
                            createdAt: string;
                            /** @description Every item of the order, combo sets included (comboItem only repeats the sets' plugs) */
                            itemCount: number;
                            /** @description Dollars: the sum of monthly_price over items and comboItem */
                            monthlyTotal: number;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            subscriptionId: string | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            totalSubscriptions: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description identity is unavailable (customer names and e-mails) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPauseSubscriptionId: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            /** @description The order's id, as every order of spec 3 carries it */
                            _id: string;
                            /** @description The customer's id, as every order of spec 3 carries it */
                            user: string;
                            /** @description The order's id (the Subscription ID column) */
                            id: string;
                            userId: string;
                            /** @description The customer's name, else e-mail, else 'Unknown User' */
                            userName: string;
                            /** @description The customer's e-mail ('' when the account is gone) */
                            userEmail: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryTime: string;
                            /** @description ISO time the order was placed */
                            createdAt: string;
                            /** @description Every item of the order, combo sets included (comboItem only repeats the sets' plugs) */
                            itemCount: number;
                            /** @description Dollars: the sum of monthly_price over items and comboItem */
                            monthlyTotal: number;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            subscriptionId: string | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Subscription not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription is not active, e.g. "An order that is cancelled cannot be paused" */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUnpauseSubscriptionId: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            /** @description The order's id, as every order of spec 3 carries it */
                            _id: string;
                            /** @description The customer's id, as every order of spec 3 carries it */
                            user: string;
                            /** @description The order's id (the Subscription ID column) */
                            id: string;
                            userId: string;
                            /** @description The customer's name, else e-mail, else 'Unknown User' */
                            userName: string;
                            /** @description The customer's e-mail ('' when the account is gone) */
                            userEmail: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryTime: string;
                            /** @description ISO time the order was placed */
                            createdAt: string;
                            /** @description Every item of the order, combo sets included (comboItem only repeats the sets' plugs) */
                            itemCount: number;
                            /** @description Dollars: the sum of monthly_price over items and comboItem */
                            monthlyTotal: number;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            subscriptionId: string | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Subscription not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription is not paused by an admin, e.g. "An order that is active cannot be resumed", or only the customer's own billing pause holds it (it resumes with their billing) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetSubscriptionBillingId: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The order's id */
                        subscriptionId: string;
                        /** @enum {string} */
                        status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                        /** @description Computed by billing; null when billing could not be asked (unknown, not nothing) */
                        billing: {
                            /** @description Oldest first */
                            invoices: {
                                invoiceId: string;
                                /**
                                 * @description rent (a month, the first payment included), a late fee, the early purchase payoff, or the final statement of a returned rental ($0.00 itself: its lines name what is still owed)
                                 * @enum {string}
                                 */
                                kind: "rent" | "late-fee" | "payoff" | "final";
                                /**
                                 * @description failed: unpaid and due; open: issued to be paid by the customer, not yet late
                                 * @enum {string}
                                 */
                                status: "paid" | "failed" | "open";
                                /** @description ISO time */
                                issuedAt: string;
                                /** @description ISO time; null while unpaid */
                                paidAt: string | null;
                                /** @description The store date (YYYY-MM-DD, the store's time zone) it was due */
                                dueDate: string;
                                /** @description Why its last charge failed, in the provider's words */
                                failureMessage: string | null;
                                /** @description Dollars */
                                amount: number;
                                /** @description What it is made of: the items of a month, the late fee */
                                lines: {
                                    description: string;
                                    amount: number;
                                }[];
                            }[];
                            /** @description Unpaid invoices (failed charges, fees assessed) */
                            failedCount: number;
                            /** @description Dollars: every late fee assessed on it, paid or not */
                            fees: number;
                            /** @description Dollars: the late fees still unpaid (part of amountDue) */
                            feesDue: number;
                            /** @description Dollars: every unpaid invoice */
                            amountDue: number;
                            /** @description The store's date today minus the due date of the oldest unpaid month; 0 when none */
                            daysLate: number;
                            /** @description More than 90 days late: the agreement allows repossession */
                            repossessionEligible: boolean;
                        } | null;
                        /** @description ISO time the answer was made */
                        generatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Subscription not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stats: {
                            /** @description Customers (admins are not counted) */
                            totalUsers: number;
                            /** @description Customers whose billing is not paused */
                            activeUsers: number;
                            /** @description Customers whose billing is paused */
                            suspendedUsers: number;
                            /** @description Customers whose e-mail address is proved */
                            verifiedUsers: number;
                            /** @description Placed orders, every status */
                            totalSubscriptions: number;
                            activeSubscriptions: number;
                            pausedSubscriptions: number;
                            cancelledSubscriptions: number;
                            /** @description Dollars: the monthly totals of the active subscriptions (spec 9) */
                            monthlyRevenue: number;
                            totalProducts: number;
                            /** @description Products that can be rented: stock status 'available' or 'low' (2 or fewer units on the shelf) */
                            availableInventory: number;
                            /** @description Of those, the products low on stock (stock status 'low') */
                            lowStockItems: number;
                            rentedItems: number;
                            maintenanceItems: number;
                            /** @description Dollars paid in the store's current month (the invoices paid in it, whatever month they were for); null when billing could not be asked */
                            collectedThisMonth: number | null;
                            /** @description What is overdue now, over every order; null when billing could not be asked */
                            overdue: {
                                /** @description Dollars unpaid and due */
                                amount: number;
                                /** @description Orders with an unpaid invoice */
                                orders: number;
                            } | null;
                        };
                        changes: {
                            /** @description Now against the start of this month (UTC): what stood then, of what stands now */
                            users: {
                                current: number;
                                previous: number;
                                /** @description (current - previous) / previous × 100, one decimal; 100 when previous is 0 and current is not, 0 when both are */
                                percent: number;
                            };
                            /** @description Now against the start of this month (UTC): what stood then, of what stands now */
                            subscriptions: {
                                current: number;
                                previous: number;
                                /** @description (current - previous) / previous × 100, one decimal; 100 when previous is 0 and current is not, 0 when both are */
                                percent: number;
                            };
                            /** @description Now against the start of this month (UTC): what stood then, of what stands now */
                            revenue: {
                                current: number;
                                previous: number;
                                /** @description (current - previous) / previous × 100, one decimal; 100 when previous is 0 and current is not, 0 when both are */
                                percent: number;
                            };
                            /** @description Products that can be rented (available or low) now against the start of this month: of those rentable now, the ones already in the catalogue then (a change of stock status is not remembered, so only products added this month move it) */
                            inventory: {
                                current: number;
                                previous: number;
                                /** @description (current - previous) / previous × 100, one decimal; 100 when previous is 0 and current is not, 0 when both are */
                                percent: number;
                            };
                        };
                        /** @description ISO time the figures were computed */
                        generatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description identity or catalog is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Dollars: the monthly totals of the active subscriptions */
                        monthlyRevenue: number;
                        totalUsers: number;
                        /** @description Percent of placed orders that are cancelled, one decimal */
                        churnRate: number;
                        /** @description Dollars: monthly revenue / active users × 12, cents */
                        averageLtv: number;
                        /** @description Each month's end: the monthly revenue of today's active subscriptions placed by then (the last entry is monthlyRevenue) */
                        revenueTrend: {
                            /** @description YYYY-MM */
                            month: string;
                            revenue: number;
                        }[];
                        userGrowth: {
                            month: string;
                            newUsers: number;
                            totalUsers: number;
                        }[];
                        /** @description Top 5 categories by items rented in subscriptions that started (active, paused, overdue, completed) */
                        categoryShare: {
                            category: string;
                            rentals: number;
                            percent: number;
                        }[];
                        /** @description Top 5 delivery places by placed orders, counted by city and state: the delivery address's, else those the place name reads as ('…, City, State[, United States]'), else the place name itself */
                        topLocations: {
                            /** @description 'City, State' (e.g. 'Indianapolis, Indiana'); the place name as written when no city and state are known */
                            locationName: string;
                            orders: number;
                            /** @description The city the orders are delivered to; null when unknown */
                            city: string | null;
                            /** @description Its two-letter state code; null when unknown */
                            state: string | null;
                        }[];
                        /** @description Dollars paid in the store's current month (the invoices paid in it, whatever month they were for); null when billing could not be asked */
                        collectedThisMonth: number | null;
                        /** @description What is overdue now, over every order; null when billing could not be asked */
                        overdue: {
                            /** @description Dollars unpaid and due */
                            amount: number;
                            /** @description Orders with an unpaid invoice */
                            orders: number;
                        } | null;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description identity is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetDashboardData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            name: string;
                            email: string;
                            mobile: string;
                            billingPaused: boolean;
                            verified: boolean;
                        } | null;
                        /** @description Newest first */
                        orders: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                                /** @description The cost to own this item and how close it is (the ownership schedule of @rto/rules), in dollars */
                                ownership: {
                                    cashPrice: number;
                                    paymentsToOwn: number;
                                    totalCostToOwn: number;
                                    paymentsMade: number;
                                    remainingPayments: number;
                                    earlyPayoff: number;
                                    percentOwned: number;
                                    owned: boolean;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                            /** @description Paid invoices of this order (each month paid counts towards owning its items) */
                            paymentsMade: number;
                            /** @description Dollars: its failed charges not paid since, 0 when none */
                            amountDue: number;
                            /** @description Where it was delivered (locationName) */
                            address: string;
                            /** @description ISO time of the last failed charge, while something is due */
                            reminder: string | null;
                            /** @description How to reach support about it */
                            support: string;
                            /** @description Dollars: paid on this order so far */
                            totalPaid: number;
                            /** @description A completed order only */
                            returnDate: string | null;
                            /** @description A completed order only */
                            condition: string | null;
                            /** @description The order's newest invoice id */
                            invoice: string | null;
                            /** @description ISO time the rental completed as owned (its last payment or its payoff): the order is completed; null otherwise */
                            ownedAt: string | null;
                            /** @description Dollars: the early purchase payoff today (half of the payments still to make, the figure POST /payNow {payoff: true} charges); null when not offered (owned, something due, not running) */
                            payoffAmount: number | null;
                            /** @description YYYY-MM-DD, the store's date the last payment is drafted and the items become the customer's (the next draft date plus a month per further payment, moved out by a pause); null when owned, not running, or billing is unknown */
                            ownershipDate: string | null;
                            /** @description Days the customer's pauses moved the term and the ownership date out; 0 when none */
                            pausedDays: number;
                        }[];
                        paymentMethod: {
                            card: {
                                brand: string;
                                last4: string;
                                exp_month: number;
                                exp_year: number;
                            };
                            billing_details: {
                                address: {
                                    postal_code: string | null;
                                };
                            };
                        } | null;
                        /** @description Newest first, at most 24 */
                        invoices: {
                            /** @description The payment provider's invoice id */
                            _id: string;
                            orderId: string | null;
                            subscriptionId: string | null;
                            /** @description Dollars: the invoice total (a final invoice: $0.00, what is still owed being on the invoices its lines name) */
                            amount: number;
                            /** @enum {string} */
                            status: "paid" | "failed" | "open";
                            /** @description ISO time it was issued */
                            date: string;
                            /**
                             * @description What was charged: rent (a month, the first payment included), a late fee, the early purchase payoff, or the final statement of a returned rental ($0.00 itself: its lines name what is still owed)
                             * @enum {string}
                             */
                            kind: "rent" | "late-fee" | "payoff" | "final";
                            /** @description What it is made of, as billing itemised it (empty for invoices older than lines: then only the order's items say what it was for) */
                            lines: {
                                /** @description The line as billing wrote it (an item's month, a late fee, a payoff, what is still owed) */
                                description: string;
                                /** @description Dollars: of this line */
                                amount: number;
                            }[];
                            /** @description The order's items (what the rental is of, whatever the invoice charged) */
                            items: {
                                _id: string;
                                name: string;
                                monthly_price: number;
                            }[];
                            /** @description The final invoice: the paid one that completed its order as owned (its last payment or its payoff), or the final statement of a returned rental */
                            final: boolean;
                        }[];
                        /** @description What could not be fetched (its service down or slow): shown as unknown, never as empty */
                        missing: ("user" | "paymentMethod" | "invoices")[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDraftAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    location: {
                        lat: number;
                        lng: number;
                    };
                    /** @description YYYY-MM-DD */
                    deliveryDate: string;
                    /** @enum {string} */
                    deliveryTime: "8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM";
                    /** @description The total the customer saw, in dollars: compared with the server's and logged, never charged */
                    totalCost?: number | string;
                    /** @description The place as the customer picked it, e.g. "Indianapolis, Indiana" */
                    locationName?: string | null;
                    /** @description The street address (added to the spec): without it the order is placed but waits for it ("address needed", PATCH /setDeliveryAddress/{orderId}) */
                    deliveryAddress?: {
                        /** @description Street and number, 1 to 120 characters */
                        street: string;
                        /** @description Apartment, suite or unit, at most 40 characters */
                        unit?: string;
                        /** @description 1 to 80 characters */
                        city: string;
                        /** @description Two-letter US state code, e.g. IN */
                        state: string;
                        /** @description Five digits, one of the state's ZIP codes */
                        zipCode: string;
                        /** @description How to get in (stairs, gate code), at most 300 characters */
                        accessNotes?: string;
                    };
                    /** @description The answer to "Do you have Stairs?" (added to the spec) */
                    stairs?: boolean;
                    /** @description The day of the month later payments are drafted, 1 to 28 */
                    draftDay: number;
                    /**
                     * @description The billing page's "Save this card for recurring payments", as storeBilling will be sent it: true (the default) says each month's rent is drafted from the card; false says the card pays today's payment only and each month's invoice is e-mailed on the draft day to be paid with Pay Now. The two give different texts and hashes
                     * @default true
                     */
                    saveCard?: boolean;
                    /** @description The Lessee, as the signature area shows them */
                    customerName: string;
                    /** @description The name typed to sign (the agreement says it was signed by typing it); absent or null for a drawn signature */
                    typedSignature?: (string | null) | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description '1.0': the version storeBilling's agreement names */
                        agreementVersion: string;
                        title: string;
                        /** @description The whole text, in order: what the dialog shows and the PDF prints */
                        sections: {
                            heading: string;
                            paragraphs: string[];
                        }[];
                        /** @description SHA-256 (hex) of the canonical serialisation of exactly this text (version, title, sections): send it as storeBilling's agreement.agreementHash */
                        hash: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A product in the cart is no longer available (`productId` names it); an empty cart, or one naming a product that has gone, is a 400; or 'This account was deleted: it cannot order or sign anything' (a request that reached order after its customer was deleted) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many drafts from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetAgreementOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreement: {
                            /** @description '1.0': the version storeBilling's agreement names */
                            agreementVersion: string;
                            title: string;
                            /** @description The whole text, in order: what the dialog shows and the PDF prints */
                            sections: {
                                heading: string;
                                paragraphs: string[];
                            }[];
                            /** @description SHA-256 (hex) of the canonical serialisation of exactly this text (version, title, sections): send it as storeBilling's agreement.agreementHash */
                            hash: string;
                            orderId: string;
                            customerName: string;
                            /** @description The signer's local date, as their browser wrote it */
                            signedDate: string;
                            /** @description ISO time of signing */
                            signatureTimestamp: string;
                            /** @description PNG data URL */
                            customerSignature: string;
                            /** @description PNG data URL */
                            lessorSignature: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'No signed agreement was found for this order': not the caller's order (another customer's is not found either), or no agreement with a kept text was signed for it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchSetDeliveryAddressOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryAddress: {
                        /** @description Street and number, 1 to 120 characters */
                        street: string;
                        /** @description Apartment, suite or unit, at most 40 characters */
                        unit?: string;
                        /** @description 1 to 80 characters */
                        city: string;
                        /** @description Two-letter US state code, e.g. IN */
                        state: string;
                        /** @description Five digits, one of the state's ZIP codes */
                        zipCode: string;
                        /** @description How to get in (stairs, gate code), at most 300 characters */
                        accessNotes?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found': no such order of the caller's (another customer's order is not found either) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'The delivery of this order can no longer be changed': it is cancelled or completed, or its delivery day has passed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMarkDeliveredOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    technician: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Only a placed and paid order can be delivered' (pending, cancelled or completed) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMarkMissedOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Only a placed and paid order can be delivered' (pending, cancelled or completed), or 'This order was delivered already' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchRescheduleDeliveryOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD */
                    deliveryDate: string;
                    /** @enum {string} */
                    deliveryTime: "8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found': no such order of the caller's (another customer's order is not found either) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'This time slot is already booked' (the order keeps its slot); 'This order was delivered already'; or 'Only a placed and paid order can be delivered' (pending, cancelled or completed) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slot can no longer be booked, or the delivery booked is already within the notice deliveries need and stays, in words for the customer (a past date, within the notice deliveries need, a day without deliveries, beyond the booking horizon) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRequestRepair: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string;
                    itemId: string;
                    issue: string;
                    /** @description YYYY-MM-DD */
                    visitDate: string;
                    /** @enum {string} */
                    visitTime: "8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ticket: {
                            /** @description The ticket's id */
                            _id: string;
                            orderId: string;
                            /** @description The customer's id */
                            user: string;
                            /** @description The order item's product id */
                            itemId: string;
                            itemName: string;
                            /** @description The item's category, e.g. 'Washer' */
                            category: string;
                            /** @description What the customer said is wrong */
                            issue: string;
                            /** @description YYYY-MM-DD: the technician's visit */
                            visitDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            visitTime: string;
                            /**
                             * @description booked (the visit is planned), visited, fixed, replaced (the unit went to maintenance and a fresh one is in the home), or cancelled (the rental was returned while the ticket was open: its visit released)
                             * @enum {string}
                             */
                            status: "booked" | "visited" | "fixed" | "replaced" | "cancelled";
                            /** @description The admin's note of the last change; empty when none */
                            note: string;
                            /** @description Replaced: the serial of the unit that went to maintenance (null when it had none) */
                            replacedSerial: string | null;
                            /** @description Replaced: the serial of the unit now in the customer's home */
                            newSerial: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found' (no such order of the caller's: another customer's order is not found either), or 'This order has no such item' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'A technician can be booked once the order is delivered'; 'This rental has ended: ...' (pending, cancelled or completed); 'A pickup is booked for this rental: the goods are going back, ...'; or 'A repair is already booked for this item' (an open ticket: booked or visited, or the same request twice at once); 'This time slot is already booked' (scheduling's words); or 'This account was deleted: it cannot order or sign anything' (a request that reached order after its customer was deleted) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slot rules refuse the visit, in scheduling's words for the customer (a past date or slot, within the notice visits need, a day without visits, beyond the booking horizon) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetRepairTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first, at most 500 */
                        data: {
                            /** @description The ticket's id */
                            _id: string;
                            orderId: string;
                            /** @description The customer's id */
                            user: string;
                            /** @description The order item's product id */
                            itemId: string;
                            itemName: string;
                            /** @description The item's category, e.g. 'Washer' */
                            category: string;
                            /** @description What the customer said is wrong */
                            issue: string;
                            /** @description YYYY-MM-DD: the technician's visit */
                            visitDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            visitTime: string;
                            /**
                             * @description booked (the visit is planned), visited, fixed, replaced (the unit went to maintenance and a fresh one is in the home), or cancelled (the rental was returned while the ticket was open: its visit released)
                             * @enum {string}
                             */
                            status: "booked" | "visited" | "fixed" | "replaced" | "cancelled";
                            /** @description The admin's note of the last change; empty when none */
                            note: string;
                            /** @description Replaced: the serial of the unit that went to maintenance (null when it had none) */
                            replacedSerial: string | null;
                            /** @description Replaced: the serial of the unit now in the customer's home */
                            newSerial: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetAllRepairTickets: {
        parameters: {
            query?: {
                status?: "booked" | "visited" | "fixed" | "replaced" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first, at most 500 */
                        data: {
                            /** @description The ticket's id */
                            _id: string;
                            orderId: string;
                            /** @description The customer's id */
                            user: string;
                            /** @description The order item's product id */
                            itemId: string;
                            itemName: string;
                            /** @description The item's category, e.g. 'Washer' */
                            category: string;
                            /** @description What the customer said is wrong */
                            issue: string;
                            /** @description YYYY-MM-DD: the technician's visit */
                            visitDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            visitTime: string;
                            /**
                             * @description booked (the visit is planned), visited, fixed, replaced (the unit went to maintenance and a fresh one is in the home), or cancelled (the rental was returned while the ticket was open: its visit released)
                             * @enum {string}
                             */
                            status: "booked" | "visited" | "fixed" | "replaced" | "cancelled";
                            /** @description The admin's note of the last change; empty when none */
                            note: string;
                            /** @description Replaced: the serial of the unit that went to maintenance (null when it had none) */
                            replacedSerial: string | null;
                            /** @description Replaced: the serial of the unit now in the customer's home */
                            newSerial: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The customer's name as identity has it now; null when unknown (a deleted customer, identity not answering) */
                            customerName: string | null;
                            customerEmail: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUpdateRepairTicketTicketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "visited" | "fixed" | "replaced";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ticket: {
                            /** @description The ticket's id */
                            _id: string;
                            orderId: string;
                            /** @description The customer's id */
                            user: string;
                            /** @description The order item's product id */
                            itemId: string;
                            itemName: string;
                            /** @description The item's category, e.g. 'Washer' */
                            category: string;
                            /** @description What the customer said is wrong */
                            issue: string;
                            /** @description YYYY-MM-DD: the technician's visit */
                            visitDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            visitTime: string;
                            /**
                             * @description booked (the visit is planned), visited, fixed, replaced (the unit went to maintenance and a fresh one is in the home), or cancelled (the rental was returned while the ticket was open: its visit released)
                             * @enum {string}
                             */
                            status: "booked" | "visited" | "fixed" | "replaced" | "cancelled";
                            /** @description The admin's note of the last change; empty when none */
                            note: string;
                            /** @description Replaced: the serial of the unit that went to maintenance (null when it had none) */
                            replacedSerial: string | null;
                            /** @description Replaced: the serial of the unit now in the customer's home */
                            newSerial: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Ticket not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'This ticket is closed (fixed|replaced|cancelled)'; 'A ticket is marked visited only while its visit is booked'; replaced: '<name> has no unit available to replace it right now' (nothing changes) or the order has no unit of it in the customer's home; or 'This ticket was changed by another request, please reload it' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRequestReturnOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD */
                    pickupDate: string;
                    /** @enum {string} */
                    pickupTime: "8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found': no such order of the caller's (another customer's order is not found either) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'This time slot is already booked'; 'This order has not been delivered yet'; 'This rental has ended' (completed or cancelled); 'A pickup is already booked for this order'; or 'This order was returned already' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slot cannot be booked, in words for the customer (a past date, within the notice visits need, a day without visits, beyond the booking horizon) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSchedulePickupOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD */
                    pickupDate: string;
                    /** @enum {string} */
                    pickupTime: "8:00 AM" | "9:00 AM" | "10:00 AM" | "11:00 AM" | "12:00 PM" | "1:00 PM" | "2:00 PM" | "3:00 PM" | "4:00 PM" | "5:00 PM" | "6:00 PM" | "7:00 PM";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'This order is not eligible for repossession (more than 90 days late)'; or 'This time slot is already booked'; 'This order has not been delivered yet'; 'This rental has ended' (completed or cancelled); 'A pickup is already booked for this order'; or 'This order was returned already' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slot cannot be booked, in words for the customer (a past date, within the notice visits need, a day without visits, beyond the booking horizon) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Billing cannot tell right now whether the order may be repossessed: nothing was booked, try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMarkReturnedOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    condition: "good" | "damaged";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: {
                            _id: string;
                            /** @description The customer's id */
                            user: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "overdue" | "completed" | "cancelled";
                            /** @description The payment subscription, once the order is active */
                            subscriptionId: string | null;
                            /** @description Every item ordered, combo sets included */
                            items: {
                                /** @description The product's id */
                                _id: string;
                                name: string;
                                /** @description Dollars per month for this item (a TV: its price per inch times its size) */
                                monthly_price: number;
                                stock_status: string;
                                photo: string;
                                category: string;
                                /** @description A TV only: its size in inches */
                                tvSize?: number;
                                /** @description A combo set only: the dryer plug chosen */
                                comboItem?: {
                                    /** @description '3-prong' or '4-prong' */
                                    plugType: string;
                                    /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                    plugDescription: string;
                                };
                            }[];
                            /** @description The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0) */
                            comboItem: {
                                /** @description '3-prong' or '4-prong' */
                                plugType: string;
                                /** @description As the storefront shows it, e.g. '4-prong 220V USA Homes' */
                                plugDescription: string;
                                _id: string;
                                name: string;
                                /** @constant */
                                monthly_price: 0;
                            }[];
                            /** @description The delivery location: one entry */
                            location: {
                                lat: number;
                                lng: number;
                            }[];
                            locationName: string;
                            /** @description The street address (added to the spec); null until the customer gives it */
                            deliveryAddress: {
                                street: string;
                                unit?: string;
                                city: string;
                                /** @description Two-letter US state code */
                                state: string;
                                zipCode: string;
                                accessNotes?: string;
                            } | null;
                            /** @description Placed without a street address: the delivery is not confirmed until the customer gives it */
                            addressNeeded: boolean;
                            /** @description The answer to "Do you have Stairs?"; null when not asked */
                            stairs: boolean | null;
                            /** @description YYYY-MM-DD */
                            deliveryDate: string;
                            /** @description One of the 12 slots, e.g. '3:00 PM' */
                            deliveryTime: string;
                            /** @description Dollars drafted each month: the sum of the items */
                            monthlyTotal: number;
                            /** @description Dollars: 25 for a single item, 0 for two or more */
                            deliveryFee: number;
                            /** @description Dollars taken by the first payment: the monthly total plus the delivery fee */
                            totalToday: number;
                            /** @description Why a cancelled order was cancelled */
                            cancellation: {
                                reason: string;
                                message: string;
                            } | null;
                            /**
                             * @description The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})
                             * @enum {string}
                             */
                            deliveryStatus: "scheduled" | "delivered" | "missed";
                            /** @description ISO time the delivery was made; null before */
                            deliveredAt: string | null;
                            /** @description Who delivered it; null before */
                            deliveryTechnician: string | null;
                            /** @description The admin's note of the visit (delivered or missed); null when none */
                            deliveryNote: string | null;
                            /** @description The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed) */
                            returnStatus: ("booked" | "returned") | null;
                            /** @description YYYY-MM-DD of the pickup booked; null when none */
                            pickupDate: string | null;
                            /** @description The pickup's slot, e.g. '3:00 PM'; null when none */
                            pickupTime: string | null;
                            /** @description Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none */
                            pickupBookedBy: ("customer" | "admin") | null;
                            /** @description ISO time the goods were marked returned; null before */
                            returnedAt: string | null;
                            /** @description The goods' condition when returned; null before */
                            returnCondition: ("good" | "damaged") | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Order not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'This order has not been delivered yet'; or 'This rental has ended' (completed or cancelled, other than by this return) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postContactSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    issue: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @description The message's short reference, as in the acknowledgement e-mail: '0000ABCD' */
                        reference: string;
                        /** @description How soon an answer comes, a phrase that follows 'within': 'one business day' */
                        answerWithin: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address or from this account: wait the seconds Retry-After says */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetSupportInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        phone: string;
                        /** @description Opening hours of the phone line, as one line of text */
                        hours: string;
                        /** @description How soon a message is answered, a phrase that follows 'within' */
                        answerWithin: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetNotifications: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                unread?: "true" | "false" | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            _id: string;
                            /** @enum {string} */
                            type: "payment" | "delivery" | "maintenance" | "user";
                            /** @enum {string} */
                            priority: "high" | "medium" | "low";
                            read: boolean;
                            message: string;
                            /** @description ISO time of what it tells of (the event), not of when it was written */
                            time: string;
                            /** @description The names of the items it concerns (an order's), else empty */
                            items: string[];
                            /** @description What it concerns: an order's id, or a customer's id */
                            subject?: string;
                            /** @description A support message's sender, as they typed it (the message itself is in `message`) */
                            sender?: {
                                name: string;
                                email: string;
                            };
                        }[];
                        /** @description Unread notices in the whole feed */
                        unreadCount: number;
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                            totalNotifications: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMarkNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                } | {
                    /** @constant */
                    all: true;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Notices that were unread and are read now */
                        updated: number;
                        /** @description Unread notices in the whole feed */
                        unreadCount: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCreateAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "payment" | "delivery" | "maintenance" | "user";
                    /** @enum {string} */
                    priority: "high" | "medium" | "low";
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notification: {
                            _id: string;
                            /** @enum {string} */
                            type: "payment" | "delivery" | "maintenance" | "user";
                            /** @enum {string} */
                            priority: "high" | "medium" | "low";
                            read: boolean;
                            message: string;
                            /** @description ISO time of what it tells of (the event), not of when it was written */
                            time: string;
                            /** @description The names of the items it concerns (an order's), else empty */
                            items: string[];
                            /** @description What it concerns: an order's id, or a customer's id */
                            subject?: string;
                            /** @description A support message's sender, as they typed it (the message itself is in `message`) */
                            sender?: {
                                name: string;
                                email: string;
                            };
                        };
                        /** @description Unread notices in the whole feed */
                        unreadCount: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSendBulkMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIds: "all" | string[];
                    subject: string;
                    message: string;
                    /**
                     * @description 'email' (when absent), or 'sms': a text of at most 640 characters to each customer's mobile (those without one are left out and counted)
                     * @enum {string}
                     */
                    channel?: "email" | "sms";
                    /**
                     * Format: date-time
                     * @description When to send it (ISO time, in the future, at most 366 days ahead); now when absent
                     */
                    sendAt?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        recipients: number;
                        /** @enum {string} */
                        status: "scheduled" | "sending";
                        sendAt: string;
                    };
                };
            };
            /** @description Bad input, or a chosen customer this service does not know (never registered, or deleted) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetScheduledMessages: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: string;
                            subject: string;
                            message: string;
                            /**
                             * @description 'email', or 'sms': a text to each customer's mobile
                             * @enum {string}
                             */
                            channel: "email" | "sms";
                            /**
                             * @description 'all': every customer at the time it goes out; 'selected': the chosen ones
                             * @enum {string}
                             */
                            audience: "all" | "selected";
                            /** @description Customers it is (or was) addressed to */
                            recipients: number;
                            /** @description E-mails sent so far */
                            sent: number;
                            /** @description Customers left out when it went out (account deleted since) */
                            skipped: number;
                            /** @description Customers left out because their address is waiting for verification: only the verification link goes to an address nobody proved */
                            unverified: number;
                            /** @description Texts: customers left out because they gave no mobile number a text can go to */
                            noMobile: number;
                            /** @description Texts: of `sent`, those kept in notification (listed, not delivered) because no SMS provider is configured */
                            kept: number;
                            /** @description 'kept: no SMS provider configured' when some texts were kept, else null */
                            keptNote: string | null;
                            /** @description Customers whose e-mail failed for good (refused, or still failing after a few attempts); listed in `failures` */
                            failed: number;
                            /** @description Who could not be mailed and why, the first 100 (`failed` counts them all) */
                            failures: {
                                userId: string;
                                /** @description The address (a text: the mobile number) */
                                email: string;
                                /** @description The mail server's, mailer's or SMS provider's words */
                                reason: string;
                                at: string;
                            }[];
                            /** @enum {string} */
                            status: "scheduled" | "sending" | "sent";
                            /** @description ISO time it goes (or went) out */
                            sendAt: string;
                            /** @description ISO time the last e-mail of it went out */
                            sentAt: string | null;
                            createdAt: string;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                            totalMessages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postEventsTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Put it in the stream's URL: a browser's EventSource cannot send the Authorization header */
                        ticket: string;
                        /** @description Seconds it stays valid if not used */
                        expiresIn: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tickets asked for by this account: wait the seconds Retry-After says */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventsStream: {
        parameters: {
            query: {
                ticket: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The ticket was used already, has expired, was never issued, or its session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGetDeadLetters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        services: {
                            /** @enum {string} */
                            service: "identity" | "catalog" | "cart" | "scheduling" | "billing" | "order" | "notification";
                            /**
                             * @description 'unknown': the service did not answer (down or slow); its other fields are null or empty
                             * @enum {string}
                             */
                            status: "ok" | "unknown";
                            /** @description Events waiting in its dead-letter queue */
                            count: number | null;
                            /** @description Why they were parked, by event type and reason, the most first (over the first 100 of them) */
                            reasons: {
                                type: string;
                                reason: string;
                                count: number;
                            }[];
                            /** @description ISO time the oldest of those was parked */
                            firstSeen: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path cannot be reached right now */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path, or something it needs, is not available right now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReplayDeadLetters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 100 */
                    limit?: number;
                    /** @default false */
                    force?: boolean;
                    /** @enum {string} */
                    service: "identity" | "catalog" | "cart" | "scheduling" | "billing" | "order" | "notification";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        service: "identity" | "catalog" | "cart" | "scheduling" | "billing" | "order" | "notification";
                        /** @description Sent back to the service */
                        replayed: number;
                        /** @description Left parked: replayed 3 times already (force sends them too) */
                        skipped: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A replay of that service's dead letters is already running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 128 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON (Content-Type: application/json), or is in an encoding not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service answered something notification cannot use */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is down or did not answer in time: nothing was replayed by this call */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service behind this path took too long to answer */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
