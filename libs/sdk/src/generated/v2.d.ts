/**
 * Generated from the Fördermittel API's v2 OpenAPI document (/api/v2/openapi.json) by
 * `npm run sdk:generate` (openapi-typescript). Do not edit: change the DTOs in apps/api and regenerate. CI checks
 * that this file is up to date.
 */
export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Öffentliche Schlüssel der Zugriffstokens (JWKS) */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kontingent des Tarifs im laufenden Monat (UTC)
         * @description Mit einem Live-Zugang das Monatskontingent, mit einem Sandbox-Zugang (`fm_test_…`, Sandbox-Token) das eigene Monatsbudget der Sandbox (`sandbox: true`); Sandbox-Aufrufe verbrauchen das Live-Kontingent nicht.
         */
        get: operations["getQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/oauth-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OAuth-Clients des Mandanten (ohne Secrets) */
        get: operations["listOAuthClients"];
        put?: never;
        /**
         * OAuth-Client anlegen; das Secret wird nur einmal angezeigt
         * @description Höchstzahl nicht widerrufener Clients je Tarif: Free 2, Developer 10, Scale 50, Unlimited unbegrenzt (sonst 409 `OAUTH_CLIENT_LIMIT_REACHED`). Nie mehr Scopes als der anlegende Zugang. Sandbox-Zugänge: 403 `SANDBOX_CREDENTIAL_FORBIDDEN` (ADR 0009).
         */
        post: operations["createOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/oauth-clients/{id}": {
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
         * OAuth-Client widerrufen: keine neuen Tokens, ausgestellte Tokens werden abgelehnt
         * @description Auch die mit dem Client ausgestellten Tokens und die damit erzeugten Sandbox-Tokens werden abgelehnt (auf allen Instanzen nach höchstens wenigen Sekunden). Sandbox-Zugänge: 403 `SANDBOX_CREDENTIAL_FORBIDDEN` (ADR 0009).
         */
        delete: operations["revokeOAuthClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/sandbox-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kurzlebiger Sandbox-Zugang (JWT, 1 Stunde, nur Scope `api`)
         * @description Nur mit einem Live-Zugang. Das Token nennt den Schlüssel oder OAuth-Client, mit dem es erzeugt wurde, und wird abgelehnt, sobald dieser widerrufen ist. Sandbox-Zugänge: 403 `SANDBOX_CREDENTIAL_FORBIDDEN` (ADR 0009).
         */
        post: operations["createSandboxToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mandanten mit erstem API-Schlüssel anlegen (Betreiber, Scope operator) */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook-Endpunkte des Mandanten */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Webhook-Endpunkt anlegen
         * @description Jede Zustellung ist ein HTTPS-POST nach Standard Webhooks: `webhook-id` (bei Wiederholungen gleich),
         *     `webhook-timestamp` (Sekunden) und `webhook-signature: v1,<base64 HMAC-SHA256 über "id.timestamp.body">`.
         *     Zustellung mindestens einmal, ohne Reihenfolgegarantie. Tarife: Free keine, Developer bis 5, Scale/Unlimited unbegrenzt.
         *
         *     Das Geheimnis (`whsec_…`) steht nur in dieser Antwort. Free: 403 `WEBHOOKS_NOT_IN_PLAN`; Limit erreicht: 409 `WEBHOOK_LIMIT_REACHED`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein Webhook-Endpunkt (ohne Geheimnis) */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Webhook-Endpunkt löschen (mit seinem Zustellprotokoll) */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Webhook-Endpunkt ändern oder wieder aktivieren */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v2/developer/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signaturgeheimnis erneuern
         * @description Das neue Geheimnis steht nur in dieser Antwort; bis `previousSecretValidUntil` tragen Zustellungen beide Signaturen.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ereigniskatalog (Payload: { type, timestamp, data }) */
        get: operations["listWebhookEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Testereignis senden
         * @description Sendet `webhook.test` über dieselbe Warteschlange, Signatur und Wiederholung wie jedes Ereignis, an einen oder alle aktiven Endpunkte. Das Ergebnis steht im Zustellprotokoll.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Zustellprotokoll
         * @description Ein Eintrag je Zustellversuch, neueste zuerst; 30 Tage aufbewahrt.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zustellung wiederholen
         * @description Ein weiterer Versuch (trigger `manual`) mit derselben `webhook-id`, auch an einen deaktivierten Endpunkt.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: der Prozess läuft. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: die Datenbank antwortet (sonst 503). */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cron/legal-monitoring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job `legal-monitoring` auslösen: Gesetzgebung und Rechtsänderungen beobachten (DIP Bundestag, NeuRIS)
         * @description Reiht den Lauf des aktuellen Zeitfensters ein (der letzte geplante Zeitpunkt des Jobs) und antwortet sofort (202, `Location` zeigt auf den Lauf). Je Job und Zeitfenster gibt es genau einen Lauf, auch bei mehreren Instanzen: ein weiterer Aufruf im selben Zeitfenster antwortet 200 mit demselben Lauf. Der Job läuft auch ohne Aufruf nach seinem Zeitplan. Zugang: `Authorization: Bearer <CRON_SECRET>` oder ein Zugang mit dem Scope `operator`. Solange der zuständige Bereich den Job nicht umsetzt: 501 `JOB_NOT_AVAILABLE`.
         */
        get: operations["triggerLegalMonitoring"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cron/program-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job `program-sync` auslösen: Förderprogramme mit der Förderdatenbank des Bundes abgleichen
         * @description Reiht den Lauf des aktuellen Zeitfensters ein (der letzte geplante Zeitpunkt des Jobs) und antwortet sofort (202, `Location` zeigt auf den Lauf). Je Job und Zeitfenster gibt es genau einen Lauf, auch bei mehreren Instanzen: ein weiterer Aufruf im selben Zeitfenster antwortet 200 mit demselben Lauf. Der Job läuft auch ohne Aufruf nach seinem Zeitplan. Zugang: `Authorization: Bearer <CRON_SECRET>` oder ein Zugang mit dem Scope `operator`. Solange der zuständige Bereich den Job nicht umsetzt: 501 `JOB_NOT_AVAILABLE`.
         */
        get: operations["triggerProgramSync"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cron/scheduled-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job `scheduled-reports` auslösen: Geplante Berichte der Mandanten erstellen und versenden
         * @description Reiht den Lauf des aktuellen Zeitfensters ein (der letzte geplante Zeitpunkt des Jobs) und antwortet sofort (202, `Location` zeigt auf den Lauf). Je Job und Zeitfenster gibt es genau einen Lauf, auch bei mehreren Instanzen: ein weiterer Aufruf im selben Zeitfenster antwortet 200 mit demselben Lauf. Der Job läuft auch ohne Aufruf nach seinem Zeitplan. Zugang: `Authorization: Bearer <CRON_SECRET>` oder ein Zugang mit dem Scope `operator`. Solange der zuständige Bereich den Job nicht umsetzt: 501 `JOB_NOT_AVAILABLE`.
         */
        get: operations["triggerScheduledReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cron/weekly-digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job `weekly-digest` auslösen: Wöchentliche Zusammenfassung versenden
         * @description Reiht den Lauf des aktuellen Zeitfensters ein (der letzte geplante Zeitpunkt des Jobs) und antwortet sofort (202, `Location` zeigt auf den Lauf). Je Job und Zeitfenster gibt es genau einen Lauf, auch bei mehreren Instanzen: ein weiterer Aufruf im selben Zeitfenster antwortet 200 mit demselben Lauf. Der Job läuft auch ohne Aufruf nach seinem Zeitplan. Zugang: `Authorization: Bearer <CRON_SECRET>` oder ein Zugang mit dem Scope `operator`. Solange der zuständige Bereich den Job nicht umsetzt: 501 `JOB_NOT_AVAILABLE`.
         */
        get: operations["triggerWeeklyDigest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cron/data-retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job `data-retention` auslösen: Aufbewahrungsfristen durchsetzen: Daten löschen oder pseudonymisieren
         * @description Reiht den Lauf des aktuellen Zeitfensters ein (der letzte geplante Zeitpunkt des Jobs) und antwortet sofort (202, `Location` zeigt auf den Lauf). Je Job und Zeitfenster gibt es genau einen Lauf, auch bei mehreren Instanzen: ein weiterer Aufruf im selben Zeitfenster antwortet 200 mit demselben Lauf. Der Job läuft auch ohne Aufruf nach seinem Zeitplan. Zugang: `Authorization: Bearer <CRON_SECRET>` oder ein Zugang mit dem Scope `operator`. Solange der zuständige Bereich den Job nicht umsetzt: 501 `JOB_NOT_AVAILABLE`.
         */
        get: operations["triggerDataRetention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cron/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lauf eines geplanten Jobs
         * @description Zustand eines Laufs: `queued`, `running`, dann `succeeded` oder `failed` mit Start, Ende, Zählern und Fehler.
         */
        get: operations["getCronRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "calculation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * calculation.created
         * @description Eine Berechnung wurde gespeichert.
         *
         *     Veröffentlicht vom Modul `calculations`.
         */
        post: operations["calculationCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "program.deadline_approaching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * program.deadline_approaching
         * @description Eine Antragsfrist endet bald. (Quelle: geplanter Job, folgt.)
         *
         *     Veröffentlicht vom Modul `catalogue`.
         */
        post: operations["programDeadlineApproachingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "program.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * program.updated
         * @description Ein Förderprogramm wurde geändert. (Quelle: Programm-Sync, folgt.)
         *
         *     Veröffentlicht vom Modul `catalogue`.
         */
        post: operations["programUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quota.threshold_reached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quota.threshold_reached
         * @description 80 % oder 100 % des Monatskontingents erreicht, je Periode einmal.
         *
         *     Veröffentlicht vom Modul `access`.
         */
        post: operations["quotaThresholdReachedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.endpoint_disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.endpoint_disabled
         * @description Ein Endpunkt wurde deaktiviert (410 oder wiederholt erschöpfte Zustellung).
         *
         *     Veröffentlicht vom Modul `webhooks`.
         */
        post: operations["webhookEndpointDisabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test
         * @description Testereignis aus POST /api/v2/developer/webhooks/test.
         *
         *     Veröffentlicht vom Modul `webhooks`.
         */
        post: operations["webhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        TokenResponseDto: {
            /** @description JWT (ES256), als `Authorization: Bearer` zu senden. */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /**
             * @description Gültigkeit in Sekunden.
             * @example 900
             */
            expires_in: number;
            /** @example api */
            scope: string;
            /** @description Sandbox-Zugang (nur bei /developer/sandbox-token). */
            sandbox?: boolean;
        };
        ValidationIssue: {
            /** @description Pfad zum fehlerhaften Feld, z. B. ["applicantProfile", "employeeCount"]; Zahlen sind Array-Indizes. */
            path: (string | number)[];
            /** @description Was an diesem Feld falsch ist (Deutsch). */
            message: string;
        };
        ValidationErrorResponse: {
            /**
             * @description Menschenlesbare Fehlermeldung (Deutsch).
             * @example Förderprogramm wurde nicht gefunden.
             */
            error: string;
            /** @description Stabiler, maschinenlesbarer Fehlercode (siehe Beschreibung der API). */
            code?: string;
            /** @description Frei strukturierte Zusatzangaben (beliebiger JSON-Wert). */
            details?: unknown;
            issues?: components["schemas"]["ValidationIssue"][];
        };
        ErrorResponse: {
            /**
             * @description Menschenlesbare Fehlermeldung (Deutsch).
             * @example Förderprogramm wurde nicht gefunden.
             */
            error: string;
            /** @description Stabiler, maschinenlesbarer Fehlercode (siehe Beschreibung der API). */
            code?: string;
            /** @description Frei strukturierte Zusatzangaben (beliebiger JSON-Wert). */
            details?: unknown;
        };
        QuotaResponseDto: {
            /** @enum {string} */
            plan: "free" | "developer" | "scale" | "unlimited";
            /**
             * @description Abrechnungszeitraum: Kalendermonat in UTC.
             * @example 2026-03
             */
            period: string;
            /** @description true: das eigene Monatsbudget der Sandbox (Aufruf mit einem Sandbox-Zugang); false: das Live-Kontingent. */
            sandbox: boolean;
            /**
             * @description Aufrufe pro Monat; null = unbegrenzt.
             * @example 10000
             */
            limit: number | null;
            /** @description Bisher gezählte Aufrufe, einschließlich dieses. */
            used: number;
            remaining: number | null;
            /**
             * Format: date-time
             * @description Nächster Monatsbeginn, 00:00 UTC.
             */
            resetAt: string;
            /** @description Aufrufe pro Sekunde und Zugang (Burst-Limit). */
            burstPerSecond: number;
            /** @description Aufrufe pro Sekunde und Mandant über alle seine Zugänge (Burst-Limit des Mandanten). */
            tenantBurstPerSecond: number;
        };
        OAuthClientResponseDto: {
            /** Format: uuid */
            id: string;
            /** @description Für den Token-Endpunkt. */
            clientId: string;
            name: string;
            scopes: ("api" | "admin" | "operator")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            revokedAt: string | null;
        };
        OAuthClientListResponseDto: {
            items: components["schemas"]["OAuthClientResponseDto"][];
        };
        CreateOAuthClientRequestDto: {
            /** @example CRM-Anbindung */
            name: string;
            /** @description Standard: `["api"]`. Nie mehr als der anlegende Zugang hat. */
            scopes?: ("api" | "admin" | "operator")[];
        };
        CreatedOAuthClientResponseDto: {
            /** Format: uuid */
            id: string;
            /** @description Für den Token-Endpunkt. */
            clientId: string;
            name: string;
            scopes: ("api" | "admin" | "operator")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description Wird nur dieses eine Mal angezeigt; gespeichert ist nur ein Hash. */
            clientSecret: string;
        };
        CreateTenantRequestDto: {
            /** @example acme */
            name: string;
            /** @enum {string} */
            plan: "free" | "developer" | "scale" | "unlimited";
            /** @description Sandbox-Mandant: erhält `fm_test_`-Schlüssel. */
            sandbox?: boolean;
        };
        CreatedTenantResponseDto: {
            /** Format: uuid */
            tenantId: string;
            name: string;
            /** @enum {string} */
            plan: "free" | "developer" | "scale" | "unlimited";
            sandbox: boolean;
            /** @description Der erste API-Schlüssel; wird nur dieses eine Mal angezeigt. */
            apiKey: string;
        };
        /**
         * @description Ein Ereignistyp; Katalog: `GET /api/v2/developer/webhooks/event-types`.
         * @enum {string}
         */
        EventType: "calculation.created" | "program.deadline_approaching" | "program.updated" | "quota.threshold_reached" | "webhook.endpoint_disabled" | "webhook.test";
        CreateWebhookEndpointRequestDto: {
            /**
             * @description Nur https (keine internen Adressen).
             * @example https://hooks.example.com/foerdermittel
             */
            url: string;
            /**
             * @example [
             *       "calculation.created"
             *     ]
             */
            eventTypes: components["schemas"]["EventType"][];
            /** @example CRM-Anbindung */
            description?: string;
        };
        CreatedWebhookEndpointResponseDto: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            eventTypes: components["schemas"]["EventType"][];
            enabled: boolean;
            /** @description Warum das System deaktiviert hat: `gone` (410) oder `exhausted`. */
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description Signaturgeheimnis; wird nur jetzt angezeigt.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        WebhookEndpointResponseDto: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            eventTypes: components["schemas"]["EventType"][];
            enabled: boolean;
            /** @description Warum das System deaktiviert hat: `gone` (410) oder `exhausted`. */
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookEndpointListResponseDto: {
            items: components["schemas"]["WebhookEndpointResponseDto"][];
        };
        UpdateWebhookEndpointRequestDto: {
            url?: string;
            eventTypes?: components["schemas"]["EventType"][];
            description?: string;
            /** @description `true` aktiviert einen (auch vom System) deaktivierten Endpunkt wieder. */
            enabled?: boolean;
        };
        RotatedWebhookSecretResponseDto: {
            /** @description Neues Signaturgeheimnis; wird nur jetzt angezeigt. */
            secret: string;
            /**
             * Format: date-time
             * @description Bis dahin wird zusätzlich mit dem alten Geheimnis signiert.
             */
            previousSecretValidUntil: string;
        };
        WebhookEventTypeDto: {
            type: components["schemas"]["EventType"];
            description: string;
            /** @description Das Modul, das es veröffentlicht. */
            module: string;
        };
        WebhookEventTypeListResponseDto: {
            items: components["schemas"]["WebhookEventTypeDto"][];
        };
        TestWebhookRequestDto: {
            /**
             * Format: uuid
             * @description Nur an diesen Endpunkt.
             */
            endpointId?: string;
        };
        TestWebhookResponseDto: {
            /**
             * @description Der `webhook-id`-Header der Zustellung.
             * @example msg_4f0c...
             */
            eventId: string;
            /** @description Anzahl Endpunkte, an die zugestellt wird. */
            deliveries: number;
        };
        WebhookDeliveryResponseDto: {
            /** Format: uuid */
            id: string;
            /** @description Die `webhook-id`, bei jedem Versuch gleich. */
            eventId: string;
            eventType: string;
            /** Format: uuid */
            endpointId: string;
            attempt: number;
            /** @enum {string} */
            trigger: "automatic" | "retry" | "manual" | "test";
            /** @enum {string} */
            outcome: "succeeded" | "retrying" | "failed";
            /** Format: date-time */
            attemptedAt: string;
            durationMs: number;
            httpStatus: number | null;
            /** @description `http_status`, `timeout`, `network_error`, `address_not_allowed` oder `scheme_not_allowed` (bewusst grob). */
            errorClass: string | null;
            /** @description Anfang der Antwort (höchstens 1 KB). */
            responseExcerpt: string | null;
            /** Format: date-time */
            nextAttemptAt: string | null;
        };
        WebhookDeliveryListResponseDto: {
            items: components["schemas"]["WebhookDeliveryResponseDto"][];
            total: number;
            limit: number;
            offset: number;
        };
        RedeliveryResponseDto: {
            /** Format: uuid */
            messageId?: string;
        };
        CronRun: {
            /** Format: uuid */
            id: string;
            /** @example data-retention */
            job: string;
            /**
             * Format: date-time
             * @description Der geplante Zeitpunkt, zu dem der Lauf gehört; je Job und Zeitpunkt gibt es einen Lauf.
             */
            slot: string;
            /**
             * @description `schedule` (Zeitplan), `http` (Trigger-Aufruf) oder `catch-up` (nach verpasstem Zeitpunkt).
             * @enum {string}
             */
            trigger: "schedule" | "http" | "catch-up";
            /**
             * @description Ergebnis: `succeeded` oder `failed`, sobald beendet.
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed";
            /** Format: date-time */
            queuedAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @description Starts; mehr als 1 nach einem Abbruch. */
            attempts: number;
            /** @description Was der Job meldet, z. B. `{ "deleted": 12 }`. */
            counts: {
                [key: string]: number;
            };
            /** @description Fehlermeldung eines fehlgeschlagenen Laufs. */
            error: string | null;
        };
        CalculationCreatedPayload: {
            /**
             * Format: uuid
             * @description Abrufbar unter `GET /api/v1/calculations/{id}`.
             */
            calculationId: string;
            programId: string;
            /**
             * @description `calculations` (POST /api/v1/calculations) oder `kalkulation` (POST /api/v1/kalkulation).
             * @enum {string}
             */
            channel: "calculations" | "kalkulation";
            estimatedSubsidyEur: number;
        };
        ProgramDeadlineApproachingPayload: {
            programId: string;
            /**
             * Format: date-time
             * @description Die `applicationDeadline` des Programms.
             */
            deadline: string;
            daysLeft: number;
        };
        ProgramUpdatedPayload: {
            /** @description Abrufbar unter `GET /api/v1/programs/{id}`. */
            programId: string;
            /** @description Geänderte Felder des Programms (Namen wie in `Program`). */
            changedFields: string[];
        };
        QuotaThresholdReachedPayload: {
            /**
             * @description Kalendermonat (UTC).
             * @example 2026-11
             */
            period: string;
            /** @enum {integer} */
            thresholdPercent: 80 | 100;
            /** @description Aufrufe in der Periode. */
            used: number;
            /** @description Monatskontingent des Tarifs. */
            quota: number;
        };
        WebhookEndpointDisabledPayload: {
            /** Format: uuid */
            endpointId: string;
            /**
             * @description `gone`: der Empfänger antwortete 410; `exhausted`: wiederholt alle Versuche erfolglos.
             * @enum {string}
             */
            reason: "gone" | "exhausted";
        };
        WebhookTestPayload: {
            /**
             * Format: uuid
             * @description Der gewählte Endpunkt, `null` beim Test aller aktiven Endpunkte.
             */
            endpointId: string | null;
            message: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON Web Key Set (RFC 7517): alle gültigen öffentlichen Schlüssel, der erste signiert. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
        };
    };
    getQuota: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotaResponseDto"];
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Zugang fehlt oder ist ungültig (immer dieselbe Antwort, mit `WWW-Authenticate`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listOAuthClients: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientListResponseDto"];
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Zugang fehlt oder ist ungültig (immer dieselbe Antwort, mit `WWW-Authenticate`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOAuthClientRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedOAuthClientResponseDto"];
                };
            };
            /** @description Ungültige Parameter, ungültiger Anfragekörper oder ungültiger `Idempotency-Key` (ValidationErrorResponse). */
            400: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Zugang fehlt oder ist ungültig (immer dieselbe Antwort, mit `WWW-Authenticate`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Fehler. Oder: Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
            409: {
                headers: {
                    /** @description Sekunden bis zum nächsten Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unerwarteter Fehler (`INTERNAL_ERROR`): nichts wird gespeichert, dieselbe Anfrage darf mit demselben `Idempotency-Key` wiederholt werden. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    revokeOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Zugang fehlt oder ist ungültig (immer dieselbe Antwort, mit `WWW-Authenticate`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createSandboxToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponseDto"];
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Zugang fehlt oder ist ungültig (immer dieselbe Antwort, mit `WWW-Authenticate`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTenantResponseDto"];
                };
            };
            /** @description Ungültige Parameter, ungültiger Anfragekörper oder ungültiger `Idempotency-Key` (ValidationErrorResponse). */
            400: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Zugang fehlt oder ist ungültig (immer dieselbe Antwort, mit `WWW-Authenticate`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
            409: {
                headers: {
                    /** @description Sekunden bis zum nächsten Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unerwarteter Fehler (`INTERNAL_ERROR`): nichts wird gespeichert, dieselbe Anfrage darf mit demselben `Idempotency-Key` wiederholt werden. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointListResponseDto"];
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpointResponseDto"];
                };
            };
            /** @description Ungültige Parameter, ungültiger Anfragekörper oder ungültiger `Idempotency-Key` (ValidationErrorResponse). */
            400: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Fehler. Oder: Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
            409: {
                headers: {
                    /** @description Sekunden bis zum nächsten Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unerwarteter Fehler (`INTERNAL_ERROR`): nichts wird gespeichert, dieselbe Anfrage darf mit demselben `Idempotency-Key` wiederholt werden. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
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
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponseDto"];
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponseDto"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
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
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecretResponseDto"];
                };
            };
            /** @description Ungültige Parameter, ungültiger Anfragekörper oder ungültiger `Idempotency-Key` (ValidationErrorResponse). */
            400: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden. */
            404: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
            409: {
                headers: {
                    /** @description Sekunden bis zum nächsten Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unerwarteter Fehler (`INTERNAL_ERROR`): nichts wird gespeichert, dieselbe Anfrage darf mit demselben `Idempotency-Key` wiederholt werden. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhookEventTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventTypeListResponseDto"];
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestWebhookRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWebhookResponseDto"];
                };
            };
            /** @description Ungültige Parameter, ungültiger Anfragekörper oder ungültiger `Idempotency-Key` (ValidationErrorResponse). */
            400: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Fehler. Oder: Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
            409: {
                headers: {
                    /** @description Sekunden bis zum nächsten Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unerwarteter Fehler (`INTERNAL_ERROR`): nichts wird gespeichert, dieselbe Anfrage darf mit demselben `Idempotency-Key` wiederholt werden. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Seitengröße. */
                limit?: number;
                /** @description Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0. */
                offset?: number | null;
                endpointId?: string;
                /** @description Die `webhook-id`. */
                eventId?: string;
                eventType?: string;
                outcome?: "succeeded" | "retrying" | "failed";
                trigger?: "automatic" | "retry" | "manual" | "test";
            };
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListResponseDto"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeliveryResponseDto"];
                };
            };
            /** @description Ungültige Parameter, ungültiger Anfragekörper oder ungültiger `Idempotency-Key` (ValidationErrorResponse). */
            400: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description API-Schlüssel fehlt oder ist ungültig. */
            401: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden. */
            404: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
            409: {
                headers: {
                    /** @description Sekunden bis zum nächsten Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`). */
            422: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unerwarteter Fehler (`INTERNAL_ERROR`): nichts wird gespeichert, dieselbe Anfrage darf mit demselben `Idempotency-Key` wiederholt werden. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description The Health Check is not successful */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example error */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       },
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description The Health Check is not successful */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example error */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       },
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    triggerLegalMonitoring: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Lauf dieses Zeitfensters bestand schon: derselbe Lauf. */
            200: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Lauf eingereiht. */
            202: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Weder `CRON_SECRET` noch ein gültiger Zugang; mit `WWW-Authenticate`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: dem Zugang fehlt der Scope `operator`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `JOB_NOT_AVAILABLE`: der Job ist in dieser Version noch nicht umgesetzt. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    triggerProgramSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Lauf dieses Zeitfensters bestand schon: derselbe Lauf. */
            200: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Lauf eingereiht. */
            202: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Weder `CRON_SECRET` noch ein gültiger Zugang; mit `WWW-Authenticate`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: dem Zugang fehlt der Scope `operator`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `JOB_NOT_AVAILABLE`: der Job ist in dieser Version noch nicht umgesetzt. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    triggerScheduledReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Lauf dieses Zeitfensters bestand schon: derselbe Lauf. */
            200: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Lauf eingereiht. */
            202: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Weder `CRON_SECRET` noch ein gültiger Zugang; mit `WWW-Authenticate`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: dem Zugang fehlt der Scope `operator`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `JOB_NOT_AVAILABLE`: der Job ist in dieser Version noch nicht umgesetzt. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    triggerWeeklyDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Lauf dieses Zeitfensters bestand schon: derselbe Lauf. */
            200: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Lauf eingereiht. */
            202: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Weder `CRON_SECRET` noch ein gültiger Zugang; mit `WWW-Authenticate`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: dem Zugang fehlt der Scope `operator`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `JOB_NOT_AVAILABLE`: der Job ist in dieser Version noch nicht umgesetzt. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    triggerDataRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Lauf dieses Zeitfensters bestand schon: derselbe Lauf. */
            200: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Lauf eingereiht. */
            202: {
                headers: {
                    /** @description Pfad des Laufs: `/api/v2/cron/runs/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Weder `CRON_SECRET` noch ein gültiger Zugang; mit `WWW-Authenticate`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: dem Zugang fehlt der Scope `operator`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `JOB_NOT_AVAILABLE`: der Job ist in dieser Version noch nicht umgesetzt. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCronRun: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CronRun"];
                };
            };
            /** @description Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponse"];
                };
            };
            /** @description Weder `CRON_SECRET` noch ein gültiger Zugang; mit `WWW-Authenticate`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: dem Zugang fehlt der Scope `operator`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `CRON_RUN_NOT_FOUND`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    calculationCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Ereignis-ID (`msg_…`), bei jeder Wiederholung gleich: zum Deduplizieren. */
                "webhook-id": string;
                /** @description Sekunden seit 1970 (UTC), Teil der Signatur. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 von "id.timestamp.body">` mit dem `whsec_…`-Geheimnis; nach einer Rotation 24 h zwei, durch Leerzeichen getrennt. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "calculation.created";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["CalculationCreatedPayload"];
                };
            };
        };
        responses: {
            /** @description Der Endpunkt wird deaktiviert; keine weiteren Zustellungen. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Später erneut: der nächste Versuch wartet mindestens `Retry-After`. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wie 429. */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Empfang bestätigt (schnell antworten, danach verarbeiten). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Jede andere Antwort, ein Timeout oder ein Netzfehler: erneuter Versuch nach Zeitplan. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    programDeadlineApproachingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Ereignis-ID (`msg_…`), bei jeder Wiederholung gleich: zum Deduplizieren. */
                "webhook-id": string;
                /** @description Sekunden seit 1970 (UTC), Teil der Signatur. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 von "id.timestamp.body">` mit dem `whsec_…`-Geheimnis; nach einer Rotation 24 h zwei, durch Leerzeichen getrennt. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "program.deadline_approaching";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["ProgramDeadlineApproachingPayload"];
                };
            };
        };
        responses: {
            /** @description Der Endpunkt wird deaktiviert; keine weiteren Zustellungen. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Später erneut: der nächste Versuch wartet mindestens `Retry-After`. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wie 429. */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Empfang bestätigt (schnell antworten, danach verarbeiten). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Jede andere Antwort, ein Timeout oder ein Netzfehler: erneuter Versuch nach Zeitplan. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    programUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Ereignis-ID (`msg_…`), bei jeder Wiederholung gleich: zum Deduplizieren. */
                "webhook-id": string;
                /** @description Sekunden seit 1970 (UTC), Teil der Signatur. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 von "id.timestamp.body">` mit dem `whsec_…`-Geheimnis; nach einer Rotation 24 h zwei, durch Leerzeichen getrennt. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "program.updated";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["ProgramUpdatedPayload"];
                };
            };
        };
        responses: {
            /** @description Der Endpunkt wird deaktiviert; keine weiteren Zustellungen. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Später erneut: der nächste Versuch wartet mindestens `Retry-After`. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wie 429. */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Empfang bestätigt (schnell antworten, danach verarbeiten). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Jede andere Antwort, ein Timeout oder ein Netzfehler: erneuter Versuch nach Zeitplan. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    quotaThresholdReachedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Ereignis-ID (`msg_…`), bei jeder Wiederholung gleich: zum Deduplizieren. */
                "webhook-id": string;
                /** @description Sekunden seit 1970 (UTC), Teil der Signatur. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 von "id.timestamp.body">` mit dem `whsec_…`-Geheimnis; nach einer Rotation 24 h zwei, durch Leerzeichen getrennt. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "quota.threshold_reached";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["QuotaThresholdReachedPayload"];
                };
            };
        };
        responses: {
            /** @description Der Endpunkt wird deaktiviert; keine weiteren Zustellungen. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Später erneut: der nächste Versuch wartet mindestens `Retry-After`. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wie 429. */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Empfang bestätigt (schnell antworten, danach verarbeiten). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Jede andere Antwort, ein Timeout oder ein Netzfehler: erneuter Versuch nach Zeitplan. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEndpointDisabledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Ereignis-ID (`msg_…`), bei jeder Wiederholung gleich: zum Deduplizieren. */
                "webhook-id": string;
                /** @description Sekunden seit 1970 (UTC), Teil der Signatur. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 von "id.timestamp.body">` mit dem `whsec_…`-Geheimnis; nach einer Rotation 24 h zwei, durch Leerzeichen getrennt. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "webhook.endpoint_disabled";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["WebhookEndpointDisabledPayload"];
                };
            };
        };
        responses: {
            /** @description Der Endpunkt wird deaktiviert; keine weiteren Zustellungen. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Später erneut: der nächste Versuch wartet mindestens `Retry-After`. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wie 429. */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Empfang bestätigt (schnell antworten, danach verarbeiten). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Jede andere Antwort, ein Timeout oder ein Netzfehler: erneuter Versuch nach Zeitplan. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Ereignis-ID (`msg_…`), bei jeder Wiederholung gleich: zum Deduplizieren. */
                "webhook-id": string;
                /** @description Sekunden seit 1970 (UTC), Teil der Signatur. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 von "id.timestamp.body">` mit dem `whsec_…`-Geheimnis; nach einer Rotation 24 h zwei, durch Leerzeichen getrennt. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "webhook.test";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["WebhookTestPayload"];
                };
            };
        };
        responses: {
            /** @description Der Endpunkt wird deaktiviert; keine weiteren Zustellungen. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Später erneut: der nächste Versuch wartet mindestens `Retry-After`. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wie 429. */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Empfang bestätigt (schnell antworten, danach verarbeiten). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Jede andere Antwort, ein Timeout oder ein Netzfehler: erneuter Versuch nach Zeitplan. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
