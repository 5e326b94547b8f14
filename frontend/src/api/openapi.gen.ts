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
        /** Delete an account; its tokens stop working at once */
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
        /** Edit a product's name, price, stock status, combo flag, key features and photo */
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
        /** Pause the customer's billing: nothing is drafted until it is resumed (publishes billing.paused) */
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
                    mobile: string;
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
        };
    };
    getGetUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string | null;
                status?: "active" | "suspended" | "all" | "";
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
            /** @description The caller is not an admin */
            403: {
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
                    stock_status: "available" | "rented" | "maintenance" | "discontinued";
                    /** @description 'true' or 'false'; absent keeps the current value */
                    combo?: boolean | ("true" | "false");
                    /** @description Sent as key_features[0], key_features[1], ...; empty entries are dropped; absent keeps the current list */
                    key_features?: string[];
                    /**
                     * Format: binary
                     * @description Optional new photo: PNG, JPEG, GIF or WebP (checked by content, else "Please select an image file"), at most 5 MB
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
                        /** @description Every booked slot from today (in the delivery time zone) to lastDay, by date and time; nothing about who booked it */
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
            /** @description The payment provider is unavailable */
            503: {
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
            /** @description The payment provider is unavailable */
            503: {
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
            /** @description The payment provider is unavailable */
            503: {
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
            /** @description The payment provider is unavailable */
            503: {
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
                                /** @enum {string} */
                                status: "paid" | "failed";
                                /** @description ISO time the invoice was issued */
                                date: string;
                            }[];
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
        };
    };
    postCreateOrder: {
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
            /** @description 'This time slot is already booked' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slot can no longer be booked, in words for the customer (a past date or slot, a day without deliveries, beyond the booking horizon, a date that does not exist); or the Idempotency-Key was used before for a different request */
            422: {
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
        };
    };
}
