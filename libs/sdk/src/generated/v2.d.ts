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
    "/api/v2/developer/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API-Schlüssel des Mandanten (Präfix und letzte vier Zeichen, nie der Schlüssel)
         * @description Auch widerrufene Schlüssel (mit `revokedAt`). `lastUsedOn` ist tagesgenau: die Nutzung wird höchstens einmal je Schlüssel und UTC-Tag geschrieben, bei einer Anmeldung, die den Schlüssel ohnehin liest (ein Schreibzugriff je Anfrage würde jeden Aufruf verlangsamen und die Tabelle aufblähen).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * API-Schlüssel anlegen; der Schlüssel wird nur einmal angezeigt
         * @description Höchstzahl aktiver (nicht widerrufener) Schlüssel je Tarif: Free 3, Developer 10, Scale 50, Unlimited unbegrenzt (sonst 409 `API_KEY_LIMIT_REACHED`). Nie mehr Scopes als der anlegende Zugang (sonst 403 `SCOPE_NOT_GRANTED`). Sandbox-Zugänge: 403 `SANDBOX_CREDENTIAL_FORBIDDEN` (ADR 0009).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/developer/api-keys/{id}": {
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
         * API-Schlüssel widerrufen
         * @description Der Schlüssel und die damit erzeugten Sandbox-Tokens werden abgelehnt (401): auf dieser Instanz sofort, auf allen anderen, sobald die Datenbank die Änderung meldet (Principal-Cache, ADR 0012). Sandbox-Zugänge: 403 `SANDBOX_CREDENTIAL_FORBIDDEN` (ADR 0009).
         */
        delete: operations["revokeApiKey"];
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
    "/api/v2/admin/tenants/{id}": {
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
         * Tarif eines Mandanten ändern (Betreiber, Scope operator)
         * @description Die neuen Grenzen gelten ab der nächsten Anfrage; die Änderung steht im Audit-Log des Mandanten und geht als `tenant.plan_changed` an seine Webhooks. Derselbe Tarif noch einmal ändert nichts.
         */
        patch: operations["changeTenantPlan"];
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
        /** Readiness: die Datenbank antwortet (sonst 503); `video` meldet, ob Videos gerendert werden können. */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Was sich im Katalog geändert hat
         * @description Die Versionen, die seit `changedSince` aus dem Abgleich mit der Förderdatenbank entstanden sind: neue, geänderte, ausgelaufene und zurückgekehrte Programme, mit den geänderten Feldern. Die vollständige Programmliste liefert `GET /api/v1/programs`.
         */
        get: operations["listProgramChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/programs/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Versionen eines Programms
         * @description Jede Version aus der Förderdatenbank mit Gültigkeit, Prüfsumme, Importlauf und feldgenauer Änderung; die Texte unverändert mit Lizenzangabe (CC BY-ND). Kuratierte Programme behalten ihre Konditionen: Änderungen der Quelle stehen hier, ohne die kuratierten Angaben zu überschreiben. Seitenweise (`limit`, `offset`, älteste zuerst, `total`); jede Version ist durch die Grenzen des Imports beschränkt (höchstens 4 MB je Datensatz, 500.000 Zeichen je Feld).
         */
        get: operations["getProgramHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/programs/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Was die Förderdatenbank zu einem Programm sagt
         * @description Die Angaben der aktuellen Version aus der Förderdatenbank (offizieller Export): Antragsberechtigung, Verfahren, Fristen (als Text), Rechtsgrundlage und Fundstelle, Status-Hinweis, je als HTML wie geliefert und als Text; Förderart, -bereich mit Unterbereichen, -gebiet, Förderberechtigte, Unternehmensgrößen, Branchen, GRW, Fördergeber, Kontakte und weiterführende Links; mit Lizenzangabe. Für Programme ohne Import (eigene, nicht verknüpfte kuratierte) 404. Getrennt davon `derived`: abgeleitete Anzeigeformen für Texte, in denen der Export ein Zeichen als `?` verloren hat (nicht der Text der Quelle).
         */
        get: operations["getProgramDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/programs/{id}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aus dem Programmtext gelesene Konditionen
         * @description Für aus der Förderdatenbank übernommene Programme: bestätigte Angaben mit Herkunft („aus dem Programmtext, bestätigt am … von …“) und, getrennt davon, Vorschläge des Extraktors mit Belegsatz, Fundstelle und Konfidenz. Vorschläge sind keine Fakten und gehen in keine Zahl ein. Kuratierte Programme haben keine: ihre Konditionen stehen in `GET /api/v1/programs/{id}`.
         */
        get: operations["getProgramTextTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/legal/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Datierte Rechtsregeln der Berechnung
         * @description Jede datierte Regel, auf der die Berechnung beruht (Höchstbeträge, Fördersätze, AGVO), mit Rechtsquelle, Geltung und verbleibenden Tagen. Regeln, die in höchstens 90 Tagen auslaufen, lösen `legal.rule_expiring` aus.
         */
        get: operations["listLegalRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/catalogue/sync-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Importläufe der Förderdatenbank (Betreiber, Scope operator)
         * @description Jeder Lauf mit Zählern (neu, geändert, unverändert, ausgelaufen, verworfen), zurückgehaltenen Teil-Läufen (`refused`) und Änderungen kuratierter Programme zur Prüfung (`review`).
         */
        get: operations["listCatalogueSyncRuns"];
        put?: never;
        /**
         * Import der Förderdatenbank jetzt starten (Betreiber, Scope operator)
         * @description Importiert `PROGRAM_SYNC_SOURCE_URL` sofort, auch wenn der geplante Lauf des Tages schon war, und antwortet mit dem Lauf, sobald er beendet ist (bei 2.500 Programmen einige Sekunden). Alle Prüfungen gelten: ein auffälliger Lauf wird zurückgehalten (`refused`), dieselbe Datei übersprungen (`skipped`). 409 `CATALOGUE_SYNC_RUNNING`, wenn gerade ein Import läuft; 409 `CATALOGUE_SYNC_SOURCE_MISSING` ohne konfigurierte Quelle.
         */
        post: operations["startCatalogueSyncRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/catalogue/sync-runs/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vorschau eines Importlaufs (Betreiber, Scope operator)
         * @description Was die Prüfung vor dem Anwenden gefunden hat: Zähler (neu, geändert, unverändert), Felder, die in bekannten Programmen leer würden, bis zu fünf Beispiel-Änderungen und die Gründe, aus denen der Lauf zurückgehalten wurde. Für einen zurückgehaltenen Lauf die Grundlage der Entscheidung, ihn mit `npm run cli -- catalogue:import --run <id>` doch anzuwenden. Dasselbe ohne Lauf: `--dry-run`.
         */
        get: operations["getCatalogueSyncRunPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/catalogue/term-proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Programme mit Konditionsvorschlägen, nach Konfidenz (Betreiber, Scope operator)
         * @description Aus dem Text importierter Programme vorgeschlagene Konditionen (Fördersatz, Höchst- und Mindestbetrag, Frist, Region, Größe, De-minimis, Zielgruppen, Förderart), je Programm mit Belegsatz, Fundstelle, Regel und Konfidenz. Vorschläge sind keine Fakten: erst bestätigte oder korrigierte Werte gehen in Zahlen ein.
         */
        get: operations["listTermProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/catalogue/term-proposals/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Konditionsvorschläge eines Programms mit seinem Text (Betreiber, Scope operator) */
        get: operations["getProgramTermProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/catalogue/term-proposals/{programId}/{term}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vorschlag bestätigen, korrigieren oder verwerfen (Betreiber, Scope operator)
         * @description Ein bestätigter oder korrigierter Fördersatz, Höchst-, Mindestbetrag oder eine Frist gilt sofort: Berechnung, Matching und Förderpläne rechnen damit und nennen die Herkunft („aus dem Programmtext, bestätigt am … von …“). Verwerfen nimmt einen geltenden Wert zurück. Ein bedingter Vorschlag lässt sich nur korrigieren (409 TERM_PROPOSAL_CONDITIONAL).
         */
        post: operations["reviewTermProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/programs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Programme suchen
         * @description Volltextsuche über Name, Kurzname, Zielgruppen und Beschreibung der Programme, die der Mandant sieht (der
         *     öffentliche Katalog und eigene Programme), mit Filtern, Facetten und Cursor-Seiten (ADR 0023).
         *
         *     - **Suchtext** `q`: deutsch normalisiert und gestemmt, Komposita über Wortanfang und -inneres, Tippfehler bei
         *       längeren Wörtern; Gewichtung Name > Kurzname > Zielgruppen/Phasen > Beschreibung (BM25F). `highlights`
         *       markiert die Treffer.
         *     - **Filter** werden mit UND verknüpft, Listen eines Filters (kommagetrennt) mit ODER.
         *     - **Facetten**: je Filter die Trefferzahl je Wert unter dem Suchtext und den übrigen Filtern.
         *     - **Kategorien der Förderdatenbank**: Förderart (`fundingType`), Förderbereich (`area`) und Unterbereich
         *       (`subArea`), Förderberechtigte (`applicant`) als Filter (Codes; UND zwischen den Filtern, ODER innerhalb
         *       eines) und, nur wenn `facets` sie nennt (`facets=true` alle), als Facetten mit `label`. Fördergebiet,
         *       Ebene und Unternehmensgröße sind `region`, `level` und `companySize`. Ein unbekannter Code: 400.
         *     - **Seiten**: `nextCursor` an `cursor` übergeben; die Reihenfolge ist stabil (Gleichstand nach `id`).
         *       Ändert sich der Katalog zwischen zwei Seiten, gilt die neue Version ab der nächsten Seite.
         */
        get: operations["searchPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MCP-Ereignisstrom (nicht angeboten)
         * @description Nicht angeboten: der Endpunkt ist zustandslos und nimmt nur `POST` an (MCP, Transport
         *     "Streamable HTTP": ein Server ohne Ereignisstrom bzw. ohne Sitzungen antwortet 405). Antwort 405 mit
         *     `Allow: POST`.
         */
        get: operations["mcpStream"];
        put?: never;
        /**
         * MCP-Endpunkt für KI-Assistenten
         * @description Model Context Protocol (MCP, Transport "Streamable HTTP", zustandslos) für KI-Assistenten: JSON-RPC 2.0 im Körper,
         *     Antwort als JSON. Werkzeuge: `search_programs`, `get_program`, `calculate_subsidy`, `plan_funding`,
         *     `upcoming_deadlines` (`tools/list` nennt ihre JSON-Schemas). Authentifiziert wie jeder Aufruf (API-Schlüssel
         *     oder Token), jede Anfrage zählt zum Kontingent; jedes Werkzeug sieht nur die Daten des eigenen Mandanten.
         *     Kein Sitzungszustand: `GET` (Server-Sent Events) und `DELETE` (Sitzungsende) gibt es nicht, beide antworten 405
         *     mit `Allow: POST`. Ein Körper, der keine JSON-RPC-Anfrage oder -Benachrichtigung ist, wird mit 400 abgelehnt.
         *     Parameter einer Methode in falscher Form (`tools/call` ohne `params`, `arguments` kein Objekt) beantwortet die
         *     JSON-RPC-Antwort mit `-32602` (Invalid params), deutscher Meldung und `data.issues`; ungültige Werte in den
         *     `arguments` eines Werkzeugs sind ein Werkzeugfehler (`isError`) mit demselben 400-Körper wie die REST-Route.
         */
        post: operations["mcp"];
        /**
         * MCP-Sitzung beenden (nicht angeboten)
         * @description Nicht angeboten: der Endpunkt ist zustandslos und nimmt nur `POST` an (MCP, Transport
         *     "Streamable HTTP": ein Server ohne Ereignisstrom bzw. ohne Sitzungen antwortet 405). Antwort 405 mit
         *     `Allow: POST`.
         */
        delete: operations["mcpEndSession"];
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
    "/api/v2/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ereignisstrom (Server-Sent Events)
         * @description Server-Sent Events (HTML-Standard): jedes Ereignis des Mandanten mit `id` (je Mandant fortlaufend),
         *     `event` (Typ) und `data` (JSON `{id, type, timestamp, data}`); alle 20 s ein Kommentar als Herzschlag,
         *     `retry: 5000`. Nach einem Abbruch sendet der Client `Last-Event-ID` und erhält genau die verpassten Ereignisse
         *     in Reihenfolge; ist die ID älter als die Aufbewahrung, kommt zuerst `event: reset`. Authentifizierung per Header
         *     oder (für `EventSource`) per `?token=` aus `POST /api/v2/notifications/stream/token`. Offene Ströme je Mandant
         *     sind nach Tarif begrenzt (429 `STREAM_LIMIT_REACHED`). Der Client muss `Accept: text/event-stream` senden (sonst 406).
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/stream/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kurzlebiges Token für den Ereignisstrom
         * @description Nur für `GET /api/v2/notifications/stream?token=…` (Browser-`EventSource` sendet keine Header). Gilt nur, solange der Zugang besteht, der es angefordert hat.
         */
        post: operations["createNotificationStreamToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/push/vapid-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Öffentlicher VAPID-Schlüssel für Web Push */
        get: operations["getVapidKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/push/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Web-Push-Abonnement eines Browsers speichern
         * @description Nimmt `PushSubscription.toJSON()` des Browsers. Nur Endpunkte bekannter Push-Dienste (400 `PUSH_ENDPOINT_REJECTED`); dasselbe Endpunkt erneut abonniert behält seine ID. Tarifgrenze: 409 `PUSH_SUBSCRIPTION_LIMIT_REACHED`.
         */
        post: operations["subscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web-Push-Abonnements des Mandanten */
        get: operations["listPushSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/push/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Web-Push-Abonnement löschen */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/push/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push-Nachricht einreihen
         * @description Reiht je Abonnement eine Zustellung ein (202) und sendet nie während der Anfrage. Zustellung verschlüsselt (aes128gcm), mit TTL, Zeitlimit und Wiederholung bei 429/5xx; bei 404/410 wird das Abonnement gelöscht.
         */
        post: operations["sendPush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/digest/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Digest planen (täglich oder wöchentlich zur Ortszeit)
         * @description Ein Digest fasst die Ereignisse seit dem letzten gesendeten Digest zusammen (deutsch), höchstens einmal je Zeitplan und Zeitraum (Tag bzw. ISO-Woche), auch wenn der Job doppelt läuft. Leere Digests entfallen, außer `sendEmpty`. Versand höchstens 5 Minuten nach der Ortszeit (Job `weekly-digest`). Tarifgrenze: 409 `DIGEST_SCHEDULE_LIMIT_REACHED`. Kanal `chat`: der Digest geht je Zeitraum einmal an die genannten Slack- und Teams-Verbindungen (400 `DIGEST_CHAT_CHANNEL_INVALID` ohne sie, 404/409 für unbekannte/deaktivierte).
         */
        post: operations["scheduleDigest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/digest/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Digest-Zeitpläne des Mandanten */
        get: operations["listDigestSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/digest/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Digest-Zeitplan löschen */
        delete: operations["deleteDigestSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/dsgvo/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Löschanfrage (Art. 17 DSGVO)
         * @description Nimmt die Anfrage an (202) mit Frist (ein Kalendermonat, Art. 12 Abs. 3) und Vorschau je Tabelle, und führt sie als Job aus: löschen, pseudonymisieren oder – bei Aufbewahrungspflicht – einschränken bis zum Fristende (Art. 17 Abs. 3 lit. b, § 35 Abs. 3 BDSG). Die Quittung steht danach an `GET /api/v2/dsgvo/requests/{id}`. Wirkt über das Dateninventar auf jede Tabelle jedes Moduls, nur im eigenen Mandanten; mit Sandbox-Zugang nur auf Sandbox-Daten.
         */
        post: operations["requestErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/dsgvo/portability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Datenübertragbarkeit (Art. 20 DSGVO), veraltet: POST verwenden
         * @deprecated
         * @description Stellt die Daten der Person als ZIP zusammen (`manifest.json` mit SHA-256 je Datei; je Kategorie personenbezogener Daten ein JSON mit JSON-Schema unter `schemas/`, ein CSV, wo die Datensätze tabellarisch sind): 202 mit der Anfrage; ist sie fertig, nennt `portability.downloadUrl` den kurzlebigen Download. Eine offene oder noch herunterladbare Anfrage zur selben Person wird wiederverwendet (200). **Veraltet:** die Kennung steht hier in der URL; `POST /api/v2/dsgvo/portability` nimmt sie im Körper. Bleibt, weil der Vertrag (Spezifikation 4.3) ihn nennt; im Protokoll erscheint der Wert nur geschwärzt.
         */
        get: operations["requestPortability"];
        put?: never;
        /**
         * Datenübertragbarkeit (Art. 20 DSGVO)
         * @description Stellt die Daten der Person als ZIP zusammen (`manifest.json` mit SHA-256 je Datei; je Kategorie personenbezogener Daten ein JSON mit JSON-Schema unter `schemas/`, ein CSV, wo die Datensätze tabellarisch sind): 202 mit der Anfrage; ist sie fertig, nennt `portability.downloadUrl` den kurzlebigen Download. Eine offene oder noch herunterladbare Anfrage zur selben Person wird wiederverwendet (200). Die Kennung steht im Körper, nicht in der URL: URLs landen in Zugriffsprotokollen.
         */
        post: operations["createPortabilityRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/dsgvo/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Datenschutzanfrage mit Frist, Vorschau und Quittung */
        get: operations["getDsgvoRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/dsgvo/requests/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Frist um zwei Monate verlängern (Art. 12 Abs. 3 DSGVO)
         * @description Einmal und nur innerhalb der ersten Frist; neue Frist drei Kalendermonate nach Eingang. Die Person ist innerhalb der ersten Frist mit Gründen zu unterrichten (`reason` hält sie fest).
         */
        post: operations["extendDsgvoRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/dsgvo/requests/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ZIP-Archiv einer Exportanfrage herunterladen */
        get: operations["downloadDsgvoArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/gobd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GoBD: Nachweise je Grundsatz
         * @description Je Grundsatz ein Status (`evidenced`, `partial`, `missing`, `not_applicable`) mit den Nachweisen, die der Dienst selbst erhebt (Prüfung der Hash-Kette des Audit-Logs beim Abruf, Aufbewahrungsregeln, letzter Lauf von `data-retention`), der Textstelle und dem Teil, der beim Kunden bleibt. Nie ein einzelnes „konform“. Die Kette wird ab Eintrag 1 geprüft; mit `headSeq` und `headHash` eines früher erhaltenen Kopfs auch, dass keine neueren Einträge entfernt wurden.
         */
        get: operations["getGobdEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit-Log des Mandanten (unveränderbar, hash-verkettet)
         * @description Einträge in ihrer Folge mit `prevHash` und `hash`: jeder Prüfer kann die Kette selbst nachrechnen (SHA-256 über den vorigen Hash, einen Zeilenumbruch und den Eintrag als JSON mit sortierten Schlüsseln).
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/nis2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NIS2 (BSIG): Betroffenheit und die zehn Maßnahmen
         * @description Betroffenheit nach § 28 BSIG aus Sektor und Größe (sonst `unknown` mit den fehlenden Angaben) und die Maßnahmen des § 30 Abs. 2 BSIG, je mit Status, den Nachweisen des Dienstes für seinen Teil und dem Teil des Kunden.
         */
        get: operations["getNis2Evidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/dpia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Datenschutz-Folgenabschätzung anlegen (Art. 35 DSGVO)
         * @description Beschreibt eine Verarbeitung und prüft sie gegen die neun Kriterien nach WP248 und die DSK-Liste (erforderlich / wahrscheinlich / nicht erforderlich, mit Gründen); hält die Abschnitte nach Art. 35 Abs. 7.
         */
        post: operations["createDpia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/dpia/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eine Datenschutz-Folgenabschätzung (JSON-Export) */
        get: operations["getDpia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Folgenabschätzung ändern, prüfen lassen, freigeben
         * @description Nur übergebene Felder ändern sich; die Vorprüfung folgt den Kriterien. Freigegeben ist sie unveränderlich. Die Freigabe steht mit der Kennung des freigebenden Zugangs (`signedOffBy`) im Audit-Log (`dpia.signed_off`).
         */
        patch: operations["updateDpia"];
        trace?: never;
    };
    "/api/v2/compliance/dpia/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Druckfassung einer Folgenabschätzung (HTML) */
        get: operations["getDpiaDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/gobd/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GoBD-Datenträgerüberlassung (Z3): Export anfordern
         * @description Erstellt als Job ein ZIP mit den Berechnungen und dem Audit-Log des Mandanten: `index.xml` nach dem GDPdU-Beschreibungsstandard, die DTD `gdpdu-01-09-2004.dtd` und je Tabelle eine CSV-Datei wie beschrieben (§ 147 Abs. 6 AO, GoBD Rz. 165 ff.). 202 mit dem Export; ist er fertig, nennt `downloadUrl` den kurzlebigen Download. Ein noch laufender Export wird wiederverwendet (200). Mit Sandbox-Zugang: Sandbox-Berechnungen.
         */
        post: operations["requestGobdExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/gobd/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GoBD-Export mit Dateien, Hashes und Download */
        get: operations["getGobdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/gobd/exports/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ZIP-Archiv eines GoBD-Exports herunterladen */
        get: operations["downloadGobdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aktive Feature-Flags für den Aufrufer (OFREP-Bulk-Format)
         * @description Wertet jedes nicht archivierte Flag für den Kontext aus: `tenantId`, `plan` und `sandbox` des Zugangs, dazu `targetingKey` (Standard: die Mandanten-ID) und Attribute aus `context`. Gründe: `STATIC`, `TARGETING_MATCH`, `SPLIT`, `DISABLED`, `DEFAULT`. Mit `If-None-Match` antwortet der Dienst `304`, solange das Ergebnis gleich bleibt. Auswertungen zählen nicht gegen das Monatskontingent und nicht gegen das Burst-Limit der API: sie haben ein eigenes Limit je Zugang und Sekunde (Richtlinie `flag-evaluation`; Free 100, Developer 1.000, Scale 5.000, Unlimited 20.000), bei Überschreitung `429` mit `Retry-After`.
         */
        get: operations["evaluateFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ofrep/v1/evaluate/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OFREP: alle Flags auswerten (Bulk)
         * @description Wie `GET /api/v2/feature-flags`, aber ohne Standard-`targetingKey`; ETag und `304` wie dort. Auswertungen zählen nicht gegen das Monatskontingent und nicht gegen das Burst-Limit der API: sie haben ein eigenes Limit je Zugang und Sekunde (Richtlinie `flag-evaluation`; Free 100, Developer 1.000, Scale 5.000, Unlimited 20.000), bei Überschreitung `429` mit `Retry-After`.
         */
        post: operations["ofrepEvaluateFlags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ofrep/v1/evaluate/flags/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OFREP: ein Flag auswerten
         * @description Auswertungen zählen nicht gegen das Monatskontingent und nicht gegen das Burst-Limit der API: sie haben ein eigenes Limit je Zugang und Sekunde (Richtlinie `flag-evaluation`; Free 100, Developer 1.000, Scale 5.000, Unlimited 20.000), bei Überschreitung `429` mit `Retry-After`.
         */
        post: operations["ofrepEvaluateFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alle Feature-Flags (auch archivierte), mit Zustand */
        get: operations["listFeatureFlags"];
        put?: never;
        /** Feature-Flag anlegen (Version 1 bzw. nächste Nummer des Schlüssels) */
        post: operations["createFeatureFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/feature-flags/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein Feature-Flag */
        get: operations["getFeatureFlag"];
        put?: never;
        post?: never;
        /**
         * Feature-Flag archivieren (erster Aufruf) oder ein archiviertes entfernen (zweiter)
         * @description Die Historie bleibt erhalten; ein neues Flag gleichen Schlüssels zählt die Versionen weiter.
         */
        delete: operations["deleteFeatureFlag"];
        options?: never;
        head?: never;
        /**
         * Feature-Flag ändern, archivieren oder wiederherstellen (neue Version mit Diff)
         * @description Die angegebenen Felder ersetzen die gespeicherten; Schlüssel und Typ bleiben.
         */
        patch: operations["updateFeatureFlag"];
        trace?: never;
    };
    "/api/v2/admin/feature-flags/{key}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Versionen eines Feature-Flags mit Akteur, Grund und Diff (neueste zuerst) */
        get: operations["getFeatureFlagHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/feature-flags/{key}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Auf die Definition einer früheren Version zurücksetzen (als neue Version) */
        post: operations["rollbackFeatureFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/funding-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Förderplan berechnen
         * @description Die beste rechtmäßige Kombination von Programmen für ein Projekt. Ablauf (jede Entscheidung steht mit Code,
         *     deutscher Erläuterung und Rechtsquelle im Ergebnis):
         *     KMU-Klasse mit verbundenen (> 50 %, voll) und Partnerunternehmen (25-50 %, anteilig), Empfehlung 2003/361/EG
         *     Anhang Art. 3 und 6 → harte Filter des Katalogs (Status, Frist am Antragstag, Region, Größe, Alter, Branche) →
         *     Anreizeffekt (Antrag vor Vorhabensbeginn, AGVO Art. 6; nicht für die Forschungszulage, Art. 6 Abs. 4) →
         *     Höchstintensität je Programm (Fördergebietskarte des Kreises + KMU-Zuschlag; AGVO Art. 25 mit/ohne wirksame
         *     Zusammenarbeit; übrige Artikel) → Darlehen und Bürgschaften mit ihrem Bruttosubventionsäquivalent
         *     (Referenzzinsmethode, Mitteilung 2008/C 14/02; EU-Basissatz als datierte Daten oder `baseRatePercent`) →
         *     exakte Suche über alle Kombinationen: Kumulierung je Kostenart unter der höchsten anwendbaren Intensität
         *     (AGVO Art. 8 Abs. 3, mit De-minimis Art. 8 Abs. 5; gekürzt werden zuerst Zuschüsse, zuletzt die Zulage),
         *     De-minimis-Spielraum je Verordnung über drei Jahre ab den Bewilligungsdaten, in Antragsreihenfolge
         *     (VO (EU) 2023/2831 Art. 3), gegenseitige Ausschlüsse, Mindestbeträge. Ziel: höchster Beihilfewert, dann
         *     höchstes Darlehensvolumen, dann weniger Programme. Alternativen nennen, warum sie schlechter sind.
         *     Neue Felder gegenüber v1: `company.relations`, `company.deminimisGrants`, `project` (Beginn, Antragstag,
         *     Land, Kreis, Kosten je Art, Forschungskategorie, Zusammenarbeit). Gespeichert je Mandant; Ereignis
         *     `funding_plan.created`. Der Tarif begrenzt die Kandidaten der exakten Suche (Free 12, Developer 16, Scale 20,
         *     Unlimited 24; darüber `CANDIDATE_LIMIT`).
         *
         *     | Code | Bedeutung |
         *     |---|---|
         *     | `SME_CLASS_CHANGED_BY_RELATIONS` | Verbundene bzw. Partnerunternehmen ändern die KMU-Klasse (Anhang Art. 3 und 6 der Empfehlung 2003/361/EG). |
         *     | `INCENTIVE_EFFECT_MISSING` | Anreizeffekt fehlt: der Antrag muss vor Vorhabensbeginn gestellt werden; das Vorhaben beginnt vorher. |
         *     | `NO_ELIGIBLE_COSTS` | Das Projekt hat keine Kosten der Art, die das Programm fördert. |
         *     | `REGIONAL_AID_NOT_AVAILABLE` | Der Standort liegt in keinem Fördergebiet der Fördergebietskarte 2022-2027. |
         *     | `REGIONAL_AREA_ASSUMED` | Fördergebietsstatus des Kreises nicht hinterlegt: der niedrigste C-Gebietswert (10 %) ist angenommen; bitte mit dem Gemeindeverzeichnis des Landes prüfen. |
         *     | `REGIONAL_AREA_UNKNOWN` | Fördergebietsstatus des Standorts nicht hinterlegt: keine Regionalbeihilfe angesetzt, da rund 58 % der Bevölkerung außerhalb der Fördergebiete leben; bitte den Fördersatz der Karte für den Standort aus dem Gemeindeverzeichnis des Landes angeben. |
         *     | `RULE_NOT_IN_FORCE` | Die hinterlegte Fassung der Rechtsgrundlage gilt am Antragsdatum nicht; die dann geltenden Höchstsätze sind nicht hinterlegt, das Programm wird nicht eingeplant. |
         *     | `FZULG_OVERHEAD_LUMP_SUM` | Gemeinkostenpauschale der Forschungszulage angesetzt: 20 % der förderfähigen Aufwendungen (Vorhaben nach dem 31.12.2025 begonnen). |
         *     | `FZULG_BASE_CAP` | Bemessungsgrundlage der Forschungszulage auf den Höchstbetrag je Wirtschaftsjahr begrenzt (§ 3 Abs. 5 FZulG). |
         *     | `EXCLUSIVE_PROGRAM_CHOSEN` | Das Programm schließt die Kombination mit einem gewählten Programm aus. |
         *     | `OTHER_AID_ON_SAME_COSTS_FORBIDDEN` | Die Richtlinie erlaubt keine weitere öffentliche Förderung auf denselben Kosten. |
         *     | `DEMINIMIS_HEADROOM_EXCEEDED` | Der De-minimis-Höchstbetrag der Verordnung würde überschritten: die neue Beihilfe ist insgesamt nicht gedeckt. |
         *     | `DEMINIMIS_REDUCED_TO_HEADROOM` | Auf den verbleibenden De-minimis-Spielraum gekürzt (Programm erlaubt Kürzung). |
         *     | `DEMINIMIS_CEILING_UNKNOWN` | Für den Bewilligungstag ist kein De-minimis-Höchstbetrag hinterlegt. |
         *     | `BELOW_MIN_AMOUNT` | Nach Kürzung unter dem Mindestbetrag des Programms. |
         *     | `LEGAL_INTENSITY_CAP` | Auf die beihilferechtliche Höchstintensität für dieses Projekt begrenzt. |
         *     | `MAX_AMOUNT_CAP` | Auf den Höchstbetrag des Programms begrenzt. |
         *     | `CUMULATION_INTENSITY_CAP` | Kumulierung auf denselben Kosten: gekürzt, damit die höchste anwendbare Beihilfeintensität nicht überschritten wird. |
         *     | `UNION_FUNDING_CAP` | Unionsmittel und staatliche Beihilfe auf denselben Kosten: gekürzt auf den günstigsten Finanzierungssatz der Unionsvorschriften (AGVO Art. 8 Abs. 2). |
         *     | `FINANCING_EXCEEDS_COSTS` | Keine Überfinanzierung: Zuschüsse, Zulagen und Darlehen zusammen höchstens bis zur Höhe der Kosten. |
         *     | `DEMINIMIS_PLUS_GBER_SAME_COSTS` | De-minimis-Beihilfe auf denselben Kosten wie AGVO-Beihilfe: gekürzt auf die Intensität nach Kapitel III AGVO. |
         *     | `GRANT_EQUIVALENT` | Darlehen/Bürgschaft zählt mit dem Bruttosubventionsäquivalent (Referenzzinsmethode). |
         *     | `GRANT_EQUIVALENT_UNKNOWN` | Das Bruttosubventionsäquivalent ist nicht berechenbar (EU-Basissatz für den Tag oder Bürgschaftskonditionen fehlen). |
         *     | `LOAN_TERMS_ASSUMED` | Darlehenskonditionen nicht angegeben: zinslos über 10 Jahre, 2 Jahre tilgungsfrei angenommen (obere Schranke des Beihilfewerts). |
         *     | `NOT_YET_OPEN` | Das Programm ist angekündigt, nimmt am geplanten Antragsdatum aber noch keine Anträge an (oder der Starttermin ist nicht bekannt). |
         *     | `COST_KINDS_UNKNOWN` | Für das Programm ist nicht hinterlegt, welche Kostenarten es fördert; es wird nicht automatisch eingeplant (Kostenarten in programTerms angeben). |
         *     | `GUARANTEE_WITHOUT_LOAN` | Eine Bürgschaft sichert ein Darlehen: ohne Darlehen auf denselben Kosten im Plan wird sie nicht eingeplant. |
         *     | `GUARANTEE_LIMITED_BY_LOAN` | Bürgschaft auf den verbürgten Anteil der Darlehen im Plan auf denselben Kosten begrenzt. |
         *     | `APPLICATION_DEADLINE_PASSED` | Die Antragsfrist des Programms endet vor dem geplanten Antragsdatum. |
         *     | `NOT_ELIGIBLE` | Nach den Programmbedingungen nicht antragsberechtigt. |
         *     | `AMOUNT_NOT_STATED` | Förderhöhe nicht angegeben: die Quelle nennt weder Betrag noch Fördersatz, daher wird kein Betrag geplant. |
         *     | `NOT_PLANNABLE` | Das Instrument wird nicht als Förderbetrag geplant (Beteiligungskapital, Steuerabzug ohne Projektbezug). |
         *     | `INPUT_WITHOUT_EFFECT` | Eine Angabe im Auftrag hat auf diesen Plan keine Wirkung. |
         *     | `PROGRAM_TERMS_UNUSED` | Konditionen in programTerms betreffen Programme außerhalb von programIds und wurden nicht verwendet. |
         *     | `CANDIDATE_LIMIT` | Mehr Kandidaten als der Tarif für die exakte Suche erlaubt: nur die wertvollsten wurden kombiniert. |
         *     | `NOT_IN_BEST_COMBINATION` | Das Programm erhöht die rechtmäßige Förderung der besten Kombination nicht. |
         *     | `GENERIC_GBER_MEASURE` | Allgemeine Maßnahme nach der Rechtsgrundlage, kein Förderprogramm: der Betrag ist die rechtliche Obergrenze für eine Förderung, die ein Landes- oder Bundesprogramm nach dieser Vorschrift gewähren darf. |
         *     | `START_UP_CONDITION_NOT_MET` | Voraussetzung für Beihilfen an Unternehmensneugründungen nicht erfüllt oder nicht angegeben (AGVO Art. 22 Abs. 2). |
         *     | `SME_ONLY_MEASURE` | Die Vorschrift gilt nur für KMU bzw. kleine Unternehmen; das Unternehmen ist größer. |
         *     | `SECTOR_EXCLUDED` | Die Vorschrift gilt nicht für den Wirtschaftszweig des Unternehmens. |
         *     | `UNVERIFIED_RULE` | Regel in den Quellen nicht wörtlich bestätigt; vor Antragstellung prüfen. |
         *     | `ASSISTED_AREA_MAP_RATE` | Standort im Fördergebiet: für eine Erstinvestition erlaubt die Fördergebietskarte (AGVO Art. 14) über ein Regionalprogramm wie die GRW einen höheren Satz; auf denselben Kosten zählt der höchste anwendbare Satz (AGVO Art. 8 Abs. 3). |
         */
        post: operations["createFundingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/funding-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gespeicherter Förderplan
         * @description Nur für den eigenen Mandanten und Modus; fremde und unbekannte Ids antworten gleich mit 404.
         */
        get: operations["getFundingPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/funding-plans/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Druckbare Zusammenfassung (HTML)
         * @description Für die Übergabe an das Unternehmen: Programme, Beträge, Bedingungen, Fristen, was zuerst zu beantragen ist. Drucken bzw. „Als PDF speichern“ im Browser.
         */
        get: operations["getFundingPlanSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/slack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Slack-Verbindungen des Mandanten
         * @description Slack-Incoming-Webhooks: Nachrichten als Block Kit mit `text`-Fallback, höchstens 50 Blöcke je
         *     Nachricht (längere werden geteilt). Antworten von Slack: 400/403/404/410 deaktivieren die Verbindung mit Slacks
         *     Grund, 429 wird nach `Retry-After` wiederholt, sonst nichts (ein POST ist nicht idempotent).
         */
        get: operations["listSlackIntegrations"];
        put?: never;
        /**
         * Slack-Incoming-Webhook verbinden
         * @description Slack-Incoming-Webhooks: Nachrichten als Block Kit mit `text`-Fallback, höchstens 50 Blöcke je
         *     Nachricht (längere werden geteilt). Antworten von Slack: 400/403/404/410 deaktivieren die Verbindung mit Slacks
         *     Grund, 429 wird nach `Retry-After` wiederholt, sonst nichts (ein POST ist nicht idempotent).
         */
        post: operations["connectSlack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/slack/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Slack-Verbindung trennen (mit ihrem Protokoll) */
        delete: operations["disconnectSlack"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/slack/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Testnachricht an eine Slack-Verbindung senden */
        post: operations["testSlack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/slack/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zustellprotokoll einer Slack-Verbindung (neueste 100) */
        get: operations["listSlackDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Microsoft-Teams-Verbindungen des Mandanten
         * @description Microsoft Teams über Workflows (Power Automate): eine `message` mit einer Adaptive Card 1.4 als
         *     Anhang; Teams antwortet 202. Office-365-Connector-URLs (…webhook.office.com) sind abgeschaltet und werden mit 400
         *     `TEAMS_CONNECTOR_RETIRED` abgelehnt. 401/403/404 deaktivieren die Verbindung, 429 wird nach `Retry-After`
         *     wiederholt. Den Workflow am besten mit einem Dienstkonto anlegen: gehört er einer Person, endet er mit ihrem Konto.
         */
        get: operations["listTeamsIntegrations"];
        put?: never;
        /**
         * Microsoft-Teams-Workflow-Webhook verbinden
         * @description Microsoft Teams über Workflows (Power Automate): eine `message` mit einer Adaptive Card 1.4 als
         *     Anhang; Teams antwortet 202. Office-365-Connector-URLs (…webhook.office.com) sind abgeschaltet und werden mit 400
         *     `TEAMS_CONNECTOR_RETIRED` abgelehnt. 401/403/404 deaktivieren die Verbindung, 429 wird nach `Retry-After`
         *     wiederholt. Den Workflow am besten mit einem Dienstkonto anlegen: gehört er einer Person, endet er mit ihrem Konto.
         */
        post: operations["connectTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Teams-Verbindung trennen (mit ihrem Protokoll) */
        delete: operations["disconnectTeams"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/teams/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Testnachricht an eine Teams-Verbindung senden */
        post: operations["testTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/teams/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zustellprotokoll einer Teams-Verbindung (neueste 100) */
        get: operations["listTeamsDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/datev/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bewilligte Zuschüsse als DATEV-Buchungsstapel (EXTF) exportieren
         * @description Eine EXTF-Datei (Kopf `"EXTF";700;21;"Buchungsstapel";13;…`, Spaltenzeile, eine Buchung je Bescheid:
         *     Konto an Gegenkonto aus den Konten des Mandanten, Belegdatum TTMM, Belegfeld 1 = Aktenzeichen) in Windows-1252 mit CRLF,
         *     samt Prüfbericht. Nummern, Wirtschaftsjahr, Sachkontenlänge, SKR und Konten kommen aus den DATEV-Einstellungen
         *     (`PUT /api/v2/integrations/datev/settings`); jedes Feld, das die Anfrage angibt, gilt vor der Einstellung. Fehlt ein
         *     Feld in beiden: 409 `DATEV_SETTINGS_INCOMPLETE` mit den fehlenden Feldern. Verletzt eine Buchung das Format (etwa ein
         *     Zeichen, das es in Windows-1252 nicht gibt), wird nichts exportiert: 422 `DATEV_EXPORT_INVALID` nennt jede Zeile und
         *     jedes Feld. Nicht im Tarif Free (403).
         */
        post: operations["exportDatev"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/datev/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DATEV-Einstellungen des Mandanten
         * @description 404 `DATEV_SETTINGS_NOT_FOUND`, solange keine hinterlegt sind.
         */
        get: operations["getDatevSettings"];
        /**
         * DATEV-Einstellungen des Mandanten setzen (ersetzt sie vollständig)
         * @description Berater- und Mandantennummer, Beginn des Wirtschaftsjahres (MM-TT), Sachkontenlänge, Kontenrahmen und die
         *     Konten, auf die Zuschüsse gebucht werden (Konto an Gegenkonto, mit Sachkontenlänge oder einer Ziffer mehr für ein
         *     Personenkonto), optional ein BU-Schlüssel. Der Export verwendet sie, soweit die Anfrage ein Feld nicht selbst angibt.
         *     Sandbox- und Live-Einstellungen sind getrennt. Nicht im Tarif Free (403).
         */
        put: operations["putDatevSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/hubspot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** HubSpot-Verbindung des Mandanten */
        get: operations["getHubspotConnection"];
        put?: never;
        /**
         * HubSpot-Konto verbinden (Token einer privaten App)
         * @description Unternehmen werden per Batch-Upsert (höchstens 100 je Anfrage) über die eindeutige Eigenschaft
         *     `fm_company_ref` angelegt oder aktualisiert, Deals aus Berechnungen über `fm_calculation_id` (Betrag = geschätzte
         *     Förderung, Phase aus der Förderfähigkeit) und ihrem Unternehmen zugeordnet. Beide Eigenschaften müssen im HubSpot-Portal
         *     als Eigenschaften mit eindeutigen Werten angelegt sein. HubSpots Ratenlimit wird über alle Instanzen gehalten; 429 wird
         *     nach der genannten Wartezeit wiederholt, Teilfehler (207) erscheinen je Datensatz im Protokoll.
         */
        post: operations["connectHubspot"];
        /** HubSpot-Verbindung trennen (Token wird gelöscht) */
        delete: operations["disconnectHubspot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/hubspot/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unternehmen und Deals mit HubSpot abgleichen
         * @description Unternehmen werden per Batch-Upsert (höchstens 100 je Anfrage) über die eindeutige Eigenschaft
         *     `fm_company_ref` angelegt oder aktualisiert, Deals aus Berechnungen über `fm_calculation_id` (Betrag = geschätzte
         *     Förderung, Phase aus der Förderfähigkeit) und ihrem Unternehmen zugeordnet. Beide Eigenschaften müssen im HubSpot-Portal
         *     als Eigenschaften mit eindeutigen Werten angelegt sein. HubSpots Ratenlimit wird über alle Instanzen gehalten; 429 wird
         *     nach der genannten Wartezeit wiederholt, Teilfehler (207) erscheinen je Datensatz im Protokoll.
         */
        post: operations["syncHubspot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/hubspot/sync/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein HubSpot-Abgleich mit seinem Protokoll je Objekt */
        get: operations["getHubspotSyncRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/elster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Was die ELSTER-Anbindung kann (Übermittlung: nicht verfügbar, und warum) */
        get: operations["getElsterCapability"];
        put?: never;
        /**
         * Antrag auf Forschungszulage vorbereiten (nicht übermitteln)
         * @description Berechnet mit den FZulG-Regeln der Engine (Höchstbemessungsgrundlage nach Stichtag, 25 % bzw. 35 % für KMU)
         *     die voraussichtliche Forschungszulage aus den Aufwendungen des Wirtschaftsjahres (Auftragsforschung zu 70 %) und liefert ein
         *     Antragspaket: Beträge mit Rechtsgrundlage, Ausfüllhilfe je Feld für Mein ELSTER, Prüfungen (Bescheinigung der BSFZ, Höchstbeträge)
         *     und ein druckbares Dokument. `transmitted` ist immer false: den Antrag stellt der Antragsteller in Mein ELSTER.
         *     Nicht im Tarif Free (403).
         */
        post: operations["prepareElsterFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ereignisse erfassen
         * @description Ein Stapel von Ereignissen mit vom Client gewählten Ids. Idempotent je Mandant und Id: ein zweites Mal
         *     gesendet zählt ein Ereignis als `duplicates` und wird nicht noch einmal gespeichert. Teilerfolg: gültige Ereignisse
         *     werden gespeichert, ungültige unter `rejected` mit Position, Feld und Code genannt (Antwort trotzdem 200).
         *     Mit `sentAt` wird die Uhrabweichung des Clients ausgeglichen. `actorId` ist pseudonym: keine Namen, keine
         *     E-Mail-Adressen (solche Werte werden mit `PERSONAL_DATA` abgelehnt). Mehr Ereignisse als der Tarif je Anfrage
         *     erlaubt: 413 `ANALYTICS_BATCH_TOO_LARGE`; ein Körper über 500 KB: 413.
         */
        post: operations["ingestAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trichteranalyse
         * @description Jeder Akteur zählt einmal, mit dem Versuch, der am weitesten kommt (Wiedereinstieg zählt). Der erste
         *     Schritt muss in [from, to) liegen, die weiteren im Fenster ab dem ersten (Grenze eingeschlossen), auch nach `to`.
         *     `from`/`to` ohne Zeitzonenangabe gelten in `timeZone` (IANA, Standard UTC; z. B. `Europe/Berlin`).
         *     Zeiten in Sekunden; Anteile zwischen 0 und 1. Zeitraum höchstens ANALYTICS_MAX_QUERY_DAYS (Standard 366) Tage.
         */
        get: operations["getAnalyticsFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/cohorts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kohorten und Wiederkehr
         * @description Matrix wie bei Mixpanel: je Kohorte (Periode des `bornEvent`) ihre Größe und je Periode k die Akteure,
         *     die `returnEvent` in Periode k (`bounded`) oder in k oder später (`unbounded`) ausgelöst haben. Periode 0 ist die
         *     Kohortenperiode selbst. Zellen mit `incomplete: true` liegen in einer noch laufenden Periode. Perioden beginnen um
         *     Mitternacht in `timeZone` (IANA, Standard UTC; mit `Europe/Berlin` zählt 00:30 Uhr am 1. März Berliner Zeit zum März).
         */
        get: operations["getAnalyticsCohorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prognose über 24 Monate
         * @description Monatsanzahl eines Ereignisses für die nächsten 24 Monate mit 80-%- und 95-%-Prognoseintervallen
         *     (Hyndman/Athanasopoulos, FPP3). Historie: abgeschlossene Monate (UTC), höchstens 60. Dazu ein Backtest auf rollierendem
         *     Ursprung (12 Ursprünge, Horizont 1–12): MASE gegen die saisonal naive Methode (unter 1: besser als sie) und die
         *     Überdeckung beider Intervalle, damit sichtbar ist, ob die Prognose etwas taugt.
         */
        get: operations["getAnalyticsForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/marketing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kampagnen und Zuordnung
         * @description Je Quelle, Medium und Kampagne (UTM, kleingeschrieben): Besucher, Konversionen, Quote und die zugeordneten
         *     Konversionen nach fünf regelbasierten Modellen (letzter nicht direkter Kontakt, erster Kontakt, linear, positionsbasiert
         *     40/20/40, Zeitverfall mit 7 Tagen Halbwertszeit) im Rückblickfenster. Google Analytics 4 hat diese Modelle 2023 zugunsten
         *     eines datengetriebenen ersetzt; wir behalten sie, weil jede Zahl von Hand nachprüfbar ist. Mit `costs` die Kosten je
         *     Konversion je Kampagne.
         */
        get: operations["getAnalyticsMarketing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geplante Berichte */
        get: operations["listReportSchedules"];
        put?: never;
        /**
         * Bericht planen
         * @description Ein Bericht aus bis zu 10 Abfragen, erstellt täglich, montags oder am Monatsersten zur vollen Stunde
         *     in der gewählten Zeitzone (einmal je Termin, durch den Job `scheduled-reports`). Fertig: Webhook-Ereignis
         *     `report.ready` mit dem Abrufpfad des Laufs.
         */
        post: operations["createReportSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein geplanter Bericht */
        get: operations["getReportSchedule"];
        put?: never;
        post?: never;
        /** Geplanten Bericht löschen (mit seinen Läufen) */
        delete: operations["deleteReportSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/reports/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Läufe eines geplanten Berichts (neueste zuerst, bis 100) */
        get: operations["listReportRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/report-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein Berichtslauf mit seinen Ergebnissen (Abrufpfad aus `report.ready`) */
        get: operations["getReportRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/analytics/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analyse-Einstellungen
         * @description Der Dienst erfasst eigene Ereignisse: `program.searched` (erste Seite von `GET /api/v1/programs`,
         *     Filter und Trefferzahl), `program.viewed` (`GET /api/v1/programs/{id}`), `match.requested` (die fünf besten
         *     Programm-Ids, Trefferzahl; nie das Profil) und `calculation.created` (Programm, Kanal, Betragsband; nie der Betrag).
         *     Akteur ist die pseudonyme Id aus dem Header `X-Actor-Id` (geprüft wie `actorId`), sonst ein Hash des Zugangs. Die Ereignisse werden gesammelt und etwa sekündlich gespeichert. Gilt für Live- und Sandbox-Modus; ändern darf
         *     sie nur ein Zugang mit dem Scope `admin`.
         */
        get: operations["getAnalyticsSettings"];
        /**
         * Analyse-Einstellungen setzen
         * @description Der Dienst erfasst eigene Ereignisse: `program.searched` (erste Seite von `GET /api/v1/programs`,
         *     Filter und Trefferzahl), `program.viewed` (`GET /api/v1/programs/{id}`), `match.requested` (die fünf besten
         *     Programm-Ids, Trefferzahl; nie das Profil) und `calculation.created` (Programm, Kanal, Betragsband; nie der Betrag).
         *     Akteur ist die pseudonyme Id aus dem Header `X-Actor-Id` (geprüft wie `actorId`), sonst ein Hash des Zugangs. Die Ereignisse werden gesammelt und etwa sekündlich gespeichert. Gilt für Live- und Sandbox-Modus; ändern darf
         *     sie nur ein Zugang mit dem Scope `admin`.
         */
        put: operations["putAnalyticsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/video/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Videovorlagen mit Feldern, Länge und Formaten */
        get: operations["listVideoTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Video-Aufträge des Mandanten, neueste zuerst */
        get: operations["listVideoJobs"];
        put?: never;
        /**
         * Video rendern lassen (asynchron)
         * @description Antwortet sofort mit `202`, dem Auftrag und `Location`; gerendert wird in einer Warteschlange. Derselbe `Idempotency-Key` rendert nie zweimal. Fertig: Ereignis `video.succeeded` (oder `video.failed`) und im Auftrag signierte, ablaufende Links auf MP4, Standbild und WebVTT. Tarife: Free keine Videos (403 `VIDEO_NOT_IN_PLAN`; vom Betreiber per Feature-Flag `video` abgeschaltet: 403 `VIDEO_SWITCHED_OFF`), sonst ein Monatskontingent (409 `VIDEO_RENDER_LIMIT_REACHED`). Ohne ffmpeg/espeak-ng auf dem Server: 503 `VIDEO_UNAVAILABLE`.
         */
        post: operations["createVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/video/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Zustand eines Video-Auftrags
         * @description `queued`, `rendering` (mit `progress`), `succeeded` (mit `files`: signierte Links, gültig bis `linksExpireAt`) oder `failed` (mit `error` auf Deutsch).
         */
        get: operations["getVideoJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/video/downloads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Datei eines fertigen Videos über einen signierten Link
         * @description Die Links stehen in `files` von GET /api/v2/video/jobs/{id} und laufen ab (`linksExpireAt`). Ungültig: 403 `VIDEO_LINK_INVALID`; abgelaufen oder Datei gelöscht: 410 `VIDEO_LINK_EXPIRED`.
         */
        get: operations["downloadVideoFile"];
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
    "api_key.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * api_key.created
         * @description Ein API-Schlüssel wurde ausgegeben (Id und Scopes, nie der Schlüssel).
         *
         *     Veröffentlicht vom Modul `access`.
         */
        post: operations["apiKeyCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "api_key.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * api_key.revoked
         * @description Ein API-Schlüssel wurde widerrufen.
         *
         *     Veröffentlicht vom Modul `access`.
         */
        post: operations["apiKeyRevokedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "catalogue.daily_summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * catalogue.daily_summary
         * @description Tagesübersicht des Förderkatalogs: die Abgleiche der letzten 24 Stunden in einem Ereignis (für Slack und Teams eine Nachricht am Tag statt einer je Lauf).
         *
         *     Veröffentlicht vom Modul `catalogue-sync`.
         */
        post: operations["catalogueDailySummaryEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "catalogue.synced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * catalogue.synced
         * @description Ein Abgleich mit der Förderdatenbank hat den Katalog geändert: ein Ereignis je Lauf mit den Zahlen und den wichtigsten Programmen (Slack und Teams erhalten es als eine Nachricht).
         *
         *     Veröffentlicht vom Modul `catalogue-sync`.
         */
        post: operations["catalogueSyncedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "digest.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * digest.ready
         * @description Ein Digest (täglich oder wöchentlich) ist fertig.
         *
         *     Veröffentlicht vom Modul `notifications`.
         */
        post: operations["digestReadyEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dsgvo.request_completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dsgvo.request_completed
         * @description Eine Lösch- oder Exportanfrage ist ausgeführt; die Quittung steht an der Anfrage.
         *
         *     Veröffentlicht vom Modul `data-protection`.
         */
        post: operations["dsgvoRequestCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dsgvo.request_due_soon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dsgvo.request_due_soon
         * @description Eine offene Datenschutzanfrage erreicht bald (oder überschritt) ihre Monatsfrist.
         *
         *     Veröffentlicht vom Modul `data-protection`.
         */
        post: operations["dsgvoRequestDueSoonEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "feature_flag.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * feature_flag.updated
         * @description Ein Feature-Flag wurde angelegt, geändert, archiviert, wiederhergestellt, zurückgesetzt oder gelöscht (an den Mandanten des Betreibers).
         *
         *     Veröffentlicht vom Modul `feature-flags`.
         */
        post: operations["featureFlagUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "funding_plan.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * funding_plan.created
         * @description Ein Förderplan wurde berechnet und gespeichert.
         *
         *     Veröffentlicht vom Modul `funding-plans`.
         */
        post: operations["fundingPlanCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "legal.change_detected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * legal.change_detected
         * @description Ein Gesetzgebungsvorgang betrifft die Rechtsquelle einer Regel der Berechnung.
         *
         *     Veröffentlicht vom Modul `catalogue-sync`.
         */
        post: operations["legalChangeDetectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "legal.rule_expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * legal.rule_expiring
         * @description Eine datierte Regel der Berechnung läuft in höchstens 90 Tagen aus.
         *
         *     Veröffentlicht vom Modul `catalogue-sync`.
         */
        post: operations["legalRuleExpiringEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "oauth_client.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * oauth_client.created
         * @description Ein OAuth-Client wurde angelegt (Id und Scopes, nie das Geheimnis).
         *
         *     Veröffentlicht vom Modul `access`.
         */
        post: operations["oauthClientCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "oauth_client.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * oauth_client.revoked
         * @description Ein OAuth-Client wurde widerrufen; seine Tokens gelten nicht mehr.
         *
         *     Veröffentlicht vom Modul `access`.
         */
        post: operations["oauthClientRevokedEvent"];
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
         * @description Eine Antragsfrist endet bald: je Programm und Frist einmal 30, 7 und 1 Tag(e) vorher.
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
    "program.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * program.removed
         * @description Ein Förderprogramm ist nicht mehr in der Förderdatenbank und wird als `ausgelaufen` geführt.
         *
         *     Veröffentlicht vom Modul `catalogue-sync`.
         */
        post: operations["programRemovedEvent"];
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
         * @description Ein Förderprogramm wurde geändert (Abgleich mit der Förderdatenbank des Bundes), mit den geänderten Feldern und ihren Werten vorher und nachher.
         *
         *     Veröffentlicht vom Modul `catalogue-sync`.
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
    "report.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * report.ready
         * @description Ein geplanter Analysebericht ist erstellt und abrufbar.
         *
         *     Veröffentlicht vom Modul `analytics`.
         */
        post: operations["reportReadyEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "teamchat.destination_disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * teamchat.destination_disabled
         * @description Eine Chat-Verbindung (Slack, Teams) wurde nach einer Antwort des Anbieters deaktiviert.
         *
         *     Veröffentlicht vom Modul `integrations`.
         */
        post: operations["teamchatDestinationDisabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tenant.plan_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * tenant.plan_changed
         * @description Der Tarif des Mandanten wurde geändert; die neuen Grenzen gelten ab sofort.
         *
         *     Veröffentlicht vom Modul `access`.
         */
        post: operations["tenantPlanChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "video.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * video.failed
         * @description Ein Video konnte nicht gerendert werden (Grund auf Deutsch).
         *
         *     Veröffentlicht vom Modul `video`.
         */
        post: operations["videoFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "video.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * video.succeeded
         * @description Ein Video wurde fertig gerendert; die Download-Links stehen im Auftrag.
         *
         *     Veröffentlicht vom Modul `video`.
         */
        post: operations["videoSucceededEvent"];
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
        ApiKeyResponseDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description Die ersten acht Zeichen des Schlüssels.
             * @example fm_live_
             */
            prefix: string;
            /**
             * @description Die letzten vier Zeichen des Schlüssels.
             * @example a1B2
             */
            last4: string;
            scopes: ("api" | "admin" | "operator")[];
            /** @description Sandbox-Schlüssel (`fm_test_…`). */
            sandbox: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date
             * @description UTC-Tag der letzten Nutzung (tagesgenau; null: seit Einführung der Erfassung nicht genutzt). Erfasst wird höchstens ein Schreibzugriff je Schlüssel und Tag, bei einer Anmeldung, die den Schlüssel ohnehin aus der Datenbank liest, nie einer je Anfrage; Sandbox-Tokens, die mit dem Schlüssel erzeugt wurden, zählen nicht.
             */
            lastUsedOn: string | null;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        ApiKeyListResponseDto: {
            items: components["schemas"]["ApiKeyResponseDto"][];
        };
        CreateApiKeyRequestDto: {
            /** @example Produktivsystem */
            name: string;
            /** @description Standard: `["api"]`. Nie mehr als der anlegende Zugang hat (sonst 403 `SCOPE_NOT_GRANTED`). */
            scopes?: ("api" | "admin" | "operator")[];
            /** @description true: ein Sandbox-Schlüssel (`fm_test_…`, ADR 0009). Standard: false. */
            sandbox?: boolean;
        };
        CreatedApiKeyResponseDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description Die ersten acht Zeichen des Schlüssels.
             * @example fm_live_
             */
            prefix: string;
            /**
             * @description Die letzten vier Zeichen des Schlüssels.
             * @example a1B2
             */
            last4: string;
            scopes: ("api" | "admin" | "operator")[];
            /** @description Sandbox-Schlüssel (`fm_test_…`). */
            sandbox: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date
             * @description UTC-Tag der letzten Nutzung (tagesgenau; null: seit Einführung der Erfassung nicht genutzt). Erfasst wird höchstens ein Schreibzugriff je Schlüssel und Tag, bei einer Anmeldung, die den Schlüssel ohnehin aus der Datenbank liest, nie einer je Anfrage; Sandbox-Tokens, die mit dem Schlüssel erzeugt wurden, zählen nicht.
             */
            lastUsedOn: string | null;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /**
             * @description Der Schlüssel: wird nur dieses eine Mal angezeigt; gespeichert ist nur ein Hash.
             * @example fm_live_…
             */
            apiKey: string;
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
        ChangeTenantPlanRequestDto: {
            /** @enum {string} */
            plan: "free" | "developer" | "scale" | "unlimited";
        };
        TenantPlanResponseDto: {
            /** Format: uuid */
            tenantId: string;
            /** @enum {string} */
            plan: "free" | "developer" | "scale" | "unlimited";
            /**
             * @description Der Tarif vor der Änderung (gleich `plan`: nichts geändert).
             * @enum {string}
             */
            previousPlan: "free" | "developer" | "scale" | "unlimited";
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
        EventType: "api_key.created" | "api_key.revoked" | "calculation.created" | "catalogue.daily_summary" | "catalogue.synced" | "digest.ready" | "dsgvo.request_completed" | "dsgvo.request_due_soon" | "feature_flag.updated" | "funding_plan.created" | "legal.change_detected" | "legal.rule_expiring" | "oauth_client.created" | "oauth_client.revoked" | "program.deadline_approaching" | "program.removed" | "program.updated" | "quota.threshold_reached" | "report.ready" | "teamchat.destination_disabled" | "tenant.plan_changed" | "video.failed" | "video.succeeded" | "webhook.endpoint_disabled" | "webhook.test";
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
        ProgramChange: {
            /** @description Abrufbar unter `GET /api/v1/programs/{id}`. */
            programId: string;
            version: number;
            /** @enum {string} */
            kind: "created" | "changed" | "removed" | "returned";
            /** Format: date-time */
            changedAt: string;
            /** @description Geänderte Felder; Einzelheiten in der Historie. */
            fields: string[];
        };
        ProgramChangeList: {
            /** @description Nach Zeitpunkt, dann Programm-ID. */
            items: components["schemas"]["ProgramChange"][];
            total: number;
            limit: number;
            offset: number;
        };
        ProgramFieldChange: {
            /**
             * @description Feld der Quelle (normalisiert).
             * @example texts.description
             */
            field: string;
            /** @description Wert vorher (null bei neuen Feldern). */
            before: (string | null) | boolean | string[] | {
                [key: string]: unknown;
            };
            /** @description Wert nachher. */
            after: (string | null) | boolean | string[] | {
                [key: string]: unknown;
            };
        };
        ProgramSourceText: {
            /** @description Seite der Förderdatenbank. */
            url: string;
            title: string;
            /** @description HTML des Reiters „Kurzzusammenfassung“, unverändert wie geliefert. */
            description: string;
            /** @description Dieselbe Kurzzusammenfassung als reiner Text (ohne Auszeichnung, Entitäten aufgelöst, jedes Wort unverändert), wie `descriptionText` des Programms in `GET /api/v1/programs/{id}`. */
            descriptionText: string;
            /** @description HTML des Reiters „Zusatzinfos“, unverändert. */
            moreInfo: string;
            /** @description HTML des Reiters „Rechtsgrundlage“, unverändert. */
            legalBasis: string;
            /** @description Lizenzangabe der Quelle, wie geliefert. */
            licenseInfo: string | null;
            /** @description Namensnennung (CC BY-ND): bei jeder Anzeige der Texte mitzuzeigen. */
            attribution: string;
        };
        ProgramVersion: {
            version: number;
            /**
             * @description `created`, `changed`, `removed` (ausgelaufen) oder `returned`.
             * @enum {string}
             */
            kind: "created" | "changed" | "removed" | "returned";
            /** Format: date-time */
            validFrom: string;
            /**
             * Format: date-time
             * @description null: aktuelle Version.
             */
            validTo: string | null;
            /** @description SHA-256 über die normalisierten beobachteten Felder. */
            checksum: string;
            /**
             * Format: uuid
             * @description Importlauf, der die Version angelegt hat.
             */
            runId: string;
            changes: components["schemas"]["ProgramFieldChange"][];
            source: components["schemas"]["ProgramSourceText"];
        };
        ProgramHistory: {
            programId: string;
            /** @description Eine Seite, älteste zuerst; leer ohne Eintrag in der Förderdatenbank. */
            versions: components["schemas"]["ProgramVersion"][];
            /** @description Alle Versionen des Programms. */
            total: number;
            limit: number;
            offset: number;
        };
        ProgramSourceSection: {
            /** @description HTML wie geliefert (bei der Anzeige bereinigen); leer: nicht angegeben. */
            html: string;
            /** @description Derselbe Text ohne Auszeichnung, jedes Wort unverändert; leer: nicht angegeben. */
            text: string;
        };
        ProgramSourceSections: {
            /** @description Kurztext (Kurzzusammenfassung). */
            shortDescription: components["schemas"]["ProgramSourceSection"];
            /** @description Rechtliche Voraussetzungen: wer antragsberechtigt ist. */
            eligibility: components["schemas"]["ProgramSourceSection"];
            /** @description Verfahrensablauf. */
            procedure: components["schemas"]["ProgramSourceSection"];
            /** @description Fristen, wie die Redaktion sie schreibt (kein berechnetes Datum). */
            deadlines: components["schemas"]["ProgramSourceSection"];
            /** @description Bearbeitungsdauer. */
            processingTime: components["schemas"]["ProgramSourceSection"];
            /** @description Erforderliche Unterlagen. */
            requiredDocuments: components["schemas"]["ProgramSourceSection"];
            /** @description Rechtsgrundlage (Richtlinie, Gesetz). */
            legalBasis: components["schemas"]["ProgramSourceSection"];
            /** @description Fundstelle der Rechtsgrundlage. */
            legalCitation: components["schemas"]["ProgramSourceSection"];
            /** @description Redaktioneller Status-Hinweis („Antragstellung nicht mehr möglich“). */
            statusNote: components["schemas"]["ProgramSourceSection"];
        };
        ProgramSourceSubArea: {
            /** @description Förderbereich (Bezeichnung). */
            area: string | null;
            /** @description Code des Unterbereichs in der Förderdatenbank. */
            code: string;
        };
        ProgramSourceContact: {
            institution: string | null;
            /** @description Straße und Hausnummer. */
            street: string | null;
            zipCode: string | null;
            city: string | null;
            phone: string | null;
            fax: string | null;
            email: string | null;
            website: string | null;
            /** @description Übergeordnete Einheit. */
            parent: string | null;
        };
        ProgramSourceLink: {
            url: string;
            /** @description Titel des Links wie geliefert. */
            title: string;
        };
        ProgramDetailsAttribution: {
            name: string;
            publisher: string;
            licence: string;
            licenceUrl: string;
            /** Format: date */
            retrievedAt: string;
            /** @description Mit jeder Anzeige der Texte mitzuzeigen. */
            text: string;
        };
        ProgramSourceCharacterRepair: {
            /** @description Stelle des `?` im Text der Quelle (UTF-16-Einheiten, ab 0). */
            index: number;
            /** @description Das in der Anzeigeform gezeigte Zeichen. */
            replacement: string;
            /**
             * @description `same-word-in-program`: dasselbe Wort steht in den Texten desselben Programms mit dem Zeichen; `dash-between-words`: `?` mit Leerzeichen auf beiden Seiten zwischen Wörtern (im Deutschen steht vor einem Fragezeichen kein Leerzeichen), als Halbgeviertstrich gezeigt; `quotation-marks`: ein Paar `?` um eine Wortgruppe, das erste direkt vor einem Buchstaben, als „ und “ gezeigt.
             * @enum {string}
             */
            rule: "same-word-in-program" | "dash-between-words" | "quotation-marks";
            /** @description Bei `same-word-in-program` das unversehrte Wort aus den Texten des Programms. */
            evidence: string | null;
        };
        ProgramSourceDisplayText: {
            /** @description JSON Pointer (RFC 6901) auf das Feld dieser Antwort, dessen Anzeigeform dies ist, z. B. `/title`, `/sections/eligibility/text`, `/contacts/0/institution`, `/links/1/title`. */
            field: string;
            /** @description Die Anzeigeform: der Text der Quelle mit den unten genannten Ersetzungen. */
            text: string;
            repairs: components["schemas"]["ProgramSourceCharacterRepair"][];
        };
        ProgramSourceDerived: {
            /** @description Abgeleitet, nicht der Text der Quelle. Der Export der Förderdatenbank liefert jedes Zeichen außerhalb von Latin-1 (Gedankenstriche, typografische Anführungszeichen, €, polnische oder tschechische Buchstaben) als `?`; die Felder dieser Antwort enthalten den Text unverändert. Hier steht eine Anzeigeform nur für Felder, in denen mindestens ein `?` nach einer der Regeln (`rule`) ersetzt werden konnte, ohne Wörterbuch; jedes andere `?` bleibt, ein echtes Fragezeichen immer. Die Ersetzung ist eine Lesehilfe: welches Zeichen die Quelle hatte, ist außer bei `same-word-in-program` nicht sicher (ein verlorener Geviertstrich wird als Halbgeviertstrich gezeigt). Für Zitate und Vergleiche gilt das Feld der Quelle. */
            displayTexts: components["schemas"]["ProgramSourceDisplayText"][];
        };
        ProgramSourceDetails: {
            programId: string;
            /** @description Titel wie in der Förderdatenbank. */
            title: string;
            /** @description Die Seite des Programms in der Förderdatenbank. */
            detailUrl: string;
            /**
             * @description Woher die Angaben stammen (offizieller Export, alter Dump).
             * @enum {string}
             */
            format: "fdb-xml" | "csv";
            /** @enum {string|null} */
            level: "Bund" | "Land" | "EU" | null;
            /** @description Das Land laut Pfad im Export. */
            region: string | null;
            sections: components["schemas"]["ProgramSourceSections"];
            fundingTypes: string[];
            fundingAreas: string[];
            subAreas: components["schemas"]["ProgramSourceSubArea"][];
            fundingLocations: string[];
            eligibleApplicants: string[];
            /** @description Unternehmensgrößen (EU-KMU-Klassen); leer: keine Einschränkung angegeben. */
            companySizes: ("micro" | "small" | "medium" | "large")[];
            /** @description Branchen (Codes der Förderdatenbank). */
            sectors: string[];
            /** @description GRW-Förderung laut Kategorie. */
            grw: boolean | null;
            /** @description Fördergeber (Organisation). */
            organisation: string | null;
            contacts: components["schemas"]["ProgramSourceContact"][];
            /** @description Weiterführende Links. */
            links: components["schemas"]["ProgramSourceLink"][];
            /** @description Stichworte wie geliefert. */
            keywords: string | null;
            /** @description Sprache des Antrags. */
            applicationLanguage: string | null;
            attribution: components["schemas"]["ProgramDetailsAttribution"];
            /** @description Abgeleitete Anzeigeformen, getrennt von den Angaben der Quelle (die Felder oben sind unverändert). */
            derived: components["schemas"]["ProgramSourceDerived"];
        };
        TermEvidence: {
            /** @description Der Satz des Programmtexts, auf dem der Vorschlag beruht (wörtlich). */
            sentence: string;
            /** @description Beginn der Fundstelle (Zeichen-Offset in `descriptionText`). */
            start: number;
            /** @description Ende der Fundstelle (exklusiv). */
            end: number;
            /** @description Die Fundstelle selbst. */
            quote: string;
            /**
             * @description Der Reiter der Programmseite, in dem die Fundstelle steht (Kurzzusammenfassung, Voraussetzungen, Verfahren, Fristen); die Offsets zählen in dessen Text. Fehlt: die Beschreibung.
             * @enum {string}
             */
            tab?: "description" | "eligibility" | "procedure" | "deadlines";
        };
        ProgramTextTerm: {
            /** @enum {string} */
            term: "subsidyRateMax" | "maxAmount" | "minAmount" | "applicationDeadline" | "eligibleRegions" | "companySizes" | "deminimis" | "targetGroups" | "category";
            /** @description Bestätigt: der geltende Wert; Vorschlag: der vorgeschlagene (Sätze in Prozent, Beträge in EUR). */
            value: number | string | boolean | string[];
            /** @enum {string} */
            unit: "percent" | "EUR" | "date" | "none";
            evidence: components["schemas"]["TermEvidence"];
            confidence: number;
            /** @description Die Regel des Extraktors (ADR 0025). */
            rule: string;
            /** @description Gilt nur unter dieser Bedingung. */
            condition: string | null;
            /** @enum {string} */
            status: "proposed" | "confirmed" | "corrected" | "rejected" | "reopened";
            /** @description Nur bei bestätigten Werten: „aus dem Programmtext, bestätigt am … von …“. */
            provenance: string | null;
        };
        ProgramTextTerms: {
            programId: string;
            /** @description Bestätigte oder korrigierte Angaben: sie gelten in Berechnung, Matching und Förderplänen. */
            confirmed: components["schemas"]["ProgramTextTerm"][];
            /** @description Nur Vorschläge (offen oder nach einem neuen Import wieder offen): nie in einer Zahl verwendet, bis der Betreiber sie bestätigt. */
            proposals: components["schemas"]["ProgramTextTerm"][];
        };
        LegalSourceAmendment: {
            /** @example VO (EU) 2023/1315 */
            act: string;
            /** @example ELI reg/2023/1315/oj */
            identifier: string;
            /** @example http://data.europa.eu/eli/reg/2023/1315/oj */
            url: string;
        };
        LegalSource: {
            /**
             * @description Eintrag des Quellenregisters; null für die Programmseite aus dem Katalogeintrag.
             * @example deminimis-art-3-2
             */
            id: string | null;
            /** @enum {string} */
            kind: "eu-regulation" | "eu-recommendation" | "eu-communication" | "commission-decision" | "commission-publication" | "federal-law" | "federal-gazette" | "federal-framework" | "administrative-regulation" | "land-law" | "land-portal" | "funder-page" | "program-page" | "unverified-fact" | "catalogue-entry";
            /** @example VO (EU) 2023/2831 */
            act: string | null;
            /**
             * @description ELI, CELEX-Nummer, Aktenzeichen der Kommission (SA.…) oder BGBl-/BAnz-Fundstelle.
             * @example ELI reg/2023/2831/oj
             */
            identifier: string | null;
            /** @description Amtlicher Text. */
            url: string | null;
            /** @example Art. 3 */
            article: string | null;
            /** @example 2 */
            paragraph: string | null;
            /** @description Buchstabe (lit.). */
            point: string | null;
            /** @description Änderungsrechtsakte, aus denen der Wert stammt. */
            amendedBy: components["schemas"]["LegalSourceAmendment"][];
            /**
             * Format: date
             * @description Fassung, die gelesen wurde.
             */
            versionDate: string | null;
            /** Format: date */
            validFrom: string | null;
            /**
             * Format: date
             * @description null: kein Ende bekannt.
             */
            validTo: string | null;
            note: string | null;
            /** @description false, wo „amtliche Quelle nicht geprüft“ gilt. */
            officialSourceVerified: boolean;
            /** @description Was nicht am amtlichen Text geprüft wurde. */
            notVerified: string | null;
        };
        LegalRule: {
            /** @example gber-651/2014 */
            ruleId: string;
            title: string;
            /** @description Rechtsquelle mit Fundstelle. */
            legalSource: string;
            /** @description Die Quellen von `legalSource` als Daten. */
            sources: components["schemas"]["LegalSource"][];
            /** Format: date */
            validFrom: string;
            /**
             * Format: date
             * @description null: kein Enddatum bekannt.
             */
            validTo: string | null;
            /** @description Tage bis zum Ende der Geltung (negativ: abgelaufen). */
            daysLeft: number | null;
            /** @enum {string} */
            status: "in_force" | "expired" | "future";
        };
        LegalRuleList: {
            /**
             * Format: date
             * @description Stichtag (deutscher Kalendertag).
             */
            asOf: string;
            items: components["schemas"]["LegalRule"][];
        };
        CatalogueSyncRunCounts: {
            /** @description Gültige Zeilen (Programme) der Datei. */
            rows: number;
            new: number;
            changed: number;
            unchanged: number;
            /** @description Als `ausgelaufen` markiert. */
            gone: number;
            returned: number;
            /** @description Verworfene Zeilen (ungültig oder doppelt). */
            refused: number;
            /** @description Zur Prüfung: Änderungen kuratierter Programme und unsichere Verknüpfungen. */
            review: number;
        };
        CatalogueSyncReviewItem: {
            /** @description Ein kuratiertes Programm, dessen Quelle sich geändert hat, oder ein übernommenes (`fdb-*`), das möglicherweise ein kuratiertes ist (die Kandidaten nennt `reason`). */
            programId: string;
            /** @description `id_hash` des Eintrags in der Förderdatenbank. */
            idHash: string;
            reason: string;
            fields: string[];
        };
        CatalogueSyncRun: {
            /** Format: uuid */
            id: string;
            /** @description Datei oder URL des Imports. */
            source: string;
            /** @description SHA-256 der Datei. */
            fileChecksum: string;
            /**
             * @description `refused`: mehr als die erlaubte Zahl an Zeilen fehlte; zur Prüfung zurückgehalten.
             * @enum {string}
             */
            status: "applied" | "skipped" | "refused" | "failed";
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            counts: components["schemas"]["CatalogueSyncRunCounts"];
            review: components["schemas"]["CatalogueSyncReviewItem"][];
            note: string | null;
            /** @description Kuratierte Programme (ids), mit denen nach diesem Lauf kein Eintrag der Förderdatenbank verknüpft ist: ihre Seiten kämen als eigene `fdb-*`-Programme hinzu, solange die Kuration sie nicht als Quelle nennt. null bei Läufen, die nichts angewendet haben. */
            unlinkedCurated: string[] | null;
        };
        CatalogueSyncRunList: {
            /** @description Neueste zuerst (höchstens 50). */
            items: components["schemas"]["CatalogueSyncRun"][];
        };
        CatalogueSyncPreviewCounts: {
            /** @description Gültige Zeilen (Programme) der Datei. */
            rows: number;
            new: number;
            changed: number;
            unchanged: number;
            returned: number;
            /** @description Zeilen, die verworfen würden (ungültig oder doppelt). */
            refused: number;
        };
        CatalogueSyncBlankedField: {
            /** @description Feld des normalisierten Eintrags, z. B. `texts.description`. */
            field: string;
            /** @description Bekannte Programme, in denen es heute gefüllt ist und leer würde. */
            count: number;
            /** @description Bekannte Programme der Datei (Basis des Anteils). */
            of: number;
        };
        CatalogueSyncFieldChange: {
            field: string;
            /** @description Wert vorher (Texte auf 500 Zeichen, Listen auf 20 Einträge gekürzt). */
            before: (string | null) | boolean | string[] | {
                [key: string]: unknown;
            };
            /** @description Wert nachher (gekürzt wie `before`). */
            after: (string | null) | boolean | string[] | {
                [key: string]: unknown;
            };
            truncated: boolean;
        };
        CatalogueSyncPreviewSample: {
            programId: string;
            /** @description Titel wie in der Datei. */
            title: string;
            /** @enum {string} */
            kind: "created" | "changed" | "returned";
            changes: components["schemas"]["CatalogueSyncFieldChange"][];
        };
        CatalogueSyncQuirk: {
            /** @description Kennung der Eigenart, z. B. `controlBytes`, `duplicateCode`. */
            code: string;
            /** @description Was die Eigenart ist und wie der Import sie behandelt (deutsch). */
            label: string;
            count: number;
        };
        CatalogueSyncPreview: {
            /** Format: uuid */
            runId: string;
            /** @enum {string} */
            status: "applied" | "skipped" | "refused" | "failed" | "running";
            counts: components["schemas"]["CatalogueSyncPreviewCounts"];
            /** @description Felder, die in bekannten Programmen leer würden. */
            blanked: components["schemas"]["CatalogueSyncBlankedField"][];
            /** @description Bis zu fünf Beispiele der Änderungen. */
            samples: components["schemas"]["CatalogueSyncPreviewSample"][];
            /** @description Warum der Lauf zurückgehalten wurde (deutsch); leer: er durfte angewendet werden. */
            holds: string[];
            /**
             * @description Format der Datei: offizieller XML-Export oder alter CSV-Dump (fehlt bei älteren Läufen).
             * @enum {string}
             */
            format?: "fdb-xml" | "csv";
            /** @description Eigenarten des XML-Exports, die der Lauf angetroffen und behandelt hat, je mit Anzahl (keine stillschweigend). */
            quirks: components["schemas"]["CatalogueSyncQuirk"][];
        };
        TermProposal: {
            /** @enum {string} */
            term: "subsidyRateMax" | "maxAmount" | "minAmount" | "applicationDeadline" | "eligibleRegions" | "companySizes" | "deminimis" | "targetGroups" | "category";
            /** @description Vorgeschlagener Wert (Sätze in Prozent, Beträge in EUR, Fristen JJJJ-MM-TT). */
            proposedValue: number | string | boolean | string[];
            /**
             * @description Einheit des Werts; `none` bei Listen, Wahrheitswerten und Förderarten.
             * @enum {string}
             */
            unit: "percent" | "EUR" | "date" | "none";
            evidence: components["schemas"]["TermEvidence"];
            confidence: number;
            /** @description Die Regel des Extraktors, die angeschlagen hat (ADR 0025). */
            rule: string;
            /** @description Gilt nur unter einer Bedingung (z. B. je Unternehmensgröße): nur korrigierbar, nicht bestätigbar. */
            condition: string | null;
            /**
             * @description `proposed` offen; `confirmed`/`corrected` geprüft und in Kraft; `rejected` verworfen; `reopened`: ein neuer Import hat den Belegsatz geändert, der bestätigte Wert gilt nicht mehr.
             * @enum {string}
             */
            status: "proposed" | "confirmed" | "corrected" | "rejected" | "reopened";
            /** @description Der bestätigte oder korrigierte Wert (null, solange keiner bestätigt ist). */
            confirmedValue: number | (string | null) | boolean | string[];
            /** @description true: der Wert geht in Berechnungen, Matching und Förderpläne ein. */
            inForce: boolean;
            /** @description Herkunft eines geltenden Werts: „aus dem Programmtext, bestätigt am … von …“. */
            provenance: string | null;
            /** @description Zugang (Schlüssel-Id) des Prüfers. */
            reviewedBy: string | null;
            /** @description Wie die Herkunft den Prüfer nennt. */
            reviewerLabel: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            /** @description Warum der Wert wieder offen ist. */
            note: string | null;
        };
        ProgramTermProposals: {
            programId: string;
            name: string;
            /** @description Höchste Konfidenz der offenen Vorschläge (0: keiner offen). */
            confidence: number;
            /** @description Offene Vorschläge (`proposed`, `reopened`). */
            open: number;
            proposals: components["schemas"]["TermProposal"][];
        };
        ProgramTermProposalList: {
            items: components["schemas"]["ProgramTermProposals"][];
            total: number;
            limit: number;
            offset: number;
        };
        ProgramTermReview: {
            programId: string;
            name: string;
            /** @description Höchste Konfidenz der offenen Vorschläge (0: keiner offen). */
            confidence: number;
            /** @description Offene Vorschläge (`proposed`, `reopened`). */
            open: number;
            proposals: components["schemas"]["TermProposal"][];
            /** @description Der Programmtext als reiner Text (`descriptionText`): die Offsets der Fundstellen zeigen hinein. */
            descriptionText: string;
            /** @description Seite der Förderdatenbank. */
            url: string | null;
        };
        ReviewTermRequestDto: {
            /**
             * @description `confirm` übernimmt den Vorschlag, `correct` den Wert in `value`, `reject` verwirft ihn.
             * @enum {string}
             */
            action: "confirm" | "correct" | "reject";
            /** @description Nur bei `correct`, Pflicht: Sätze in Prozent (50 = 50 %), Beträge in EUR, Fristen JJJJ-MM-TT, Listen als Liste von Begriffen. */
            value?: number | string | boolean | string[];
            /**
             * @description Wie die Herkunft den Prüfer nennt (eine Rolle oder ein Kürzel, keine E-Mail-Adresse): „bestätigt am … von <reviewer>“; ohne Angabe „vom Betreiber“.
             * @example Redaktion Förderdaten
             */
            reviewer?: string;
        };
        ApplicantProfile: {
            /**
             * @description Beschäftigte (Jahresarbeitseinheiten), höchstens 10.000.000.
             * @example 45
             */
            employeeCount: number;
            /**
             * @description Jahresumsatz in EUR. Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet.
             * @example 12000000
             */
            revenueEur: number;
            /** @description Jahresbilanzsumme in EUR. Fehlt sie, wird die KMU-Klasse nur nach dem Umsatz bestimmt (mit Hinweis). Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet. */
            balanceSheetEur?: number;
            /**
             * @description Bundesland des Antragstellers: Kürzel ('SN'), ISO ('DE-SN') oder Name ('Sachsen'). Andere Werte: 400.
             * @example SN
             */
            federalState: string;
            /**
             * @description WZ 2008 / NACE Rev. 2 Code der Haupttätigkeit, z. B. '62.01', 'C25' oder '01.11'.
             * @example 62.01
             */
            industryCode: string;
            /**
             * @description Selbstangabe (Empfehlung 2003/361/EG). Widerspricht sie den Zahlen, entscheiden die Zahlen.
             * @enum {string}
             */
            companySize?: "micro" | "small" | "medium" | "large";
            /** @description Selbstangabe KMU ja/nein; die Zahlen entscheiden. */
            isKmu?: boolean;
            /** @description Unternehmensalter in Jahren, höchstens 1000. */
            companyAgeYears?: number;
            /**
             * @description In den letzten drei Jahren erhaltene De-minimis-Beihilfen in EUR. Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet.
             * @default 0
             */
            deminimisUsedEur?: number;
        };
        ProgramSearchHighlights: {
            /** @description Der Name mit den Treffern in `<mark>…</mark>`; alles andere HTML-maskiert (sicher als HTML einzufügen). Fehlt, wenn der Name keinen Treffer enthält. */
            name?: string;
            /** @description Die Stelle der Beschreibung (Textform) mit den meisten Treffern, höchstens etwa 180 Zeichen, ebenso markiert. */
            description?: string;
        };
        ProgramSearchHit: {
            /** @example by-digitalbonus-standard */
            id: string;
            name: string;
            shortName?: string;
            /** @enum {string} */
            provider: "BAFA" | "KFW" | "BMBF" | "BMWK" | "EU" | "Bundesland" | "Sonstige";
            /** @enum {string} */
            category: "zuschuss" | "darlehen" | "buergschaft" | "steuervorteil" | "beteiligung" | "kredit" | "beratung";
            /** @enum {string} */
            level?: "bundesweit" | "landesweit" | "regional" | "eu";
            /** @enum {string} */
            status: "aktiv" | "inaktiv" | "geplant" | "ausgelaufen";
            /** @description Höchstbetrag in EUR (0 mit `amountsKnown` false: nicht angegeben). */
            maxAmount: number;
            amountsKnown: boolean;
            /** @description Höchster Fördersatz als Anteil. */
            subsidyRateMax?: number;
            deminimis?: boolean;
            /**
             * Format: date-time
             * @description Ende des letzten Antragstags (deutsche Zeit) als UTC-Zeitpunkt; null ohne Frist.
             */
            applicationDeadline: string | null;
            eligibleRegions: string[];
            targetGroups: string[];
            /**
             * @description Id des Nachfolgeprogramms, wenn die Quelle eines beendeten Programms eines nennt; die Suche listet es vor ihm.
             * @example nw-gruendungsstipendium-nrw
             */
            successorId?: string;
            /** @description Relevanz (BM25F über Name, Kurzname, Stichwörter, Zielgruppen und Förderbereiche, Beschreibung, Antragsberechtigte; nicht offene Programme abgewertet); 0 ohne Suchtext. */
            score: number;
            highlights: components["schemas"]["ProgramSearchHighlights"];
        };
        FacetValue: {
            value: string;
            count: number;
        };
        LabelledFacetValue: {
            /** @description Code der Förderdatenbank (Wert des gleichnamigen Filters). */
            value: string;
            /** @description Deutsche Bezeichnung. */
            label: string;
            count: number;
        };
        ProgramSearchFacets: {
            /** @description Fördergeber: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            provider: components["schemas"]["FacetValue"][];
            /** @description Förderart: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            category: components["schemas"]["FacetValue"][];
            /** @description Ebene: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            level: components["schemas"]["FacetValue"][];
            /** @description Bundesland (`region`-Semantik: bundesweite Programme zählen in jedem Land) und `bundesweit`: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            region: components["schemas"]["FacetValue"][];
            /** @description Status: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            status: components["schemas"]["FacetValue"][];
            /** @description Zielgruppe: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            targetGroup: components["schemas"]["FacetValue"][];
            /** @description Größenklasse: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            companySize: components["schemas"]["FacetValue"][];
            /** @description De-minimis (`true`/`false`): Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene Filter dieser Facette bleibt außer Acht), häufigste zuerst. */
            deminimis: components["schemas"]["FacetValue"][];
            /** @description Förderart laut Förderdatenbank, nur wenn `facets` sie nennt: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene bleibt außer Acht), häufigste zuerst; ein Programm mit mehreren Werten zählt bei jedem. */
            fundingType?: components["schemas"]["LabelledFacetValue"][];
            /** @description Förderbereich laut Förderdatenbank, nur wenn `facets` sie nennt: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene bleibt außer Acht), häufigste zuerst; ein Programm mit mehreren Werten zählt bei jedem. */
            area?: components["schemas"]["LabelledFacetValue"][];
            /** @description Unterbereich (`<Förderbereich>.<Code>`) laut Förderdatenbank, nur wenn `facets` sie nennt: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene bleibt außer Acht), häufigste zuerst; ein Programm mit mehreren Werten zählt bei jedem. */
            subArea?: components["schemas"]["LabelledFacetValue"][];
            /** @description Förderberechtigte laut Förderdatenbank, nur wenn `facets` sie nennt: Treffer je Wert unter dem Suchtext und allen anderen Filtern (der eigene bleibt außer Acht), häufigste zuerst; ein Programm mit mehreren Werten zählt bei jedem. */
            applicant?: components["schemas"]["LabelledFacetValue"][];
        };
        ProgramSearchResponse: {
            items: components["schemas"]["ProgramSearchHit"][];
            /** @description Alle Treffer von Suchtext und Filtern. */
            total: number;
            limit: number;
            /** @description Cursor der nächsten Seite (Parameter `cursor`); null auf der letzten Seite. */
            nextCursor: string | null;
            /** @description false: kein Programm passt auf alle Wörter von `q`; gelistet sind die, die auf eines passen. */
            matchedAllWords: boolean;
            facets: components["schemas"]["ProgramSearchFacets"];
            /** @description Version des Katalogs, auf der die Antwort berechnet wurde (wie im `ETag` von `GET /api/v1/programs`). Nach einer Katalogänderung antwortet die Suche aus der vorigen Version, bis der neue Index gebaut ist. */
            catalogueVersion: string | null;
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
        StreamTokenResponseDto: {
            /** @description Nur zum Lesen des Ereignisstroms, als `?token=`. */
            token: string;
            /** Format: date-time */
            expiresAt: string;
        };
        VapidKeyResponseDto: {
            /** @description Öffentlicher VAPID-Schlüssel (base64url, 65 Byte P-256) für `applicationServerKey`. */
            publicKey: string;
        };
        PushKeysDto: {
            /** @description P-256-Schlüssel des Browsers (base64url, 65 Byte). */
            p256dh: string;
            /** @description Authentisierungsgeheimnis des Browsers (base64url, 16 Byte). */
            auth: string;
        };
        SubscribePushRequestDto: {
            /** @example https://fcm.googleapis.com/fcm/send/abc… */
            endpoint: string;
            /** @description Millisekunden seit 1970, wie vom Browser. */
            expirationTime?: number | null;
            keys: components["schemas"]["PushKeysDto"];
            /** @description Eigene Kennung des Nutzers, für `send` an einen Nutzer. */
            userRef?: string;
            /**
             * @description Präferenzen: diese Ereignistypen werden sofort als Push zugestellt.
             * @example [
             *       "program.deadline_approaching"
             *     ]
             */
            eventTypes?: string[];
        };
        PushSubscriptionResponseDto: {
            /** Format: uuid */
            id: string;
            endpoint: string;
            userRef: string | null;
            eventTypes: string[];
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Sandbox-Abonnement: Pushes, die statt an den Push-Dienst nur hier gezählt wurden (Live-Abonnements: 0). */
            sandboxDeliveries: number;
            /** Format: date-time */
            lastSandboxDeliveryAt: string | null;
        };
        PushSubscriptionListResponseDto: {
            items: components["schemas"]["PushSubscriptionResponseDto"][];
        };
        SendPushRequestDto: {
            /**
             * @description Ein Abonnement, ein Nutzer oder alle des Mandanten.
             * @enum {string}
             */
            to: "subscription" | "user" | "all";
            /**
             * Format: uuid
             * @description Pflicht bei `to: subscription`.
             */
            subscriptionId?: string;
            /** @description Pflicht bei `to: user`. */
            userRef?: string;
            /** @example Frist in 7 Tagen */
            title: string;
            body?: string;
            url?: string;
            /**
             * @description TTL in Sekunden (RFC 8030).
             * @default 86400
             */
            ttlSeconds?: number;
            /** @enum {string} */
            urgency?: "very-low" | "low" | "normal" | "high";
            /** @description Ersetzt eine noch nicht zugestellte Nachricht gleichen Themas. */
            topic?: string;
        };
        SendPushResponseDto: {
            /** @description Anzahl der eingereihten Zustellungen. */
            queued: number;
        };
        DigestFiltersDto: {
            /**
             * @example [
             *       "program.updated"
             *     ]
             */
            eventTypes?: string[];
            /**
             * @description Länder der Programme, um die es in den Ereignissen geht; bundesweite Programme zählen in jedem Land. Mit `laender` oder `categories` entfallen Ereignisse ohne (bekanntes) Programm.
             * @example [
             *       "SN"
             *     ]
             */
            laender?: ("BW" | "BY" | "BE" | "BB" | "HB" | "HH" | "HE" | "MV" | "NI" | "NW" | "RP" | "SL" | "SN" | "ST" | "SH" | "TH")[];
            /**
             * @description Kategorien der Programme, um die es in den Ereignissen geht (wie `category` der Programme).
             * @example [
             *       "zuschuss"
             *     ]
             */
            categories?: ("zuschuss" | "darlehen" | "buergschaft" | "steuervorteil" | "beteiligung" | "kredit" | "beratung")[];
        };
        ScheduleDigestRequestDto: {
            /** @enum {string} */
            cadence: "daily" | "weekly";
            /**
             * @description Ortszeit `HH:MM` in `timezone`.
             * @example 08:00
             */
            at: string;
            /**
             * @description Wochentag (ISO, 1 = Montag) bei `weekly`.
             * @default 1
             */
            weekday?: number;
            /**
             * @description IANA-Zeitzone.
             * @default Europe/Berlin
             */
            timezone?: string;
            /** @description `webhook`: Ereignis `digest.ready`; `push`: an alle Web-Push-Abonnements des Mandanten; `chat`: an die in `chatDestinationIds` genannten Slack- und Teams-Verbindungen (Block Kit bzw. Adaptive Card). */
            channels: ("webhook" | "push" | "chat")[];
            /** @description Pflicht beim Kanal `chat` (und nur dann): IDs von Chat-Verbindungen (`/api/v2/integrations/slack`, `/teams`) desselben Modus. Unbekannte IDs: 404 `DIGEST_CHAT_DESTINATION_NOT_FOUND`; deaktivierte: 409 `DIGEST_CHAT_DESTINATION_DISABLED`. */
            chatDestinationIds?: string[];
            filters?: components["schemas"]["DigestFiltersDto"];
            /**
             * @description Auch ohne neue Ereignisse senden.
             * @default false
             */
            sendEmpty?: boolean;
        };
        DigestScheduleResponseDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            cadence: "daily" | "weekly";
            /** @example 08:00 */
            at: string;
            weekday: number;
            timezone: string;
            channels: ("webhook" | "push" | "chat")[];
            /** @description Chat-Verbindungen des Kanals `chat`. */
            chatDestinationIds: string[];
            filters: components["schemas"]["DigestFiltersDto"];
            sendEmpty: boolean;
            /**
             * Format: date-time
             * @description Nächster Versand (UTC).
             */
            nextDigestAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        DigestScheduleListResponseDto: {
            items: components["schemas"]["DigestScheduleResponseDto"][];
        };
        DsgvoSubjectDto: {
            /**
             * @description Woran der Dienst die Person kennt: `actor_id` (Id eines API-Schlüssels oder OAuth-Clients, der einer Person gehört, oder die pseudonyme Akteur-Id aus `X-Actor-Id`/`actorId`), `push_endpoint`, `external_id` (Kennung in einem angebundenen System). `email` wird mit 400 abgelehnt: der Dienst speichert keine E-Mail-Adressen.
             * @enum {string}
             */
            identifier: "actor_id" | "push_endpoint" | "external_id";
            /** @example 5f0c6d1e-8a53-4d7e-9a55-1f2b3c4d5e6f */
            value: string;
        };
        EraseRequestDto: {
            subject: components["schemas"]["DsgvoSubjectDto"];
            /** @description Grund nach Art. 17 Abs. 1 DSGVO, für die Akte. */
            reason?: string;
        };
        TableActionDto: {
            /** @example api_keys */
            table: string;
            categories: ("identifiers" | "contact" | "usage" | "business" | "technical")[];
            /**
             * @description `restrict`: Aufbewahrungspflicht (Art. 17 Abs. 3 lit. b DSGVO, § 35 Abs. 3 BDSG), gelöscht nach `restrictedUntil`.
             * @enum {string}
             */
            action: "delete" | "pseudonymise" | "restrict";
            rows: number;
            /** @description Pseudonymisierte Spalten. */
            columns?: string[];
            /** Format: date */
            restrictedUntil?: string | null;
            /** @example § 147 Abs. 1 Nr. 4, Abs. 3 AO */
            ground?: string;
        };
        ExternalErasureActionDto: {
            /**
             * @description Das angebundene System.
             * @example hubspot
             */
            system: string;
            /** @example companies */
            objectType: string;
            objects: number;
            /**
             * @description `deletion_queued`: die Löschung im System ist beauftragt; `not_possible`: der Mandant muss selbst löschen (siehe `note`).
             * @enum {string}
             */
            action: "deletion_queued" | "not_possible";
            note: string;
        };
        ErasureReceiptDto: {
            /** Format: date-time */
            executedAt: string;
            /** @description Gelöscht oder pseudonymisiert. */
            erased: components["schemas"]["TableActionDto"][];
            /** @description Aufbewahrt (eingeschränkt) mit Frist und Rechtsgrund. */
            kept: components["schemas"]["TableActionDto"][];
            /** @description Löschungen in angebundenen Systemen (CRM), die diese Löschung beauftragt hat. */
            external: components["schemas"]["ExternalErasureActionDto"][];
            /** @description Frühere Exportanfragen der Person (Ids), deren Archive diese Löschung gelöscht hat; ihr Download antwortet 410 `DSGVO_ARCHIVE_ERASED`. */
            archivesDeleted: string[];
            /** @description SHA-256 der kanonischen Quittung (auch im Audit-Log). */
            sha256: string;
        };
        ExportFileDto: {
            /** @example identifiers.json */
            name: string;
            sha256: string;
            rows?: number;
        };
        PortabilityResultDto: {
            /** Format: date-time */
            createdAt: string;
            /** @description Dateien des Archivs mit SHA-256, darunter `manifest.json` (Kategorien, Schemata, Hashes). */
            files: components["schemas"]["ExportFileDto"][];
            /** @description SHA-256 der kanonischen Quittung. */
            sha256: string;
            /** @description Download des ZIP-Archivs, bis `expiresAt`. */
            downloadUrl: string | null;
            /** Format: date-time */
            expiresAt: string | null;
        };
        DsgvoSubjectRefDto: {
            /** @enum {string} */
            identifier: "actor_id" | "email" | "push_endpoint" | "external_id";
            /** @description SHA-256 über Mandant, Art und Wert der Kennung (der Wert selbst wird nach Abschluss gelöscht). */
            digest: string;
        };
        CategoryPreviewDto: {
            /** @enum {string} */
            category: "identifiers" | "contact" | "usage" | "business" | "technical";
            rows: number;
            actions: ("delete" | "pseudonymise" | "restrict")[];
            /** @description Die Tabellen dieser Kategorie. */
            tables: string[];
        };
        DsgvoRequestResponseDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "erasure" | "portability";
            /**
             * @description `partially_completed`: gelöscht bis auf Daten mit Aufbewahrungspflicht (siehe `erasure.kept`) oder auf Kopien in einem angebundenen System, die der Mandant selbst löschen muss (siehe `erasure.external`).
             * @enum {string}
             */
            status: "received" | "in_progress" | "completed" | "partially_completed" | "failed";
            subject: components["schemas"]["DsgvoSubjectRefDto"];
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date
             * @description Frist nach Art. 12 Abs. 3 DSGVO: ein Kalendermonat ab Eingang (31.01. → 28./29.02.).
             */
            dueDate: string;
            /**
             * Format: date-time
             * @description Wann die Frist um zwei Monate verlängert wurde (Art. 12 Abs. 3 Satz 2), sonst `null`.
             */
            extendedAt: string | null;
            extensionReason: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** @description Vorschau bei Eingang: was je Tabelle geschehen wird. */
            preview: components["schemas"]["TableActionDto"][];
            /** @description Die Vorschau je Datenkategorie. */
            previewByCategory: components["schemas"]["CategoryPreviewDto"][];
            /** @description Quittung einer ausgeführten Löschanfrage, sonst `null`. */
            erasure: components["schemas"]["ErasureReceiptDto"] | null;
            /** @description Ergebnis einer ausgeführten Exportanfrage, sonst `null`. */
            portability: components["schemas"]["PortabilityResultDto"] | null;
        };
        PortabilityRequestDto: {
            subject: components["schemas"]["DsgvoSubjectDto"];
        };
        ExtendRequestDto: {
            /** @description Gründe der Verlängerung, wie sie der Person mitgeteilt wurden (Art. 12 Abs. 3 Satz 3 DSGVO). */
            reason?: string;
        };
        ChainBreakDto: {
            seq: number;
            /**
             * @description `start_missing`: die Kette beginnt nicht mit Eintrag 1; `head_missing`/`head_mismatch`: der übergebene Kopf (`headSeq`, `headHash`) fehlt oder wurde geändert – Einträge am Ende wurden entfernt oder ersetzt.
             * @enum {string}
             */
            reason: "hash_mismatch" | "prev_hash_mismatch" | "sequence_gap" | "start_missing" | "head_missing" | "head_mismatch";
        };
        AuditChainDto: {
            entries: number;
            /** @description Folgenummer des Kopfs (letzter Eintrag, bis zu dem die Kette hält). Kopf aufbewahren und beim nächsten Abruf als `headSeq`/`headHash` übergeben: nur so wird das Entfernen der neuesten Einträge erkannt. */
            headSeq: number;
            /** @description Hash des Kopfs (64 Nullen bei leerer Kette). */
            headHash: string;
            /** Format: date-time */
            verifiedAt: string;
            /** @description Das erste gebrochene Glied, sonst `null`. */
            brokenAt: components["schemas"]["ChainBreakDto"] | null;
        };
        EvidenceDto: {
            /** @example hash_chain */
            kind: string;
            detail: string;
        };
        AssessedRequirementDto: {
            /** @example unveraenderbarkeit */
            id: string;
            title: string;
            /**
             * @description `not_assessable`: gilt, aber der Dienst kann dazu nichts selbst erheben (Grund im Nachweis).
             * @enum {string}
             */
            status: "evidenced" | "partial" | "missing" | "not_applicable" | "not_assessable";
            /** @description Was der Dienst selbst belegt (selbst erhoben). */
            evidence: components["schemas"]["EvidenceDto"][];
            /** @description Was beim Kunden bleibt. */
            customerPart: string | null;
            /**
             * @description Die Textstelle, auf der die Anforderung beruht.
             * @example GoBD Rz. 58–60
             */
            source: string;
            /** @description Die Textstellen von `source` als Daten: Rechtsakt, amtlicher Text, Randnummer oder Paragraph. */
            sources: components["schemas"]["LegalSource"][];
        };
        GobdResponseDto: {
            /** Format: date-time */
            generatedAt: string;
            /** @example BMF-Schreiben vom 28.11.2019, geändert am 11.03.2024 und 14.07.2025 */
            basis: string;
            auditLog: components["schemas"]["AuditChainDto"];
            principles: components["schemas"]["AssessedRequirementDto"][];
        };
        AuditEntryDto: {
            seq: number;
            /** Format: date-time */
            at: string;
            /** @example dsgvo.erasure_completed */
            action: string;
            /** @example dsgvo_request */
            entityType: string;
            entityId: string;
            /** @description Ids, Zähler und Hashes; nie personenbezogene Daten. */
            details: {
                [key: string]: string | number | boolean | null;
            };
            /** @description Hash des vorigen Eintrags (64 Nullen vor dem ersten). */
            prevHash: string;
            /** @description SHA-256 über `prevHash` und den kanonischen Eintrag. */
            hash: string;
        };
        AuditLogResponseDto: {
            items: components["schemas"]["AuditEntryDto"][];
            total: number;
            limit: number;
            offset: number;
        };
        Nis2ApplicabilityDto: {
            /** @enum {string} */
            entityClass: "besonders_wichtig" | "wichtig" | "nicht_betroffen" | "unknown";
            basis: string;
            /** @description Fehlende Angaben, wenn `unknown`. */
            missing: string[];
            reasons: string[];
        };
        Nis2ResponseDto: {
            /** Format: date-time */
            generatedAt: string;
            applicability: components["schemas"]["Nis2ApplicabilityDto"];
            /** @description Die zehn Maßnahmen des § 30 Abs. 2 BSIG. */
            measures: components["schemas"]["AssessedRequirementDto"][];
        };
        DpiaRiskDto: {
            /** @example Unbefugter Zugriff auf Antragsdaten */
            threat: string;
            /** @enum {string} */
            likelihood: "low" | "medium" | "high";
            /** @enum {string} */
            severity: "low" | "medium" | "high";
        };
        CreateDpiaRequestDto: {
            /** @description Zwecke der Verarbeitung (Art. 35 Abs. 7 lit. a). */
            purposes?: string[];
            /** @description Kategorien personenbezogener Daten. */
            dataCategories?: string[];
            /** @description Betroffene Personengruppen. */
            dataSubjects?: string[];
            /** @description Empfänger. */
            recipients?: string[];
            /** @description Beteiligte Systeme. */
            systems?: string[];
            /** @description Abhilfemaßnahmen (Art. 35 Abs. 7 lit. d). */
            measures?: string[];
            /** @description Erfüllte Kriterien nach WP248 rev.01. */
            criteria?: ("evaluation_scoring" | "automated_decision" | "systematic_monitoring" | "sensitive_data" | "large_scale" | "matching_datasets" | "vulnerable_subjects" | "innovative_technology" | "prevents_rights")[];
            /** @description Zutreffende Einträge der DSK-Liste (Art. 35 Abs. 4). */
            dskListMatches?: ("dsk_scoring_credit" | "dsk_large_scale_profiling" | "dsk_merging_sources" | "dsk_employee_monitoring" | "dsk_ai_interaction" | "dsk_location_tracking")[];
            /** @description Notwendigkeit und Verhältnismäßigkeit (lit. b). */
            necessity?: string;
            /** @description Risiken (lit. c). */
            risks?: components["schemas"]["DpiaRiskDto"][];
            /** @example Förderantragsverwaltung mit Scoring */
            title: string;
            /** @description Systematische Beschreibung der Verarbeitung (lit. a). */
            description: string;
        };
        DpiaCriterionDto: {
            /** @enum {string} */
            id: "evaluation_scoring" | "automated_decision" | "systematic_monitoring" | "sensitive_data" | "large_scale" | "matching_datasets" | "vulnerable_subjects" | "innovative_technology" | "prevents_rights" | "dsk_scoring_credit" | "dsk_large_scale_profiling" | "dsk_merging_sources" | "dsk_employee_monitoring" | "dsk_ai_interaction" | "dsk_location_tracking";
            title: string;
        };
        DpiaScreeningDto: {
            /**
             * @description DSK-Liste oder zwei WP248-Kriterien: erforderlich; eines: wahrscheinlich.
             * @enum {string}
             */
            outcome: "required" | "likely" | "not_required";
            wp248Criteria: components["schemas"]["DpiaCriterionDto"][];
            dskListMatches: components["schemas"]["DpiaCriterionDto"][];
            reasons: string[];
        };
        DpiaRiskResponseDto: {
            threat: string;
            /** @enum {string} */
            likelihood: "low" | "medium" | "high";
            /** @enum {string} */
            severity: "low" | "medium" | "high";
            /**
             * @description Eintrittswahrscheinlichkeit × Schwere (3 × 3).
             * @enum {string}
             */
            level: "low" | "medium" | "high";
        };
        DpiaSectionsResponseDto: {
            /** @description Art. 35 Abs. 7 lit. a. */
            description: string;
            purposes: string[];
            dataCategories: string[];
            dataSubjects: string[];
            recipients: string[];
            systems: string[];
            /** @description lit. b. */
            necessity: string;
            /** @description lit. c. */
            risks: components["schemas"]["DpiaRiskResponseDto"][];
            /** @description lit. d. */
            measures: string[];
        };
        DpiaResponseDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @enum {string} */
            status: "draft" | "in_review" | "signed_off";
            screening: components["schemas"]["DpiaScreeningDto"];
            sections: components["schemas"]["DpiaSectionsResponseDto"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            signedOffAt: string | null;
        };
        UpdateDpiaRequestDto: {
            /** @description Zwecke der Verarbeitung (Art. 35 Abs. 7 lit. a). */
            purposes?: string[];
            /** @description Kategorien personenbezogener Daten. */
            dataCategories?: string[];
            /** @description Betroffene Personengruppen. */
            dataSubjects?: string[];
            /** @description Empfänger. */
            recipients?: string[];
            /** @description Beteiligte Systeme. */
            systems?: string[];
            /** @description Abhilfemaßnahmen (Art. 35 Abs. 7 lit. d). */
            measures?: string[];
            /** @description Erfüllte Kriterien nach WP248 rev.01. */
            criteria?: ("evaluation_scoring" | "automated_decision" | "systematic_monitoring" | "sensitive_data" | "large_scale" | "matching_datasets" | "vulnerable_subjects" | "innovative_technology" | "prevents_rights")[];
            /** @description Zutreffende Einträge der DSK-Liste (Art. 35 Abs. 4). */
            dskListMatches?: ("dsk_scoring_credit" | "dsk_large_scale_profiling" | "dsk_merging_sources" | "dsk_employee_monitoring" | "dsk_ai_interaction" | "dsk_location_tracking")[];
            /** @description Notwendigkeit und Verhältnismäßigkeit (lit. b). */
            necessity?: string;
            /** @description Risiken (lit. c). */
            risks?: components["schemas"]["DpiaRiskDto"][];
            title?: string;
            description?: string;
            /**
             * @description `draft` → `in_review` → `signed_off` (Freigabe, z. B. durch die oder den DSB); danach unveränderlich.
             * @enum {string}
             */
            status?: "draft" | "in_review" | "signed_off";
        };
        AuditHeadDto: {
            seq: number;
            hash: string;
        };
        GobdExportResponseDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "received" | "completed";
            /** Format: date-time */
            requestedAt: string;
            /** Format: date-time */
            completedAt: string | null;
            /** @description Dateien des Archivs: `index.xml` (GDPdU-Beschreibungsstandard), `gdpdu-01-09-2004.dtd` und je Tabelle eine CSV-Datei (UTF-8, Semikolon, CRLF, Dezimalkomma; erste Zeile Spaltennamen), mit SHA-256. */
            files: components["schemas"]["ExportFileDto"][];
            /** @description SHA-256 des ZIP-Archivs (auch im Audit-Log). */
            sha256: string | null;
            /** @description Download des ZIP-Archivs, bis `expiresAt`. */
            downloadUrl: string | null;
            /** Format: date-time */
            expiresAt: string | null;
            /** @description Letzter Eintrag des Audit-Logs im Archiv (`seq`, `hash`), sobald erstellt. Aufbewahren und später als `headSeq`/`headHash` an `GET /api/v2/compliance/gobd` übergeben: fehlt er dort oder ist er geändert, wurden Einträge am Ende entfernt oder ersetzt. */
            auditLogHead: components["schemas"]["AuditHeadDto"] | null;
        };
        BulkFlagEvaluation: {
            flags: (components["schemas"]["FlagEvaluationSuccess"] | components["schemas"]["FlagEvaluationFailure"])[];
        };
        FlagEvaluationSuccess: {
            key: string;
            value: boolean | string | number | {
                [key: string]: unknown;
            };
            variant: string;
            /** @enum {string} */
            reason: "STATIC" | "TARGETING_MATCH" | "SPLIT" | "DISABLED" | "DEFAULT";
            /** @description `version` des Flags; `strategy` (Name oder Index) bei Treffer; `state` bei DISABLED. */
            metadata: {
                [key: string]: string | number | boolean;
            };
        };
        FlagEvaluationFailure: {
            key: string;
            /** @enum {string} */
            errorCode: "FLAG_NOT_FOUND" | "TARGETING_KEY_MISSING" | "INVALID_CONTEXT" | "PARSE_ERROR" | "GENERAL";
            errorDetails: string;
            /** @description Code der API (als Antwort mit Status 400/404 immer gesetzt). */
            code?: string;
            /** @description Deutsche Meldung der API (als Antwort mit Status 400/404 immer gesetzt). */
            error?: string;
        };
        BulkFlagEvaluationFailure: {
            /** @enum {string} */
            errorCode: "INVALID_CONTEXT" | "PARSE_ERROR";
            errorDetails: string;
            code: string;
            error: string;
        };
        OfrepEvaluationRequest: {
            /** @description Attribute und `targetingKey`; `tenantId`, `plan` und `sandbox` setzt der Dienst aus dem Zugang (nicht überschreibbar). */
            context?: {
                [key: string]: unknown;
            };
        };
        FeatureFlagVariant: {
            /** @example on */
            key: string;
            /** @description Wert vom Typ des Flags. */
            value: boolean | string | number | {
                [key: string]: unknown;
            };
        };
        FeatureFlagConstraint: {
            /**
             * @description Kontextfeld; `currentTime` ist der Zeitpunkt der Auswertung.
             * @example plan
             */
            contextName: string;
            /** @enum {string} */
            operator: "IN" | "NOT_IN" | "STR_STARTS_WITH" | "STR_ENDS_WITH" | "STR_CONTAINS" | "NUM_EQ" | "NUM_GT" | "NUM_GTE" | "NUM_LT" | "NUM_LTE" | "DATE_AFTER" | "DATE_BEFORE" | "SEMVER_EQ" | "SEMVER_GT" | "SEMVER_LT";
            /** @description Für IN, NOT_IN und STR_*: es genügt ein passender Wert. */
            values?: string[];
            /** @description Für NUM_*, DATE_* (ISO 8601) und SEMVER_*. */
            value?: string;
            /** @description Verneint das Ergebnis des Operators. */
            inverted?: boolean;
            /** @description Groß-/Kleinschreibung egal (IN, NOT_IN, STR_*). */
            caseInsensitive?: boolean;
        };
        FeatureFlagWeightedVariant: {
            variant: string;
            weight: number;
        };
        FeatureFlagStrategy: {
            name?: string;
            /** @description Alle müssen gelten (UND). */
            constraints: components["schemas"]["FeatureFlagConstraint"][];
            /** @description Anteil der Buckets 1..100 (murmurhash3 wie Unleash). */
            rollout: number;
            /** @description Kontextfeld für den Bucket; Standard `targetingKey`. */
            stickiness?: string;
            /** @description Ausgelieferte Variante; bei boolean ohne Angabe die mit `true`. */
            variant?: string;
            /** @description Aufteilung nach Gewicht. */
            variants?: components["schemas"]["FeatureFlagWeightedVariant"][];
        };
        FeatureFlagSchedule: {
            /**
             * Format: date-time
             * @description Ab hier aktiv.
             */
            enableAt?: string | null;
            /**
             * Format: date-time
             * @description Ab hier aus.
             */
            disableAt?: string | null;
        };
        FeatureFlag: {
            key: string;
            description: string;
            /** @enum {string} */
            type: "boolean" | "string" | "number" | "object";
            variants: components["schemas"]["FeatureFlagVariant"][];
            defaultVariant: string;
            enabled: boolean;
            strategies: components["schemas"]["FeatureFlagStrategy"][];
            schedule: components["schemas"]["FeatureFlagSchedule"];
            /** @description Für If-Match beim Ändern. */
            version: number;
            archived: boolean;
            /**
             * @description Zustand jetzt (Schalter, Archiv, Zeitplan).
             * @enum {string}
             */
            state: "active" | "disabled" | "archived" | "pending" | "expired";
            /** @description 30 Tage nicht ausgewertet, oder bei 0 %/100 % 30 Tage unverändert. */
            stale: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            lastEvaluatedAt: string | null;
        };
        FeatureFlagList: {
            items: components["schemas"]["FeatureFlag"][];
        };
        CreateFeatureFlagRequestDto: {
            description?: string;
            /** @description Bei boolean ohne Angabe `on` (true) und `off` (false). */
            variants?: components["schemas"]["FeatureFlagVariant"][];
            /** @description Ausgeliefert, wenn das Flag aus ist oder keine Strategie greift (boolean: Standard `off`). */
            defaultVariant?: string;
            /** @description Der Schalter; der Zeitplan begrenzt, wann er gilt. */
            enabled?: boolean;
            /** @description Die erste passende gewinnt. */
            strategies?: components["schemas"]["FeatureFlagStrategy"][];
            schedule?: components["schemas"]["FeatureFlagSchedule"];
            /** @description Warum geändert wird (steht in der Historie). */
            reason?: string;
            /**
             * @description Kleinbuchstaben, Ziffern, Punkt, Unterstrich, Bindestrich; bis 100 Zeichen.
             * @example video-generation
             */
            key: string;
            /** @enum {string} */
            type: "boolean" | "string" | "number" | "object";
        };
        UpdateFeatureFlagRequestDto: {
            description?: string;
            /** @description Bei boolean ohne Angabe `on` (true) und `off` (false). */
            variants?: components["schemas"]["FeatureFlagVariant"][];
            /** @description Ausgeliefert, wenn das Flag aus ist oder keine Strategie greift (boolean: Standard `off`). */
            defaultVariant?: string;
            /** @description Der Schalter; der Zeitplan begrenzt, wann er gilt. */
            enabled?: boolean;
            /** @description Die erste passende gewinnt. */
            strategies?: components["schemas"]["FeatureFlagStrategy"][];
            schedule?: components["schemas"]["FeatureFlagSchedule"];
            /** @description Warum geändert wird (steht in der Historie). */
            reason?: string;
            /** @description `true` archiviert, `false` stellt ein archiviertes Flag wieder her. */
            archived?: boolean;
        };
        FeatureFlagDiffEntry: {
            /** @enum {string} */
            op: "add" | "remove" | "replace";
            /** @description JSON Pointer (RFC 6901); leer für das ganze Flag. */
            path: string;
            /** @description Neuer Wert. */
            value?: string | number | boolean | {
                [key: string]: unknown;
            } | unknown[] | null;
            /** @description Alter Wert. */
            from?: string | number | boolean | {
                [key: string]: unknown;
            } | unknown[] | null;
        };
        FeatureFlagActor: {
            /** Format: uuid */
            tenantId: string;
            /** @description Der Zugang (API-Schlüssel oder OAuth-Client), der geändert hat. */
            credentialId: string;
        };
        FeatureFlagVersion: {
            key: string;
            version: number;
            /** @enum {string} */
            action: "created" | "updated" | "archived" | "restored" | "rolled_back" | "deleted";
            /** @description Das Flag nach der Änderung. */
            snapshot: {
                [key: string]: unknown;
            };
            /** @description Änderungen gegenüber der Version davor (JSON Patch). */
            diff: components["schemas"]["FeatureFlagDiffEntry"][];
            actor: components["schemas"]["FeatureFlagActor"];
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        FeatureFlagHistory: {
            /** @description Neueste zuerst. */
            items: components["schemas"]["FeatureFlagVersion"][];
        };
        RollbackFeatureFlagRequestDto: {
            /** @description Die Version, deren Definition zurückkommt. */
            version: number;
            /** @description Warum geändert wird (steht in der Historie). */
            reason?: string;
        };
        RelatedEnterprise: {
            name: string;
            /** @description Größerer von Kapital- und Stimmrechtsanteil in Prozent (in beide Richtungen: wer am Antragsteller beteiligt ist oder an wem er beteiligt ist). > 50 % verbunden (voll addiert), 25-50 % Partner (anteilig), < 25 % eigenständig (Empfehlung 2003/361/EG Anhang Art. 3, 6). */
            sharePercent: number;
            employeeCount: number;
            /** @description Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet. */
            revenueEur: number;
            balanceSheetEur?: number;
            /** @description Beteiligung 25-50 % durch öffentliche Beteiligungsgesellschaft, Risikokapitalgesellschaft, Business Angel, Hochschule, institutionellen Anleger oder kleine autonome Gebietskörperschaft (Anhang Art. 3 Abs. 2): bleibt eigenständig. */
            qualifiedInvestor?: boolean;
        };
        DeminimisGrant: {
            /** @description Bruttosubventionsäquivalent laut Bescheid, EUR. Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet. */
            amountEur: number;
            /**
             * Format: date
             * @description Bewilligungsdatum (nicht Auszahlung), VO (EU) 2023/2831 Art. 3 Abs. 3.
             */
            grantDate: string;
            /**
             * @description allgemein, Agrar, Fischerei, DAWI: je eigener Höchstbetrag.
             * @enum {string}
             */
            regulation: "general" | "agriculture" | "fishery" | "sgei";
            label?: string;
        };
        FundingPlanCompany: {
            /** @description Beschäftigte (JAE) des Antragstellers allein. */
            employeeCount: number;
            /** @description Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet. */
            revenueEur: number;
            balanceSheetEur?: number;
            /** @example SN */
            federalState: string;
            /** @example 62.01 */
            industryCode: string;
            companyAgeYears?: number;
            /** @description Nur wenn `deminimisGrants` fehlt: Summe der De-minimis-Beihilfen der letzten drei Jahre (allgemeine VO), vorsichtig als am Antragstag bewilligt gezählt. */
            deminimisUsedEur?: number;
            relations?: components["schemas"]["RelatedEnterprise"][];
            /** @description De-minimis-Beihilfen des „einzigen Unternehmens“ (Antragsteller und verbundene Unternehmen > 50 %, VO (EU) 2023/2831 Art. 2 Abs. 2) mit Bewilligungsdatum und Verordnung; gezählt werden je Verordnung die drei Jahre bis zum Antragstag. */
            deminimisGrants?: components["schemas"]["DeminimisGrant"][];
            /**
             * Format: date
             * @description Eintragung ins Handelsregister (ohne Eintragungspflicht: Aufnahme der Tätigkeit bzw. Steuerpflicht), AGVO Art. 22 Abs. 2: Gründungsbeihilfe höchstens fünf Jahre danach. Wirkt auf die allgemeine Maßnahme `gber-art-22` (includeGenericGberMeasures).
             */
            registeredOn?: string;
            /** @description Börsennotiert (AGVO Art. 22 Abs. 2: Gründungsbeihilfe nur für nicht börsennotierte Unternehmen). */
            listed?: boolean;
            /** @description Hat bereits Gewinne ausgeschüttet (AGVO Art. 22 Abs. 2 lit. b schließt die Gründungsbeihilfe aus). */
            profitsDistributed?: boolean;
            /** @description Aus einem Zusammenschluss hervorgegangen oder Tätigkeit/Unternehmen übernommen (AGVO Art. 22 Abs. 2 lit. a, c; die 10-%-Ausnahmen beurteilt der Berater und gibt dann false an). */
            formedByMerger?: boolean;
            /** @description Landwirtschaftliche Primärproduktion (Anhang I AEUV): Agrar-De-minimis (VO (EU) 1408/2013, 50.000 EUR in drei Jahren, eigenes Konto); AGVO Art. 17 und 22 (Art. 1 Abs. 3) und die allgemeine De-minimis-Verordnung (VO (EU) 2023/2831 Art. 1 Abs. 1) gelten nicht, auch nicht für benannte Programme. Standard: false; nicht aus dem Wirtschaftszweig abgeleitet, da NACE A01 auch Dienstleistungen (01.6) umfasst. */
            primaryAgriculturalProduction?: boolean;
        };
        ProjectCosts: {
            /** @description Investitionen (Sachanlagen, immaterielle Wirtschaftsgüter). Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet. */
            investment?: number;
            /** @description FuE-Personalkosten. */
            rdPersonnel?: number;
            /** @description Auftragsforschung. */
            contractResearch?: number;
            /** @description Externe Beratung. */
            consulting?: number;
            /** @description Schulung/Weiterbildung. */
            training?: number;
            /** @description Betriebskosten (z. B. Messen). */
            operating?: number;
        };
        FundingPlanProject: {
            title?: string;
            /**
             * Format: date
             * @description Geplanter Vorhabensbeginn (Baubeginn oder erste verbindliche Bestellung; Grunderwerb und Planung zählen nicht), AGVO Art. 2 Nr. 23.
             */
            plannedStart: string;
            /**
             * Format: date
             * @description Tag der Antragstellung; Standard: heute. Muss vor dem Vorhabensbeginn liegen (AGVO Art. 6).
             */
            applicationDate?: string;
            /** @description Land des Standorts; Standard: Land des Unternehmens. */
            federalState?: string;
            /** @description Landkreis oder kreisfreie Stadt des Standorts (Fördergebietskarte). */
            kreis?: string;
            /** @description Fördersatz der Karte für Großunternehmen am Standort in Prozent (aus dem Gemeindeverzeichnis des Landes); ersetzt die eingebaute Tabelle. */
            regionalAidMapRatePercent?: number;
            costs: components["schemas"]["ProjectCosts"];
            /**
             * @description Forschungskategorie (AGVO Art. 25 Abs. 2); Standard: industrielle Forschung.
             * @enum {string}
             */
            researchCategory?: "fundamental" | "industrial" | "experimental" | "feasibility";
            /** @description Wirksame Zusammenarbeit oder weite Verbreitung (AGVO Art. 25 Abs. 6 lit. b): + 15 Prozentpunkte. */
            effectiveCollaboration?: boolean;
            /** @description Die Schulung richtet sich an Arbeitnehmer mit Behinderungen oder benachteiligte Arbeitnehmer (AGVO Art. 31 Abs. 4 lit. a): + 10 Prozentpunkte, höchstens 70 %. Gemischte Gruppen: Schulungskosten aufteilen und getrennt planen. */
            trainingForDisadvantagedWorkers?: boolean;
        };
        FundingPlanProgramTerms: {
            programId: string;
            /** @description Kostenarten, die das Programm hier fördert (statt der aus der Rechtsgrundlage abgeleiteten). */
            costKinds?: ("investment" | "rdPersonnel" | "contractResearch" | "consulting" | "training" | "operating")[];
            /** @description Darlehen: Nominalzins in Prozent p. a. */
            interestRatePercent?: number;
            /** @description Darlehen/Bürgschaft: Laufzeit in Jahren. */
            termYears?: number;
            /** @description Darlehen: tilgungsfreie Jahre. */
            gracePeriodYears?: number;
            /** @description Darlehen: Marge über dem Basissatz nach Rating und Besicherung in Basispunkten (Mitteilung 2008/C 14/02; Standard 100). */
            marginBasisPoints?: number;
            /** @description Bürgschaft: Avalprovision des Programms in Prozent p. a. */
            guaranteePremiumPercent?: number;
            /** @description Bürgschaft: marktübliche Prämie (Safe-Harbour nach Rating) in Prozent p. a. */
            marketPremiumPercent?: number;
            /** @description Programme, die die Richtlinie neben diesem ausschließt. */
            exclusiveWith?: string[];
            /** @description Die Richtlinie verbietet jede weitere öffentliche Förderung derselben Kosten. */
            excludesOtherAidOnSameCosts?: boolean;
            /** @description Der Geber kann auf den De-minimis-Spielraum kürzen. */
            reducibleToDeminimisHeadroom?: boolean;
            /**
             * @description Rechtsgrundlage des Programms, wo der Katalog sie nicht (vollständig) kennt: AGVO-Artikel (gber-art-14 = Regionalbeihilfe nach der Fördergebietskarte, gber-art-17 KMU-Investitionen, gber-art-18 KMU-Beratung, gber-art-19, gber-art-22 Unternehmensneugründungen, gber-art-25 FuE, gber-art-28, gber-art-29, gber-art-31 Ausbildung), De-minimis-Verordnung (deminimis-general, -agriculture, -fishery, -sgei) oder none (marktübliche Finanzierung). Der Plan wendet dann deren Kostenarten, Höchstintensitäten, Voraussetzungen und Obergrenzen an.
             * @enum {string}
             */
            legalBasis?: "gber-art-14" | "gber-art-17" | "gber-art-18" | "gber-art-19" | "gber-art-22" | "gber-art-25" | "gber-art-28" | "gber-art-29" | "gber-art-31" | "deminimis-general" | "deminimis-agriculture" | "deminimis-fishery" | "deminimis-sgei" | "none";
        };
        FundingPlanRequest: {
            company: components["schemas"]["FundingPlanCompany"];
            project: components["schemas"]["FundingPlanProject"];
            /** @description Nur diese Programme prüfen; Standard: der ganze Katalog des Mandanten. */
            programIds?: string[];
            programTerms?: components["schemas"]["FundingPlanProgramTerms"][];
            /** @description EU-Basissatz in Prozent für das Subventionsäquivalent; Standard: die gepflegte Tabelle (FUNDING_PLANS_EU_BASE_RATES). */
            baseRatePercent?: number;
            /**
             * @description Anzahl nächstbester Alternativen.
             * @default 3
             */
            alternatives?: number;
            /**
             * @description Auch die allgemeinen Maßnahmen nach AGVO Art. 17 (KMU-Investitionen, Id `gber-art-17`), Art. 18 (Beratung, `gber-art-18`), Art. 22 (Unternehmensneugründungen, `gber-art-22`), Art. 31 (Ausbildung, `gber-art-31`) und nach der Agrar-De-minimis-Verordnung (`deminimis-agriculture`) einplanen. Sie sind keine Förderprogramme, bei denen man einen Antrag stellen kann, sondern die rechtliche Obergrenze für eine Maßnahme, die ein Landes- oder Bundesprogramm nach dieser Vorschrift anbieten darf; ihre Zeilen tragen den Code GENERIC_GBER_MEASURE, und sie gehen in die Summen ein. Daher nur auf Wunsch (Standard false): ohne Angabe bleibt der Plan bei Programmen, die es gibt. Sie werden wie Programme kombiniert, also nur gewählt, wo kein benanntes Programm dieselben Kosten besser fördert. Nicht erfüllte Voraussetzungen (Größe, Art. 22 Abs. 2, Primärproduktion, Geltung der AGVO bis 31.12.2026) stehen unter `excluded`.
             * @default false
             */
            includeGenericGberMeasures?: boolean;
        };
        FundingPlanEnterpriseFigures: {
            staffHeadcount: number;
            turnoverEur: number;
            balanceSheetEur: number | null;
        };
        FundingPlanRelation: {
            name: string;
            /** @enum {string} */
            kind: "linked" | "partner" | "autonomous";
            /** @description Anteil der Kennzahlen, der addiert wurde. */
            factor: number;
            explanation: string;
        };
        FundingPlanEnterprise: {
            /** @enum {string} */
            size: "micro" | "small" | "medium" | "large";
            isSme: boolean;
            /** @description Die zusammengerechneten Kennzahlen. */
            figures: components["schemas"]["FundingPlanEnterpriseFigures"];
            explanation: string;
            relations: components["schemas"]["FundingPlanRelation"][];
        };
        FundingPlanCoveredCost: {
            /** @enum {string} */
            kind: "investment" | "rdPersonnel" | "contractResearch" | "consulting" | "training" | "operating";
            costsEur: number;
            /** @description Beihilfewert dieses Programms auf dieser Kostenart. */
            aidValueEur: number;
        };
        FundingPlanFinding: {
            /**
             * @description Stabiler Code (Tabelle in der Beschreibung von POST /api/v2/funding-plans).
             * @enum {string}
             */
            code: "SME_CLASS_CHANGED_BY_RELATIONS" | "INCENTIVE_EFFECT_MISSING" | "NO_ELIGIBLE_COSTS" | "REGIONAL_AID_NOT_AVAILABLE" | "REGIONAL_AREA_ASSUMED" | "REGIONAL_AREA_UNKNOWN" | "RULE_NOT_IN_FORCE" | "FZULG_OVERHEAD_LUMP_SUM" | "FZULG_BASE_CAP" | "EXCLUSIVE_PROGRAM_CHOSEN" | "OTHER_AID_ON_SAME_COSTS_FORBIDDEN" | "DEMINIMIS_HEADROOM_EXCEEDED" | "DEMINIMIS_REDUCED_TO_HEADROOM" | "DEMINIMIS_CEILING_UNKNOWN" | "BELOW_MIN_AMOUNT" | "LEGAL_INTENSITY_CAP" | "MAX_AMOUNT_CAP" | "CUMULATION_INTENSITY_CAP" | "UNION_FUNDING_CAP" | "FINANCING_EXCEEDS_COSTS" | "DEMINIMIS_PLUS_GBER_SAME_COSTS" | "GRANT_EQUIVALENT" | "GRANT_EQUIVALENT_UNKNOWN" | "LOAN_TERMS_ASSUMED" | "NOT_YET_OPEN" | "COST_KINDS_UNKNOWN" | "GUARANTEE_WITHOUT_LOAN" | "GUARANTEE_LIMITED_BY_LOAN" | "APPLICATION_DEADLINE_PASSED" | "NOT_ELIGIBLE" | "AMOUNT_NOT_STATED" | "NOT_PLANNABLE" | "INPUT_WITHOUT_EFFECT" | "PROGRAM_TERMS_UNUSED" | "CANDIDATE_LIMIT" | "NOT_IN_BEST_COMBINATION" | "GENERIC_GBER_MEASURE" | "START_UP_CONDITION_NOT_MET" | "SME_ONLY_MEASURE" | "SECTOR_EXCLUDED" | "UNVERIFIED_RULE" | "ASSISTED_AREA_MAP_RATE";
            /** @description Deutsche Erläuterung mit den Zahlen des Falls. */
            message: string;
            /** @description Rechtsgrundlage mit der Quelle, aus der sie gelesen wurde. */
            legalSource: string;
            /** @description Die Quellen von `legalSource` als Daten: Rechtsakt, Kennung (ELI, CELEX, Aktenzeichen), Fundstelle, Fassung, Geltung. */
            sources: components["schemas"]["LegalSource"][];
            /** @description Das andere betroffene Programm. */
            programId?: string;
            /** @description Bewegter Betrag in EUR (Kürzung). */
            amountEur?: number;
        };
        FundingPlanDeminimisStep: {
            /** @enum {string} */
            regulation: "general" | "agriculture" | "fishery" | "sgei";
            ceilingEur: number;
            headroomBeforeEur: number;
            headroomAfterEur: number;
        };
        FundingPlanProgram: {
            programId: string;
            name: string;
            /** @enum {string} */
            instrument: "grant" | "loan" | "guarantee" | "tax";
            /** @description Zuschuss/Zulage; bei Darlehen der Kreditbetrag, bei Bürgschaften der verbürgte Betrag (EUR). */
            amountEur: number;
            /** @description Zählt gegen Intensitäten und Höchstbeträge: Zuschuss, Zulage oder Bruttosubventionsäquivalent. */
            aidValueEur: number;
            covers: components["schemas"]["FundingPlanCoveredCost"][];
            legalBasis: string;
            legalSource: string;
            /** @description Die Quellen von `legalSource` als Daten: Rechtsakt, Kennung (ELI, CELEX, Aktenzeichen), Fundstelle, Fassung, Geltung. */
            sources: components["schemas"]["LegalSource"][];
            /** @description Höchste zulässige Beihilfeintensität (Anteil) für dieses Projekt. */
            maxIntensity: number | null;
            /** @description Wie der Betrag begrenzt wurde. */
            reductions: components["schemas"]["FundingPlanFinding"][];
            grantEquivalent?: string;
            deminimis?: components["schemas"]["FundingPlanDeminimisStep"];
            /** @description 1 = zuerst beantragen. */
            applicationOrder: number;
            /**
             * Format: date
             * @description Letzter Tag für den Antrag.
             */
            applyBy: string | null;
        };
        FundingPlanTotals: {
            aidValueEur: number;
            grantsEur: number;
            taxEur: number;
            financingEur: number;
            eligibleCostsEur: number;
        };
        FundingPlanExcludedProgram: {
            programId: string;
            name: string;
            reasons: components["schemas"]["FundingPlanFinding"][];
        };
        FundingPlanLedgerGrant: {
            /** Format: date */
            grantDate: string;
            amountEur: number;
            label?: string;
        };
        FundingPlanDeminimisLedger: {
            /** @enum {string} */
            regulation: "general" | "agriculture" | "fishery" | "sgei";
            ceilingEur: number | null;
            ruleVersion: string | null;
            /**
             * Format: date
             * @description Erster Tag der drei Jahre bis zum (angenommenen) Bewilligungstag.
             */
            windowStart: string;
            usedEur: number;
            headroomEur: number;
            counted: components["schemas"]["FundingPlanLedgerGrant"][];
            /** @description Aus dem Dreijahreszeitraum gefallen. */
            expired: components["schemas"]["FundingPlanLedgerGrant"][];
            legalSource: string;
            /** @description Die Quellen von `legalSource` als Daten: Rechtsakt, Kennung (ELI, CELEX, Aktenzeichen), Fundstelle, Fassung, Geltung. */
            sources: components["schemas"]["LegalSource"][];
        };
        FundingPlanAlternative: {
            programIds: string[];
            totals: components["schemas"]["FundingPlanTotals"];
            whyLower: string;
        };
        FundingPlan: {
            /** Format: uuid */
            id: string;
            title: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date
             * @description Stichtag der Rechtslage.
             */
            referenceDate: string;
            /**
             * Format: date
             * @description Antragsdatum, für das der Plan gilt (null bei vor Einführung gespeicherten Plänen).
             */
            applicationDate: string | null;
            /**
             * @description Nur der Bewilligungsbescheid legt den Betrag fest.
             * @enum {string}
             */
            status: "ESTIMATE";
            enterprise: components["schemas"]["FundingPlanEnterprise"];
            /** @description Die beste rechtmäßige Kombination, in Antragsreihenfolge. */
            programs: components["schemas"]["FundingPlanProgram"][];
            totals: components["schemas"]["FundingPlanTotals"];
            /** @description Jedes geprüfte Programm, das nicht im Plan ist, mit Grund. */
            excluded: components["schemas"]["FundingPlanExcludedProgram"][];
            deminimisLedger: components["schemas"]["FundingPlanDeminimisLedger"][];
            alternatives: components["schemas"]["FundingPlanAlternative"][];
            notes: components["schemas"]["FundingPlanFinding"][];
            ruleVersions: string[];
            /** @description Von der exakten Suche bewertete Kombinationen. */
            combinationsEvaluated: number;
        };
        ChatDestination: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            vendor: "slack" | "teams";
            name: string;
            /** @description Host und letzte Zeichen der URL; die URL selbst ist ein Geheimnis. */
            urlHint: string;
            eventTypes: string[];
            enabled: boolean;
            /** @description Antwort des Anbieters, die zur Deaktivierung führte (z. B. `slack 410 channel_is_archived`). */
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ChatDestinationList: {
            items: components["schemas"]["ChatDestination"][];
        };
        ConnectChatRequest: {
            /** @example Fördermittel-Kanal */
            name: string;
            /**
             * @description Slack: Incoming-Webhook-URL (`https://hooks.slack.com/services/…`). Teams: Workflows-URL (`https://….environment.api.powerplatform.com/powerautomate/automations/direct/workflows/…/triggers/manual/paths/invoke?api-version=1&sp=…&sv=1.0&sig=…`). Wird verschlüsselt gespeichert und nie zurückgegeben.
             * @example https://hooks.slack.com/services/T0000/B0000/XXXXXXXX
             */
            webhookUrl: string;
            /**
             * @description Ereignistypen, die hier erscheinen. Nicht `digest.ready` (400 `CHAT_EVENT_TYPE_NOT_ROUTABLE`): ein Digest nennt seine Chat-Verbindungen im Zeitplan (Kanal `chat`).
             * @example [
             *       "calculation.created"
             *     ]
             */
            eventTypes: components["schemas"]["EventType"][];
        };
        ChatTestQueued: {
            /**
             * Format: uuid
             * @description Die Nachricht im Zustellprotokoll der Verbindung.
             */
            messageId: string;
        };
        ChatDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            destinationId: string;
            /** @description Ereignistyp oder `integration.test`. */
            eventType: string;
            /**
             * @description `sandbox`: Verbindung einer Sandbox-Anmeldung; nichts wurde an den Anbieter gesendet.
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed" | "sandbox";
            /** @description POSTs an den Anbieter. */
            attempts: number;
            /** @description Teile der Nachricht (Slack: je höchstens 50 Blöcke). */
            partsTotal: number;
            partsSent: number;
            lastHttpStatus: number | null;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ChatDeliveryList: {
            items: components["schemas"]["ChatDelivery"][];
        };
        DatevPeriod: {
            /** @example 2026-01-01 */
            from: string;
            /** @example 2026-12-31 */
            to: string;
        };
        DatevAccounts: {
            /**
             * @description Konto (Soll), z. B. eine Forderung aus Zuschüssen im Kontenrahmen des Mandanten. Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten.
             * @example 1548
             */
            konto?: string;
            /**
             * @description Gegenkonto (Haben), z. B. ein Ertragskonto für Zuschüsse. Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten.
             * @example 2744
             */
            gegenkonto?: string;
            /**
             * @description BU-Schlüssel (nur wenn der Kontenrahmen einen verlangt). Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten. Leer (`""`): ohne BU-Schlüssel buchen, auch wenn die Einstellungen einen nennen.
             * @example 40
             */
            buSchluessel?: string;
        };
        DatevGrant: {
            /**
             * @description Datum des Zuwendungsbescheids (Belegdatum).
             * @example 2026-03-15
             */
            belegdatum: string;
            /** @example 12500.5 */
            amountEur: number;
            /**
             * @description Aktenzeichen des Bescheids (Belegfeld 1).
             * @example BAFA-2026-0815
             */
            belegfeld1: string;
            /** @example Zuschuss BAFA Beratung */
            buchungstext: string;
        };
        DatevExportRequest: {
            period: components["schemas"]["DatevPeriod"];
            /**
             * @description Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten.
             * @example 29098
             */
            beraterNummer?: number;
            /**
             * @description Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten.
             * @example 55003
             */
            mandantenNummer?: number;
            /**
             * @description Beginn des Wirtschaftsjahres, in dem der Zeitraum liegt. Fehlt es, folgt er aus dem Beginn (MM-TT) der DATEV-Einstellungen und dem Zeitraum.
             * @example 2026-01-01
             */
            wirtschaftsjahrBeginn?: string;
            /**
             * @description Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten.
             * @example 4
             */
            sachkontenlaenge?: number;
            /**
             * @description Fehlt es, gilt der Wert aus den DATEV-Einstellungen des Mandanten.
             * @enum {string}
             */
            skr?: "03" | "04";
            /** @description Jedes Feld einzeln; fehlende aus den Einstellungen. */
            accounts?: components["schemas"]["DatevAccounts"];
            /** @default false */
            festschreibung?: boolean;
            /** @default Fördermittel */
            bezeichnung?: string;
            /** @default FM */
            diktatkuerzel?: string;
            grants: components["schemas"]["DatevGrant"][];
        };
        DatevExportCheck: {
            /** @example belegfeld1_eindeutig */
            id: string;
            /** @example Belegfeld 1 je Buchung eindeutig (sonst derselbe Bescheid zweimal?) */
            rule: string;
            /**
             * @description `warning`: die Datei ist gültig, verdient aber einen Blick; `not_applicable`: die Datei enthält keinen Wert dafür. Eine verletzte Regel liefert keine Datei, sondern 422.
             * @enum {string}
             */
            status: "ok" | "warning" | "not_applicable";
            /** @description Werte der Datei, an denen die Regel geprüft wurde. */
            checked: number;
            /** @description Davon auffällig (bei `warning`). */
            findings: number;
            /** @description Zeilen der Datei mit Befund (höchstens 20). */
            lines: number[];
        };
        DatevExportReport: {
            /** @description Buchungszeilen der Datei. */
            bookings: number;
            /**
             * @description Summe der Umsätze, aus der Datei zurückgelesen.
             * @example 12500,50
             */
            totalAmount: string;
            /** @description Zeilen der Datei (Kopf, Spalten, Buchungen). */
            lines: number;
            /** @enum {string} */
            encoding: "windows-1252";
            /** @enum {string} */
            lineEnding: "CRLF";
            /** @description Jede Regel des DATEV-Formats, an der zurückgelesenen Datei geprüft. */
            checks: components["schemas"]["DatevExportCheck"][];
        };
        DatevExport: {
            /** @example EXTF_Buchungsstapel_20260101_20261231.csv */
            fileName: string;
            /** @enum {string} */
            contentType: "text/csv; charset=windows-1252";
            /**
             * Format: byte
             * @description Die Datei, Base64 (Windows-1252, CRLF).
             */
            contentBase64: string;
            report: components["schemas"]["DatevExportReport"];
        };
        DatevSettings: {
            /** @example 29098 */
            beraterNummer: number;
            /** @example 55003 */
            mandantenNummer: number;
            /**
             * @description Beginn des Wirtschaftsjahres (MM-TT).
             * @example 01-01
             */
            wirtschaftsjahrBeginnMonatTag: string;
            /** @example 4 */
            sachkontenlaenge: number;
            /** @enum {string} */
            skr: "03" | "04";
            /** @example 1548 */
            konto: string;
            /** @example 2744 */
            gegenkonto: string;
            /** @example null */
            buSchluessel: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        DatevSettingsRequest: {
            /** @example 29098 */
            beraterNummer: number;
            /** @example 55003 */
            mandantenNummer: number;
            /**
             * @description Tag, an dem das Wirtschaftsjahr jedes Jahr beginnt (MM-TT); das Jahr ergibt sich aus dem Zeitraum des Exports.
             * @example 01-01
             */
            wirtschaftsjahrBeginnMonatTag: string;
            /** @example 4 */
            sachkontenlaenge: number;
            /** @enum {string} */
            skr: "03" | "04";
            /**
             * @description Konto (Soll) der Zuschüsse, z. B. eine Forderung; Sachkontenlänge Ziffern (oder eine mehr für ein Personenkonto).
             * @example 1548
             */
            konto: string;
            /**
             * @description Gegenkonto (Haben), z. B. ein Ertragskonto für Zuschüsse; Länge wie beim Konto.
             * @example 2744
             */
            gegenkonto: string;
            /**
             * @description BU-Schlüssel (nur wenn der Kontenrahmen einen verlangt).
             * @example 40
             */
            buSchluessel?: string;
        };
        HubspotDealStages: {
            /**
             * @description Phase für eine förderfähige Berechnung.
             * @example qualifiedtobuy
             */
            eligible: string;
            /**
             * @description Phase für eine nicht förderfähige Berechnung.
             * @example closedlost
             */
            notEligible: string;
        };
        HubspotConnection: {
            connected: boolean;
            /** @example …0000 */
            tokenHint: string | null;
            /** @description Nur bei bestehender Verbindung. */
            dealStages?: components["schemas"]["HubspotDealStages"];
            /** Format: date-time */
            connectedAt: string | null;
        };
        ConnectHubspotRequest: {
            /**
             * @description Zugriffstoken einer privaten HubSpot-App (Scopes crm.objects.companies.write, crm.objects.deals.write). Wird verschlüsselt gespeichert und nie zurückgegeben.
             * @example pat-eu1-00000000-0000-0000-0000-000000000000
             */
            privateAppToken: string;
            /** @description Standard: qualifiedtobuy / closedlost. */
            dealStages?: components["schemas"]["HubspotDealStages"];
        };
        HubspotSyncCompany: {
            /**
             * @description Ihr eindeutiger Schlüssel (HubSpot-Eigenschaft fm_company_ref).
             * @example kunde-4711
             */
            ref: string;
            /** @example Muster GmbH */
            name: string;
            /** @example muster.de */
            domain?: string;
            /** @description Berechnungen dieses Unternehmens: je ein Deal. */
            calculationIds: string[];
        };
        HubspotSyncRequest: {
            companies: components["schemas"]["HubspotSyncCompany"][];
            /**
             * @description Nur planen: das Protokoll zeigt, was übertragen würde.
             * @default false
             */
            dryRun?: boolean;
            /**
             * Format: date-time
             * @description Nur Berechnungen ab diesem Zeitpunkt als Deals.
             */
            since?: string;
        };
        HubspotSyncResult: {
            /** @enum {string} */
            objectType: "company" | "deal" | "association";
            /** @description Ihr Schlüssel: ref des Unternehmens oder Id der Berechnung. */
            key: string;
            hubspotId: string | null;
            /** @enum {string} */
            outcome: "created" | "updated" | "associated" | "would_upsert" | "skipped" | "failed";
            message: string | null;
        };
        HubspotSyncRun: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "partial" | "failed";
            dryRun: boolean;
            /** Format: date-time */
            since: string | null;
            results: components["schemas"]["HubspotSyncResult"][];
            error: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        ElsterCapability: {
            /** @enum {string} */
            transmission: "available" | "not_available";
            reason: string;
            /**
             * @example [
             *       "forschungszulage_preparation"
             *     ]
             */
            supported: string[];
        };
        ForschungszulageFiscalYear: {
            /** @example 2026-01-01 */
            from: string;
            /** @example 2026-12-31 */
            to: string;
        };
        ForschungszulageExpenses: {
            /**
             * @description Arbeitslohn eigener Arbeitnehmer im Vorhaben (EUR).
             * @example 600000
             */
            personal: number;
            /**
             * @description Entgelt für Auftragsforschung (EUR); angesetzt zu 70 %.
             * @example 200000
             */
            auftragsforschung: number;
            /**
             * @description Abschreibungen beweglicher Wirtschaftsgüter im Vorhaben (EUR).
             * @example 60000
             */
            wirtschaftsgueter: number;
        };
        ElsterFilingRequest: {
            /** @enum {string} */
            type: "forschungszulage";
            fiscalYear: components["schemas"]["ForschungszulageFiscalYear"];
            /**
             * @description Vorhaben-IDs der Bescheinigungen der BSFZ.
             * @example [
             *       "FZ-2026-000123"
             *     ]
             */
            bsfzVorhabenIds: string[];
            expenses: components["schemas"]["ForschungszulageExpenses"];
            /** @description Für die KMU-Einstufung (35 % statt 25 %). */
            applicantProfile: components["schemas"]["ApplicantProfile"];
        };
        ForschungszulageAmounts: {
            personal: number;
            /** @description 70 % des Entgelts für Auftragsforschung. */
            auftragsforschungAngesetzt: number;
            wirtschaftsgueter: number;
            /** @description Vor der Begrenzung auf den Höchstbetrag. */
            bemessungsgrundlage: number;
            /** @description Voraussichtliche Forschungszulage nach den Regeln der Engine. */
            forschungszulage: number;
            /** @example 0.35 */
            satz: number;
            kmu: boolean;
        };
        ForschungszulageLegalBasis: {
            label: string;
            value: string;
            legalSource: string;
            /** @description Die Quellen von `legalSource` als Daten. */
            sources: components["schemas"]["LegalSource"][];
        };
        ForschungszulageField: {
            section: string;
            field: string;
            value: string;
            hint: string | null;
        };
        ForschungszulageCheck: {
            id: string;
            /** @enum {string} */
            status: "ok" | "warning" | "missing";
            message: string;
        };
        FilingDocument: {
            /** @example text/html; charset=utf-8 */
            contentType: string;
            /** @description Druckbare Ausfüllhilfe (im Browser als PDF drucken). */
            html: string;
        };
        ElsterFilingPackage: {
            /** @enum {string} */
            type: "forschungszulage";
            /** @enum {string} */
            status: "prepared";
            /**
             * @description Immer false: diese Installation übermittelt nichts an ELSTER.
             * @enum {boolean}
             */
            transmitted: false;
            notice: string;
            fiscalYear: components["schemas"]["ForschungszulageFiscalYear"];
            amounts: components["schemas"]["ForschungszulageAmounts"];
            legalBasis: components["schemas"]["ForschungszulageLegalBasis"][];
            fields: components["schemas"]["ForschungszulageField"][];
            checks: components["schemas"]["ForschungszulageCheck"][];
            ruleVersions: string[];
            document: components["schemas"]["FilingDocument"];
        };
        AnalyticsUtm: {
            /** @example newsletter */
            source?: string;
            /** @example email */
            medium?: string;
            /** @example herbst-2026 */
            campaign?: string;
            term?: string;
            content?: string;
        };
        AnalyticsEventInput: {
            /**
             * Format: uuid
             * @description Vom Client gewählt; ein zweites Mal gesendet ist es ein Duplikat.
             */
            id: string;
            /**
             * @description Bekannte Namen mit festem Eigenschaftsschema: `search.performed`, `match.performed`, `calculation.created`, `program.searched`, `program.viewed`, `match.requested`, `application.started`; andere Namen tragen flache Werte (Text bis 200 Zeichen, Zahl, Wahrheitswert).
             * @example calculation.created
             */
            name: string;
            /**
             * Format: date-time
             * @description ISO 8601 mit Zeitzone; nicht vor 2000, höchstens 1 h in der Zukunft.
             */
            occurredAt: string;
            /**
             * Format: date-time
             * @description Sendezeit nach der Uhr des Clients: die Abweichung zur Serveruhr wird von `occurredAt` abgezogen.
             */
            sentAt?: string;
            /** @description Pseudonyme Kennung des Nutzers (z. B. eine zufällige UUID). Nie ein Name oder eine E-Mail-Adresse. */
            actorId: string;
            /** @description Eigenschaften nach dem Schema des Namens. */
            properties?: {
                [key: string]: unknown;
            };
            /** @description UTM-Felder (source, medium, campaign, term, content), kleingeschrieben gespeichert. */
            utm?: components["schemas"]["AnalyticsUtm"];
        };
        IngestAnalyticsEventsRequest: {
            /** @description Bis zu 1.000 Ereignisse (Free 100, Developer 500); mehr als der Tarif erlaubt: 413 `ANALYTICS_BATCH_TOO_LARGE`, auf jedem Tarif und für jeden Körper bis 500 KB. */
            events: components["schemas"]["AnalyticsEventInput"][];
        };
        AnalyticsEventRefusal: {
            /** @description Position im Stapel (ab 0). */
            index: number;
            /** Format: uuid */
            id: string | null;
            /**
             * @description Feld, z. B. `properties.programId`.
             * @example occurredAt
             */
            field: string;
            /** @enum {string} */
            code: "INVALID_ID" | "INVALID_NAME" | "INVALID_TIMESTAMP" | "TOO_OLD" | "IN_FUTURE" | "INVALID_ACTOR" | "PERSONAL_DATA" | "INVALID_PROPERTY" | "MISSING_PROPERTY" | "INVALID_UTM";
            /** @description Warum das Ereignis abgelehnt wurde, auf Deutsch. */
            message: string;
        };
        IngestAnalyticsEventsResponse: {
            /** @description Neu gespeicherte Ereignisse. */
            accepted: number;
            /** @description Schon bekannte Ids (auch doppelt im Stapel): nicht noch einmal gespeichert. */
            duplicates: number;
            rejected: components["schemas"]["AnalyticsEventRefusal"][];
        };
        FunnelStep: {
            /** @description Ereignisname; bei `order=any` die Zahl erreichter Schritte („2. Schritt“). */
            name: string;
            /** @description Akteure, die diesen Schritt erreichten. */
            count: number;
            /** @description Anteil an Schritt 1 (0 bis 1). */
            conversionFromStart: number;
            /** @description Anteil am vorigen Schritt (0 bis 1). */
            conversionFromPrevious: number;
            /** @description Median der Sekunden seit dem vorigen Schritt. */
            medianSecondsFromPrevious: number | null;
        };
        FunnelBreakdown: {
            /** @description `null`: Eigenschaft fehlte. */
            value: string | null;
            steps: components["schemas"]["FunnelStep"][];
        };
        FunnelResponse: {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            /** @enum {string} */
            order: "ordered" | "strict" | "any";
            /** @example P14D */
            window: string;
            steps: components["schemas"]["FunnelStep"][];
            breakdowns?: components["schemas"]["FunnelBreakdown"][];
        };
        RetentionCell: {
            /** @description Perioden nach der Kohortenperiode (0 = die Kohortenperiode). */
            period: number;
            count: number;
            /** @description count / Kohortengröße. */
            rate: number;
            /** @description Die Periode ist noch nicht vorbei: der Wert kann noch steigen. */
            incomplete: boolean;
        };
        RetentionCohort: {
            /**
             * Format: date
             * @description Erster Tag der Kohortenperiode (in `timeZone`).
             */
            cohort: string;
            size: number;
            cells: components["schemas"]["RetentionCell"][];
        };
        CohortsResponse: {
            /** @enum {string} */
            unit: "day" | "week" | "month";
            /** @enum {string} */
            mode: "first_time" | "recurring";
            /** @enum {string} */
            bound: "bounded" | "unbounded";
            cohorts: components["schemas"]["RetentionCohort"][];
        };
        ForecastParameters: {
            alpha: number;
            /** @description β der Fehlerkorrekturform (= α·β*). */
            beta: number;
            gamma: number;
            phi: number;
        };
        ForecastHistoryPoint: {
            /** @example 2026-10 */
            month: string;
            count: number;
        };
        ForecastPoint: {
            /** @example 2026-11 */
            month: string;
            /** @description Punktprognose (nie unter 0). */
            mean: number;
            lower80: number;
            upper80: number;
            lower95: number;
            upper95: number;
        };
        ForecastBacktest: {
            /** @description Zahl der rollierenden Prognoseursprünge. */
            origins: number;
            /** @description Bewertete Prognosen (Ursprung × Horizont 1–12). */
            errors: number;
            /** @description MASE des Verfahrens; unter 1 schlägt es die saisonal naive Methode. */
            mase: number | null;
            /** @description MASE der saisonal naiven Prognose auf denselben Ursprüngen. */
            seasonalNaiveMase: number | null;
            /** @description Anteil der Istwerte im 80-%-Intervall. */
            coverage80: number | null;
            /** @description Anteil der Istwerte im 95-%-Intervall. */
            coverage95: number | null;
        };
        ForecastResponse: {
            event: string;
            /**
             * @description `ets_damped_seasonal`: ETS(A,Ad,A) ab 24 Monaten Historie; `ets_damped`: ETS(A,Ad,N) bei 6–23; `naive`: letzter Wert, weniger als 6 Monate.
             * @enum {string}
             */
            method: "ets_damped_seasonal" | "ets_damped" | "naive";
            /** @description Erklärung des Verfahrens in einem Satz. */
            methodNote: string;
            /** @description Geschätzte Parameter; fehlt bei `naive`. */
            params?: components["schemas"]["ForecastParameters"];
            /** @description Abgeschlossene Monate ab dem ersten mit Ereignissen. */
            history: components["schemas"]["ForecastHistoryPoint"][];
            /** @description 24 Monate ab dem laufenden. */
            points: components["schemas"]["ForecastPoint"][];
            backtest: components["schemas"]["ForecastBacktest"];
        };
        AttributedConversions: {
            /** @description Letzter Kontakt, der nicht direkt war. */
            last_non_direct: number;
            /** @description Erster Kontakt im Rückblickfenster. */
            first_touch: number;
            /** @description Gleichmäßig auf alle Kontakte. */
            linear: number;
            /** @description 40 % erster, 40 % letzter, 20 % verteilt auf die dazwischen. */
            position_based: number;
            /** @description Gewicht halbiert sich je 7 Tage Abstand zur Konversion. */
            time_decay: number;
        };
        MarketingChannel: {
            /** @description `null` bei allen drei Feldern: direkt (ohne Kontakt). */
            source: string | null;
            medium: string | null;
            campaign: string | null;
            /** @description Akteure mit einem Kontakt über diesen Kanal im Zeitraum. */
            visitors: number;
            /** @description Davon Akteure mit einer zugeordneten Konversion. */
            conversions: number;
            /** @description conversions / visitors. */
            rate: number;
            /** @description Zugeordnete Konversionen (Bruchteile) je Modell. */
            attributed: components["schemas"]["AttributedConversions"];
        };
        MarketingCampaignCost: {
            campaign: string;
            /** @description EUR. */
            cost: number;
            /** @description Nach dem gewählten Modell. */
            attributedConversions: number;
            /** @description EUR je Konversion; `null` ohne Konversion. */
            costPerConversion: number | null;
        };
        MarketingResponse: {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            conversion: string;
            lookbackDays: number;
            /** @enum {string} */
            model: "last_non_direct" | "first_touch" | "linear" | "position_based" | "time_decay";
            channels: components["schemas"]["MarketingChannel"][];
            campaigns: components["schemas"]["MarketingCampaignCost"][];
        };
        CreateReportScheduleRequestDto: {
            /** @example Wochenbericht Trichter */
            name: string;
            /**
             * @description Abfragen als `<art>?<parameter>` wie bei den GET-Routen (funnel, cohorts, forecast, marketing).
             * @example [
             *       "funnel?steps=search.performed,match.performed,calculation.created&window=P7D",
             *       "forecast?event=calculation.created"
             *     ]
             */
            queries: string[];
            /**
             * @description Täglich, montags oder am Monatsersten.
             * @enum {string}
             */
            cadence: "daily" | "weekly" | "monthly";
            /**
             * @description Volle Stunde in `timeZone`.
             * @default 7
             */
            hour?: number;
            /**
             * @description IANA-Zeitzone.
             * @default Europe/Berlin
             */
            timeZone?: string;
        };
        ReportSchedule: {
            /** Format: uuid */
            id: string;
            name: string;
            queries: string[];
            /** @enum {string} */
            cadence: "daily" | "weekly" | "monthly";
            hour: number;
            timeZone: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Zustellweg. Bisher gibt es nur `webhook`: das Ereignis `report.ready` mit dem Abrufpfad des Laufs geht an die Webhook-Endpunkte, die es abonniert haben. Ein weiterer Wert kann später hinzukommen.
             * @enum {string}
             */
            channel: "webhook";
        };
        ReportScheduleList: {
            items: components["schemas"]["ReportSchedule"][];
        };
        ReportRunSummary: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            scheduleId: string;
            /** Format: date-time */
            slot: string;
            /** Format: date-time */
            createdAt: string;
        };
        ReportRunList: {
            items: components["schemas"]["ReportRunSummary"][];
        };
        ReportRun: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            scheduleId: string;
            /** Format: date-time */
            slot: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Je Abfrage `{ query, result }` mit der Antwort der GET-Route zum Termin. */
            results: {
                [key: string]: unknown;
            }[];
        };
        AnalyticsSettings: {
            /** @description Ob der Dienst eigene Ereignisse des Mandanten erfasst (`program.searched`, `program.viewed`, `match.requested`, `calculation.created`), damit Trichter ohne Client-Instrumentierung funktionieren. Standard: `true`. Mit `false` werden solche Ereignisse ab sofort verworfen (Widerspruch, Art. 21 DSGVO); bereits gespeicherte bleiben bis zu ihrer Löschfrist. */
            serverEvents: boolean;
        };
        VideoTemplateField: {
            name: string;
            /** @enum {string} */
            type: "string";
            required: boolean;
            maxLength: number;
            description: string;
        };
        VideoDurationRange: {
            min: number;
            max: number;
        };
        VideoTemplate: {
            /** @enum {string} */
            id: "program-explainer" | "calculation-summary";
            name: string;
            description: string;
            fields: components["schemas"]["VideoTemplateField"][];
            /** @description Die Folien in ihrer Reihenfolge. */
            slides: string[];
            /** @description Typische Länge in Sekunden (folgt dem Sprechtext). */
            durationSec: components["schemas"]["VideoDurationRange"];
            aspects: ("16:9" | "9:16")[];
        };
        VideoTemplateList: {
            items: components["schemas"]["VideoTemplate"][];
        };
        VideoInputsDto: {
            /** @example bafa-foerderung-unternehmensberatungen-kmu */
            programId?: string;
            /** Format: uuid */
            calculationId?: string;
            /** @description Eigener Titel der ersten Folie. */
            title?: string;
        };
        VideoOptionsDto: {
            /**
             * @description Sprecherstimme (espeak-ng, Deutsch).
             * @default true
             */
            narration?: boolean;
            /**
             * @description Untertitel ins Bild einbrennen (WebVTT gibt es immer).
             * @default true
             */
            captions?: boolean;
            /**
             * @default 16:9
             * @enum {string}
             */
            aspect?: "16:9" | "9:16";
        };
        CreateVideoJobRequestDto: {
            /**
             * @example program-explainer
             * @enum {string}
             */
            template: "program-explainer" | "calculation-summary";
            inputs: components["schemas"]["VideoInputsDto"];
            /** @description Leer oder `null`: die Vorgaben. */
            options?: components["schemas"]["VideoOptionsDto"];
        };
        VideoJobOptions: {
            narration: boolean;
            captions: boolean;
            /** @enum {string} */
            aspect: "16:9" | "9:16";
        };
        VideoFiles: {
            /** @description MP4 (H.264 + AAC), signierter Link. */
            video: string;
            /** @description Standbild (JPEG), signierter Link. */
            poster: string;
            /** @description Untertitel (WebVTT), signierter Link. */
            captions: string;
            /**
             * Format: date-time
             * @description Bis dahin gelten die Links; danach den Auftrag neu abrufen.
             */
            linksExpireAt: string;
        };
        VideoJob: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            template: "program-explainer" | "calculation-summary";
            /** @description Die Eingaben der Vorlage. */
            inputs: {
                [key: string]: string;
            };
            options: components["schemas"]["VideoJobOptions"];
            /** @enum {string} */
            state: "queued" | "rendering" | "succeeded" | "failed";
            /** @description Fortschritt 0..1 (beim Rendern aus ffmpeg). */
            progress: number;
            /** @description Grund auf Deutsch, wenn `failed`. */
            error: string | null;
            durationSec: number | null;
            /** @description Nur wenn `succeeded` und die Dateien noch aufbewahrt werden; sonst fehlt das Feld. */
            files?: components["schemas"]["VideoFiles"];
            /**
             * Format: date-time
             * @description Dann werden die Dateien gelöscht.
             */
            filesExpireAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        VideoJobList: {
            items: components["schemas"]["VideoJob"][];
            total: number;
            limit: number;
            offset: number;
        };
        ApiKeyCreatedPayload: {
            /** Format: uuid */
            keyId: string;
            scopes: ("api" | "admin" | "operator")[];
            /** @description Ein Sandbox-Schlüssel (`fm_test_`). */
            testKey: boolean;
            /** Format: date-time */
            expiresAt: string | null;
        };
        ApiKeyRevokedPayload: {
            /** Format: uuid */
            keyId: string;
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
        CatalogueSyncedCounts: {
            new: number;
            changed: number;
            /** @description Nun `ausgelaufen`. */
            expired: number;
            returned: number;
        };
        CatalogueSyncedProgram: {
            /** @description Abrufbar unter `GET /api/v1/programs/{id}`. */
            programId: string;
            /** @description Name des Programms, wie ihn die Quelle führt. */
            title: string;
            /**
             * Format: uri
             * @description Seite des Programms in der Förderdatenbank.
             */
            sourceUrl: string;
            /** @enum {string} */
            kind: "new" | "changed" | "expired" | "returned";
            /** @description Geänderte Felder wie in `program.updated`. */
            changedFields: string[];
            /** @description Die Änderungen in Worten (z. B. `Fördergebiet: + Sachsen`). */
            changes: string[];
            /** @description Fristen, die im Text neu stehen oder entfallen sind (z. B. `Neue Frist im Text: 31.03.2027`). */
            deadlineChanges: string[];
        };
        CatalogueSyncedSource: {
            /** @example Förderdatenbank des Bundes */
            name: string;
            publisher: string;
            /** @example CC BY-ND 3.0 DE */
            licence: string;
            /** Format: uri */
            licenceUrl: string;
            /** Format: uri */
            url: string;
        };
        CatalogueDailySummaryPayload: {
            /**
             * Format: date
             * @description Der Tag (Europe/Berlin), an dem die Übersicht erstellt wurde.
             */
            day: string;
            /** @description Die Läufe der 24 Stunden davor, die den Katalog änderten. */
            runIds: string[];
            /** @description Summe der Läufe. */
            counts: components["schemas"]["CatalogueSyncedCounts"];
            /** @description Jedes Programm einmal (mit den Änderungen aller Läufe), geordnet wie in `catalogue.synced`. */
            programs: components["schemas"]["CatalogueSyncedProgram"][];
            notListed: number;
            source: components["schemas"]["CatalogueSyncedSource"];
        };
        CatalogueSyncedPayload: {
            /**
             * Format: uuid
             * @description Der Lauf (`GET /api/v2/admin/catalogue/sync-runs`).
             */
            runId: string;
            counts: components["schemas"]["CatalogueSyncedCounts"];
            /** @description Höchstens 50 Programme, wichtigste zuerst: ausgelaufene, dann Fristen im Text, wieder aufgenommene, geänderte Förderberechtigung, -gebiet oder -art, neue, übrige Änderungen. */
            programs: components["schemas"]["CatalogueSyncedProgram"][];
            /** @description Geänderte Programme, die nicht aufgeführt sind. */
            notListed: number;
            source: components["schemas"]["CatalogueSyncedSource"];
        };
        DigestReadyPayload: {
            /** Format: uuid */
            scheduleId: string;
            /**
             * @description Zeitraum: ISO-Woche (wöchentlich) oder Datum (täglich).
             * @example 2026-W48
             */
            period: string;
            eventCount: number;
            /** @description Erste und letzte Ereignis-ID des Digests (Feed). */
            fromEventId: number;
            throughEventId: number;
            /** @description Deutsche Zusammenfassung. */
            summary: string;
        };
        DsgvoRequestCompletedPayload: {
            /**
             * Format: uuid
             * @description Abrufbar unter `GET /api/v2/dsgvo/requests/{id}`.
             */
            requestId: string;
            /** @enum {string} */
            kind: "erasure" | "portability";
            /** @enum {string} */
            status: "completed" | "partially_completed";
        };
        DsgvoRequestDueSoonPayload: {
            /** Format: uuid */
            requestId: string;
            /** @enum {string} */
            kind: "erasure" | "portability";
            /**
             * Format: date
             * @description Frist nach Art. 12 Abs. 3 DSGVO.
             */
            dueDate: string;
        };
        FeatureFlagUpdatedPayload: {
            /** @example video-generation */
            key: string;
            version: number;
            /** @enum {string} */
            action: "created" | "updated" | "archived" | "restored" | "rolled_back" | "deleted";
        };
        FundingPlanCreatedPayload: {
            /**
             * Format: uuid
             * @description Abrufbar unter `GET /api/v2/funding-plans/{id}`.
             */
            fundingPlanId: string;
            /** @description Die Programme des Plans in Antragsreihenfolge. */
            programIds: string[];
            /** @description Beihilfewert (Zuschüsse, Zulagen, Subventionsäquivalente), EUR. */
            aidValueEur: number;
            /** @description Darlehensvolumen des Plans, EUR. */
            financingEur: number;
        };
        LegalChangeDetectedPayload: {
            /** @description Kennung des Gesetzgebungsvorgangs in der Quelle (DIP). */
            changeId: string;
            title: string;
            /** @description Betroffene Regeln (`GET /api/v2/legal/rules`). */
            ruleIds: string[];
        };
        LegalRuleExpiringPayload: {
            /** @description Regel, wie in `GET /api/v2/legal/rules`. */
            ruleId: string;
            /**
             * Format: date
             * @description Letzter Tag der Geltung.
             */
            validTo: string;
            daysLeft: number;
        };
        OAuthClientCreatedPayload: {
            /** Format: uuid */
            id: string;
            scopes: ("api" | "admin" | "operator")[];
        };
        OAuthClientRevokedPayload: {
            /** Format: uuid */
            id: string;
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
        ProgramRemovedPayload: {
            programId: string;
            /**
             * Format: date
             * @description Seit wann das Programm als `ausgelaufen` geführt wird.
             */
            removedOn: string;
        };
        ProgramUpdatedChange: {
            /**
             * @description Feld der Quelle (normalisiert).
             * @example texts.description
             */
            field: string;
            /** @description Wert vorher (gekürzt, siehe `truncated`). */
            before: (string | null) | boolean | string[];
            /** @description Wert nachher (gekürzt, siehe `truncated`). */
            after: (string | null) | boolean | string[];
            /** @description true: ein Text wurde nach 500 Zeichen abgeschnitten (endet auf `[…]`) oder eine Liste nach 20 Einträgen; die vollständigen Werte liefert `GET /api/v2/programs/{id}/history`. */
            truncated: boolean;
        };
        ProgramUpdatedPayload: {
            /** @description Abrufbar unter `GET /api/v1/programs/{id}`. */
            programId: string;
            /** @description Geänderte Felder der Quelle (z. B. `texts.description`, `fundingLocations`). */
            changedFields: string[];
            /** @description Die Änderung je Feld mit den Werten vorher und nachher (lange Werte gekürzt). */
            changes: components["schemas"]["ProgramUpdatedChange"][];
            /** @description Die neue Version der Programmhistorie. */
            version?: number;
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
        ReportReadyPayload: {
            /** Format: uuid */
            scheduleId: string;
            /** Format: uuid */
            runId: string;
            /**
             * Format: date-time
             * @description Der Termin, für den der Bericht erstellt wurde.
             */
            slot: string;
            /**
             * @description Pfad zum Abruf des Berichts.
             * @example /api/v2/analytics/report-runs/1b0c…
             */
            downloadPath: string;
        };
        ChatDestinationDisabledPayload: {
            /** Format: uuid */
            destinationId: string;
            /** @enum {string} */
            vendor: "slack" | "teams";
            /** @description Die Antwort des Anbieters, z. B. `slack 410 channel_is_archived`. */
            reason: string;
        };
        TenantPlanChangedPayload: {
            /** @enum {string} */
            previousPlan: "free" | "developer" | "scale" | "unlimited";
            /** @enum {string} */
            plan: "free" | "developer" | "scale" | "unlimited";
        };
        VideoFailedPayload: {
            /** Format: uuid */
            jobId: string;
            /** @enum {string} */
            templateId: "program-explainer" | "calculation-summary";
            /** @description Grund auf Deutsch. */
            reason: string;
        };
        VideoSucceededPayload: {
            /** Format: uuid */
            jobId: string;
            /** @enum {string} */
            templateId: "program-explainer" | "calculation-summary";
            /** @description Länge in Sekunden. */
            durationSec: number;
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
    listApiKeys: {
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
                    "application/json": components["schemas"]["ApiKeyListResponseDto"];
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
    createApiKey: {
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
                "application/json": components["schemas"]["CreateApiKeyRequestDto"];
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
                    "application/json": components["schemas"]["CreatedApiKeyResponseDto"];
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
    revokeApiKey: {
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
    changeTenantPlan: {
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
                "application/json": components["schemas"]["ChangeTenantPlanRequestDto"];
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
                    "application/json": components["schemas"]["TenantPlanResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    listProgramChanges: {
        parameters: {
            query: {
                /** @description Seitengröße. */
                limit?: number;
                /** @description Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0. */
                offset?: number | null;
                /** @description Zeitpunkt (ISO 8601 mit Zeitzone); geliefert werden die seither angelegten Versionen. */
                changedSince: string;
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
                    "application/json": components["schemas"]["ProgramChangeList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProgramHistory: {
        parameters: {
            query?: {
                /** @description Seitengröße. */
                limit?: number;
                /** @description Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0. */
                offset?: number | null;
            };
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
                    "application/json": components["schemas"]["ProgramHistory"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProgramDetails: {
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
                    "application/json": components["schemas"]["ProgramSourceDetails"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProgramTextTerms: {
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
                    "application/json": components["schemas"]["ProgramTextTerms"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listLegalRules: {
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
                    "application/json": components["schemas"]["LegalRuleList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listCatalogueSyncRuns: {
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
                    "application/json": components["schemas"]["CatalogueSyncRunList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    startCatalogueSyncRun: {
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
                    "application/json": components["schemas"]["CatalogueSyncRun"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Fehler. */
            409: {
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCatalogueSyncRunPreview: {
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
                    "application/json": components["schemas"]["CatalogueSyncPreview"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTermProposals: {
        parameters: {
            query?: {
                /** @description Seitengröße. */
                limit?: number;
                /** @description Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0. */
                offset?: number | null;
                /** @description Nur Programme mit offenen Vorschlägen (Standard); `false`: alle mit Vorschlägen. */
                open?: boolean;
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
                    "application/json": components["schemas"]["ProgramTermProposalList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProgramTermProposals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                programId: string;
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
                    "application/json": components["schemas"]["ProgramTermReview"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reviewTermProposal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                programId: string;
                term: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewTermRequestDto"];
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
                    "application/json": components["schemas"]["TermProposal"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Fehler. */
            409: {
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    searchPrograms: {
        parameters: {
            query?: {
                /** @description Förderart laut Förderdatenbank. Programme ohne deren Angabe (kuratierte, eigene) nach ihrer `category` (`kredit` als `darlehen`, `steuervorteil` und `beratung` als `sonstige`). Mehrere Codes kommagetrennt (einer davon genügt): `zuschuss` (Zuschuss), `darlehen` (Darlehen), `buergschaft` (Bürgschaft), `garantie` (Garantie), `beteiligung` (Beteiligung), `sonstige` (Sonstige). */
                fundingType?: string;
                /** @description Förderbereich laut Förderdatenbank; Programme ohne Förderbereich (kuratierte, eigene) fallen heraus. Mehrere Codes kommagetrennt (einer davon genügt): `arbeit` (Arbeit), `aus_weiterbildung` (Aus- & Weiterbildung), `aussenwirtschaft` (Außenwirtschaft), `beratung` (Beratung), `corona` (Corona-Hilfe), `digitalisierung` (Digitalisierung), `energieeffizienz_erneuerbare_energien` (Energieeffizienz & Erneuerbare Energien), `existenzgruendung_festigung` (Existenzgründung & -festigung), `forschung_innovation_themenoffen` (Forschung & Innovation (themenoffen)), `forschung_innovation_themenspezifisch` (Forschung & Innovation (themenspezifisch)), `frauenfoerderung` (Frauenförderung), `gesundheit_soziales` (Gesundheit & Soziales), `infrastruktur` (Infrastruktur), `kultur_medien_sport` (Kultur, Medien & Sport), `landwirtschaft_laendliche_entwicklung` (Landwirtschaft & Ländliche Entwicklung), `messen_ausstellungen` (Messen & Ausstellungen), `mobilitaet` (Mobilität), `regionalfoerderung` (Regionalförderung), `smart_cities_regionen` (Smart Cities & Regionen), `staedtebau_stadterneuerung` (Städtebau & Stadterneuerung), `umwelt_naturschutz` (Umwelt- & Naturschutz), `unternehmensfinanzierung` (Unternehmensfinanzierung), `wohnungsbau_modernisierung` (Wohnungsbau & Modernisierung). */
                area?: string;
                /** @description Unterbereich eines Förderbereichs als `<Förderbereich>.<Code>` (Codes der Förderdatenbank, siehe Facette `subArea`), z. B. `arbeit.betriebliche_arbeitsplaetze`. Mehrere kommagetrennt (einer genügt). Ein unbekannter Förderbereich: 400; ein Code, den kein Programm nennt, findet nichts. */
                subArea?: string;
                /** @description Förderberechtigte laut Förderdatenbank; Programme ohne diese Angabe (kuratierte, eigene) fallen heraus (dort: `targetGroup`). Mehrere Codes kommagetrennt (einer davon genügt): `bildungseinrichtung` (Bildungseinrichtung), `existenzgruenderin` (Existenzgründer/in), `forschungseinrichtung` (Forschungseinrichtung), `hochschule` (Hochschule), `kommune` (Kommune), `oeffentliche_einrichtung` (Öffentliche Einrichtung), `privatperson` (Privatperson), `unternehmen` (Unternehmen), `verband_vereinigung` (Verband/Vereinigung). */
                applicant?: string;
                /** @description Welche Kategorie-Facetten zu zählen sind: `true` alle, sonst kommagetrennt aus `fundingType`, `area`, `subArea`, `applicant`. Ohne den Parameter (oder `false`) fehlen sie in `facets` und kosten nichts; die übrigen Facetten kommen immer. */
                facets?: string;
                /** @description Suchtext wie in ein Suchfeld getippt, z. B. `Digitalisierung Handwerk Sachsen`. Deutsch normalisiert (Groß-/Kleinschreibung, Umlaute und ß: "Foerderung" = "Förderung"), Wortstämme und Komposita ("Gründung" findet "Existenzgründung", "Digitalisierung" findet "Digitalbonus"), Tippfehler ab 5 Buchstaben (einer, ab 9 zwei). Ein genanntes Bundesland grenzt wie `region` ein und zieht dessen Programme vor. Alle Wörter müssen passen (Wörter in mehr als der Hälfte der Programme grenzen nicht ein); passt kein Programm auf alle, genügt eines (`matchedAllWords` false). */
                q?: string;
                /** @description Fördergeber. Mehrere Werte kommagetrennt (einer davon genügt): `BAFA`, `KFW`, `BMBF`, `BMWK`, `EU`, `Bundesland`, `Sonstige`. */
                provider?: string;
                /** @description Art des Förderinstruments. Mehrere Werte kommagetrennt (einer davon genügt): `zuschuss`, `darlehen`, `buergschaft`, `steuervorteil`, `beteiligung`, `kredit`, `beratung`. */
                category?: string;
                /** @description Geografische Ebene. Mehrere Werte kommagetrennt (einer davon genügt): `bundesweit`, `landesweit`, `regional`, `eu`. */
                level?: string;
                /** @description Wie in `GET /api/v1/programs`: ein Bundesland (`SN`, `DE-SN`, `Sachsen`) liefert die dort offenen Programme (bundesweite, EU- und die des Landes), `bundesweit` nur die bundesweit offenen. */
                region?: string;
                /** @description Status. Mehrere Werte kommagetrennt (einer davon genügt): `aktiv`, `inaktiv`, `geplant`, `ausgelaufen`. */
                status?: string;
                /** @description Zielgruppe, wie sie die Programme nennen (siehe Facette `targetGroup`, z. B. `KMU`, `Gruender`, `Handwerk`); Umlaute gleichwertig ("Gründer" = "Gruender"). Mehrere kommagetrennt (eine genügt). */
                targetGroup?: string;
                /** @description Größenklasse (Empfehlung 2003/361/EG), für die das Programm offen ist. Mehrere Werte kommagetrennt (einer davon genügt): `micro`, `small`, `medium`, `large`. */
                companySize?: string;
                /** @description Nur De-minimis-Beihilfen (`true`) oder keine (`false`). */
                deminimis?: boolean;
                /** @description Nur Programme, deren Antragsfrist heute oder in höchstens so vielen Tagen endet (deutsche Zeit). */
                closingWithinDays?: number;
                /** @description `true`: nur jetzt beantragbare Programme (Status `aktiv`, Frist nicht abgelaufen, Antragsstart erreicht). */
                openNow?: boolean;
                /** @description Mindestens dieser Höchstbetrag (`maxAmount`, EUR); Programme ohne Betragsangabe fallen heraus. */
                amountMin?: number;
                /** @description Höchstens dieser Höchstbetrag (EUR). */
                amountMax?: number;
                /** @description Mindestens dieser Fördersatz (`subsidyRateMax`, Anteil: 0,5 = 50 %); Programme ohne Satz fallen heraus. */
                rateMin?: number;
                /** @description Höchstens dieser Fördersatz (Anteil). */
                rateMax?: number;
                /** @description `relevance`: beste Treffer zuerst (ohne `q`: nach `id`); `deadline`: nächste Antragsfrist zuerst, Programme ohne Frist zuletzt; `amount`: höchster `maxAmount` zuerst, ohne Betragsangabe zuletzt. Gleichstand immer nach `id` (bytewise). */
                sort?: "relevance" | "deadline" | "amount";
                /** @description Seitengröße. */
                limit?: number;
                /** @description `nextCursor` der vorigen Seite, mit sonst denselben Parametern (`limit` darf sich ändern). Ein Cursor einer anderen Suche: 400. */
                cursor?: string;
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
                    "application/json": components["schemas"]["ProgramSearchResponse"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    mcpStream: {
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Methode nicht angeboten. */
            405: {
                headers: {
                    /** @description Die angebotene Methode. */
                    Allow?: "POST";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Eine JSON-RPC-2.0-Nachricht des MCP (z. B. `initialize`, `tools/list`, `tools/call`). */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    id?: string | number;
                    /** @example tools/list */
                    method: string;
                    params?: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Die JSON-RPC-Antwort (`result` oder `error`). */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        id?: string | number;
                        /** @description Ergebnis (z. B. `tools`, `content`). */
                        result?: {
                            [key: string]: unknown;
                        };
                        /** @description JSON-RPC-Fehler (`code`, `message`), z. B. für ein unbekanntes Werkzeug. */
                        error?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Benachrichtigung angenommen; kein Körper. */
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    mcpEndSession: {
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Methode nicht angeboten. */
            405: {
                headers: {
                    /** @description Die angebotene Methode. */
                    Allow?: "POST";
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
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
    streamNotifications: {
        parameters: {
            query?: {
                /** @description Nur diese Ereignistypen, kommagetrennt (z. B. `calculation.created,program.updated`). */
                types?: string;
                /** @description Stream-Token aus `POST /api/v2/notifications/stream/token`, für `EventSource` ohne Header (kurzlebig). */
                token?: string;
                /** @description Wie der Header `Last-Event-ID`, für Clients, die keinen Header setzen können. */
                lastEventId?: string;
            };
            header?: {
                /** @description Letzte empfangene Ereignis-ID. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Strom (`text/event-stream`), offen bis der Client trennt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `STREAM_ACCEPT_REQUIRED`: ohne `Accept: text/event-stream`. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createNotificationStreamToken: {
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
            201: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamTokenResponseDto"];
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
    getVapidKey: {
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
                    "application/json": components["schemas"]["VapidKeyResponseDto"];
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
    subscribePush: {
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
                "application/json": components["schemas"]["SubscribePushRequestDto"];
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
                    "application/json": components["schemas"]["PushSubscriptionResponseDto"];
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
    listPushSubscriptions: {
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
                    "application/json": components["schemas"]["PushSubscriptionListResponseDto"];
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
    deletePushSubscription: {
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
    sendPush: {
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
                "application/json": components["schemas"]["SendPushRequestDto"];
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
                    "application/json": components["schemas"]["SendPushResponseDto"];
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
            /** @description `PUSH_SUBSCRIPTION_NOT_FOUND`. */
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
            /** @description `PUSH_NO_RECIPIENT`: kein Abonnement. Oder: Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
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
    scheduleDigest: {
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
                "application/json": components["schemas"]["ScheduleDigestRequestDto"];
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
                    "application/json": components["schemas"]["DigestScheduleResponseDto"];
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
    listDigestSchedules: {
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
                    "application/json": components["schemas"]["DigestScheduleListResponseDto"];
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
    deleteDigestSchedule: {
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
    requestErasure: {
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
                "application/json": components["schemas"]["EraseRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Pfad der Anfrage: `/api/v2/dsgvo/requests/{id}`. */
                    Location: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DsgvoRequestResponseDto"];
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
    requestPortability: {
        parameters: {
            query: {
                /** @description Woran der Dienst die Person kennt: `actor_id` (Id eines API-Schlüssels oder OAuth-Clients, der einer Person gehört, oder die pseudonyme Akteur-Id aus `X-Actor-Id`/`actorId`), `push_endpoint`, `external_id` (Kennung in einem angebundenen System). `email` wird mit 400 abgelehnt: der Dienst speichert keine E-Mail-Adressen. */
                identifier: "actor_id" | "push_endpoint" | "external_id";
                value: string;
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
                    /** @description Pfad der Anfrage: `/api/v2/dsgvo/requests/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DsgvoRequestResponseDto"];
                };
            };
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Pfad der Anfrage: `/api/v2/dsgvo/requests/{id}`. */
                    Location: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DsgvoRequestResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    createPortabilityRequest: {
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
                "application/json": components["schemas"]["PortabilityRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Pfad der Anfrage: `/api/v2/dsgvo/requests/{id}`. */
                    Location: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DsgvoRequestResponseDto"];
                };
            };
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Pfad der Anfrage: `/api/v2/dsgvo/requests/{id}`. */
                    Location: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DsgvoRequestResponseDto"];
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
    getDsgvoRequest: {
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
                    "application/json": components["schemas"]["DsgvoRequestResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    extendDsgvoRequest: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendRequestDto"];
            };
        };
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
                    "application/json": components["schemas"]["DsgvoRequestResponseDto"];
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
            /** @description `DSGVO_REQUEST_CLOSED`, `DSGVO_REQUEST_ALREADY_EXTENDED` oder `DSGVO_EXTENSION_TOO_LATE`. Oder: Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`). */
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
    downloadDsgvoArchive: {
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
            /** @description Das Archiv (`manifest.json`, JSON und CSV je Tabelle). */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description `DSGVO_ARCHIVE_NOT_READY`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `DSGVO_ARCHIVE_EXPIRED` (Link abgelaufen) oder `DSGVO_ARCHIVE_ERASED` (mit einer Löschanfrage der Person gelöscht). */
            410: {
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
    getGobdEvidence: {
        parameters: {
            query?: {
                /** @description Folgenummer eines früher erhaltenen Kopfs (nur zusammen mit `headHash`). */
                headSeq?: number;
                /** @description Hash dieses Kopfs (nur zusammen mit `headSeq`). */
                headHash?: string;
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
                    "application/json": components["schemas"]["GobdResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Seitengröße. */
                limit?: number;
                /** @description Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0. */
                offset?: number | null;
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
                    "application/json": components["schemas"]["AuditLogResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getNis2Evidence: {
        parameters: {
            query?: {
                /** @description Sektor nach Anlage 1 oder 2 BSIG, sonst `sonstige`. */
                sector?: "energie" | "transport_verkehr" | "finanzwesen" | "gesundheit" | "wasser" | "digitale_infrastruktur" | "ikt_dienste_b2b" | "weltraum" | "post_kurier" | "abfall" | "chemie" | "ernaehrung" | "verarbeitendes_gewerbe" | "digitale_dienste" | "forschung" | "sonstige";
                employees?: number;
                /** @description Jahresumsatz in EUR. */
                annualTurnoverEur?: number;
                /** @description Jahresbilanzsumme in EUR. */
                balanceSheetEur?: number;
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
                    "application/json": components["schemas"]["Nis2ResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    createDpia: {
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
                "application/json": components["schemas"]["CreateDpiaRequestDto"];
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
                    "application/json": components["schemas"]["DpiaResponseDto"];
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
    getDpia: {
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
                    "application/json": components["schemas"]["DpiaResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    updateDpia: {
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
                "application/json": components["schemas"]["UpdateDpiaRequestDto"];
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
                    "application/json": components["schemas"]["DpiaResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description `DPIA_SIGNED_OFF` oder `DPIA_STATUS_TRANSITION`. */
            409: {
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
    getDpiaDocument: {
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
            /** @description Druckbares HTML-Dokument. */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    requestGobdExport: {
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
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Pfad des Exports: `/api/v2/compliance/gobd/exports/{id}`. */
                    Location: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GobdExportResponseDto"];
                };
            };
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Pfad des Exports: `/api/v2/compliance/gobd/exports/{id}`. */
                    Location: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GobdExportResponseDto"];
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
    getGobdExport: {
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
                    "application/json": components["schemas"]["GobdExportResponseDto"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    downloadGobdExport: {
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
            /** @description Das Archiv (`index.xml`, `gdpdu-01-09-2004.dtd`, CSV je Tabelle). */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description `GOBD_EXPORT_NOT_READY`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `GOBD_EXPORT_EXPIRED`. */
            410: {
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
    evaluateFeatureFlags: {
        parameters: {
            query?: {
                /** @description Standard: die Mandanten-ID des Zugangs. */
                targetingKey?: string;
                /** @description Weitere Attribute als JSON-Objekt, z. B. `{"bundesland":"SN"}`. */
                context?: string;
            };
            header?: {
                /** @description Ein zuvor erhaltenes `ETag`: ist das Ergebnis gleich geblieben, antwortet der Dienst `304` ohne Körper. */
                "If-None-Match"?: string;
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
                    /** @description Kennung genau dieser Antwort (für `If-None-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkFlagEvaluation"];
                };
            };
            /** @description Das Ergebnis ist dasselbe wie zum genannten `ETag`; kein Körper. */
            304: {
                headers: {
                    /** @description Kennung genau dieser Antwort (für `If-None-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ofrepEvaluateFlags: {
        parameters: {
            query?: never;
            header?: {
                /** @description Ein zuvor erhaltenes `ETag`: ist das Ergebnis gleich geblieben, antwortet der Dienst `304` ohne Körper. */
                "If-None-Match"?: string;
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfrepEvaluationRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Kennung genau dieser Antwort (für `If-None-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkFlagEvaluation"];
                };
            };
            /** @description Das Ergebnis ist dasselbe wie zum genannten `ETag`; kein Körper. */
            304: {
                headers: {
                    /** @description Kennung genau dieser Antwort (für `If-None-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Kontext oder Körper ungültig. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkFlagEvaluationFailure"] | components["schemas"]["ValidationErrorResponse"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ofrepEvaluateFlag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfrepEvaluationRequest"];
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
                    "application/json": components["schemas"]["FlagEvaluationSuccess"];
                };
            };
            /** @description `INVALID_CONTEXT`, `PARSE_ERROR`, `TARGETING_KEY_MISSING` oder `GENERAL`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagEvaluationFailure"] | components["schemas"]["ValidationErrorResponse"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `FLAG_NOT_FOUND`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagEvaluationFailure"] | components["schemas"]["ErrorResponse"];
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listFeatureFlags: {
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
                    "application/json": components["schemas"]["FeatureFlagList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createFeatureFlag: {
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
                "application/json": components["schemas"]["CreateFeatureFlagRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Die Version des Flags, in Anführungszeichen (für `If-Match`). */
                    ETag?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
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
    getFeatureFlag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                key: string;
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
                    /** @description Die Version des Flags, in Anführungszeichen (für `If-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteFeatureFlag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Die zuletzt gelesene Version (`ETag`); passt sie nicht mehr, antwortet der Dienst `412`. */
                "If-Match"?: string;
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archiviert. */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
                };
            };
            /** @description Entfernt (war archiviert). */
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Fehler. */
            412: {
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateFeatureFlag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Die zuletzt gelesene Version (`ETag`); passt sie nicht mehr, antwortet der Dienst `412`. */
                "If-Match"?: string;
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFeatureFlagRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Die Version des Flags, in Anführungszeichen (für `If-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Fehler. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Fehler. */
            412: {
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFeatureFlagHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                key: string;
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
                    "application/json": components["schemas"]["FeatureFlagHistory"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    rollbackFeatureFlag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Die zuletzt gelesene Version (`ETag`); passt sie nicht mehr, antwortet der Dienst `412`. */
                "If-Match"?: string;
                /** @description Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RollbackFeatureFlagRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Die Version des Flags, in Anführungszeichen (für `If-Match`). */
                    ETag?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
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
            /** @description Fehler. */
            412: {
                headers: {
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
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
    createFundingPlan: {
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
                "application/json": components["schemas"]["FundingPlanRequest"];
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
                    "application/json": components["schemas"]["FundingPlan"];
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
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
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
    getFundingPlan: {
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
                    "application/json": components["schemas"]["FundingPlan"];
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
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFundingPlanSummary: {
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
            /** @description HTML-Seite */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
            /** @description Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ratenlimit oder Monatskontingent überschritten. */
            429: {
                headers: {
                    /** @description Sekunden bis zum nächsten sinnvollen Versuch. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listSlackIntegrations: {
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
                    "application/json": components["schemas"]["ChatDestinationList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    connectSlack: {
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
                "application/json": components["schemas"]["ConnectChatRequest"];
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
                    "application/json": components["schemas"]["ChatDestination"];
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
    disconnectSlack: {
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    testSlack: {
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
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatTestQueued"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Fehler. */
            409: {
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
    listSlackDeliveries: {
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
                    "application/json": components["schemas"]["ChatDeliveryList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    listTeamsIntegrations: {
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
                    "application/json": components["schemas"]["ChatDestinationList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    connectTeams: {
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
                "application/json": components["schemas"]["ConnectChatRequest"];
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
                    "application/json": components["schemas"]["ChatDestination"];
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
    disconnectTeams: {
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    testTeams: {
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
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatTestQueued"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
            /** @description Fehler. */
            409: {
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
    listTeamsDeliveries: {
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
                    "application/json": components["schemas"]["ChatDeliveryList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    exportDatev: {
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
                "application/json": components["schemas"]["DatevExportRequest"];
            };
        };
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
                    "application/json": components["schemas"]["DatevExport"];
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
            /** @description Fehler. Oder: Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`). */
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
    getDatevSettings: {
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
                    "application/json": components["schemas"]["DatevSettings"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    putDatevSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DatevSettingsRequest"];
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
                    "application/json": components["schemas"]["DatevSettings"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getHubspotConnection: {
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
                    "application/json": components["schemas"]["HubspotConnection"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    connectHubspot: {
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
                "application/json": components["schemas"]["ConnectHubspotRequest"];
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
                    "application/json": components["schemas"]["HubspotConnection"];
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
    disconnectHubspot: {
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    syncHubspot: {
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
                "application/json": components["schemas"]["HubspotSyncRequest"];
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
                    "application/json": components["schemas"]["HubspotSyncRun"];
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
    getHubspotSyncRun: {
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
                    "application/json": components["schemas"]["HubspotSyncRun"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getElsterCapability: {
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
                    "application/json": components["schemas"]["ElsterCapability"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    prepareElsterFiling: {
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
                "application/json": components["schemas"]["ElsterFilingRequest"];
            };
        };
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
                    "application/json": components["schemas"]["ElsterFilingPackage"];
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
    ingestAnalyticsEvents: {
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
                "application/json": components["schemas"]["IngestAnalyticsEventsRequest"];
            };
        };
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
                    "application/json": components["schemas"]["IngestAnalyticsEventsResponse"];
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
            /** @description `ANALYTICS_BATCH_TOO_LARGE`. */
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
    getAnalyticsFunnel: {
        parameters: {
            query: {
                /** @description Beginn (einschließlich). Standard: 30 Tage vor `to`. */
                from?: string;
                /** @description Ende (ausschließlich). Standard: jetzt. */
                to?: string;
                /** @description IANA-Zeitzone (Standard UTC, wie bisher). `from`/`to` ohne Zeitzonenangabe (z. B. `2026-03-01`) gelten als Uhrzeit dieser Zone, Kohortenperioden (Tage, Wochen, Monate) beginnen um Mitternacht dieser Zone. Mit `Europe/Berlin` liegt ein Ereignis um 00:30 Uhr am 1. März (Berliner Zeit) im März. */
                timeZone?: string;
                /** @description Schritte, kommagetrennt (2 bis 10 Ereignisnamen). */
                steps: string;
                /** @description Konversionsfenster vom ersten bis zum letzten Schritt (Grenze eingeschlossen). */
                window?: string;
                /** @description `ordered`: andere Ereignisse dazwischen erlaubt; `strict`: keine; `any`: Reihenfolge beliebig. */
                order?: "ordered" | "strict" | "any";
                /** @description Eigenschaft, die über alle Schritte gleich bleiben muss (z. B. `programId`). */
                holdConstant?: string;
                /** @description Aufschlüsseln nach einer Eigenschaft oder `utm_source`, `utm_medium`, `utm_campaign`. */
                breakdown?: string;
                /** @description Wert der Aufschlüsselung aus dem ersten Schritt oder dem letzten erreichten. */
                attribution?: "first_touch" | "last_touch";
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
            /** @description JSON, oder mit `Accept: image/svg+xml` ein Balkendiagramm der Schritte als SVG. */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelResponse"];
                    "image/svg+xml": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getAnalyticsCohorts: {
        parameters: {
            query: {
                /** @description Beginn (einschließlich). Standard: 30 Tage vor `to`. */
                from?: string;
                /** @description Ende (ausschließlich). Standard: jetzt. */
                to?: string;
                /** @description IANA-Zeitzone (Standard UTC, wie bisher). `from`/`to` ohne Zeitzonenangabe (z. B. `2026-03-01`) gelten als Uhrzeit dieser Zone, Kohortenperioden (Tage, Wochen, Monate) beginnen um Mitternacht dieser Zone. Mit `Europe/Berlin` liegt ein Ereignis um 00:30 Uhr am 1. März (Berliner Zeit) im März. */
                timeZone?: string;
                /** @description Ereignis, das einen Akteur einer Kohorte zuordnet. */
                bornEvent: string;
                /** @description Ereignis, das als Wiederkehr zählt. Standard: `bornEvent`. */
                returnEvent?: string;
                /** @description `first_time`: Kohorte nach dem ersten `bornEvent` überhaupt; `recurring`: nach jeder Periode mit `bornEvent`. */
                mode?: "first_time" | "recurring";
                /** @description Periode (in `timeZone`, Standard UTC; Wochen beginnen montags). */
                unit?: "day" | "week" | "month";
                /** @description Zahl der Perioden ab Periode 0. */
                periods?: number;
                /** @description `bounded`: Wiederkehr genau in Periode k; `unbounded`: in Periode k oder später („am oder nach“). */
                bound?: "bounded" | "unbounded";
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
            /** @description JSON, oder mit `Accept: image/svg+xml` eine Heatmap der Kohorten als SVG. */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CohortsResponse"];
                    "image/svg+xml": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getAnalyticsForecast: {
        parameters: {
            query: {
                /** @description Ereignis, dessen Monatsanzahl vorhergesagt wird. */
                event: string;
                /** @description IANA-Zeitzone der Monatsgrenzen (Standard UTC, wie bisher). Mit `Europe/Berlin` zählt ein Ereignis um 00:30 Uhr am 1. März (Berliner Zeit) im März. */
                timeZone?: string;
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
            /** @description JSON, oder mit `Accept: image/svg+xml` Verlauf und Prognose mit Intervallbändern als SVG. */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForecastResponse"];
                    "image/svg+xml": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getAnalyticsMarketing: {
        parameters: {
            query: {
                /** @description Beginn (einschließlich). Standard: 30 Tage vor `to`. */
                from?: string;
                /** @description Ende (ausschließlich). Standard: jetzt. */
                to?: string;
                /** @description Das Ereignis, das als Konversion zählt. */
                conversion: string;
                /** @description Rückblickfenster in Tagen. */
                lookbackDays?: number;
                /** @description Modell für `costPerConversion` (zugeordnet werden stets alle fünf). */
                model?: "last_non_direct" | "first_touch" | "linear" | "position_based" | "time_decay";
                /** @description Kosten je Kampagne in EUR, kommagetrennt `kampagne:betrag` (bis 50 Kampagnen). */
                costs?: string;
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
            /** @description JSON, oder mit `Accept: image/svg+xml` Balken der zugeordneten Konversionen je Kanal als SVG. */
            200: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketingResponse"];
                    "image/svg+xml": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    listReportSchedules: {
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
                    "application/json": components["schemas"]["ReportScheduleList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    createReportSchedule: {
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
                "application/json": components["schemas"]["CreateReportScheduleRequestDto"];
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
                    "application/json": components["schemas"]["ReportSchedule"];
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
    getReportSchedule: {
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
                    "application/json": components["schemas"]["ReportSchedule"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    deleteReportSchedule: {
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
            /** @description Gelöscht. */
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    listReportRuns: {
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
                    "application/json": components["schemas"]["ReportRunList"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getReportRun: {
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
                    "application/json": components["schemas"]["ReportRun"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    getAnalyticsSettings: {
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
                    "application/json": components["schemas"]["AnalyticsSettings"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    putAnalyticsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400. */
                "X-Tenant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsSettings"];
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
                    "application/json": components["schemas"]["AnalyticsSettings"];
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
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
    listVideoTemplates: {
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
                    "application/json": components["schemas"]["VideoTemplateList"];
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
            /** @description Fehler. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listVideoJobs: {
        parameters: {
            query?: {
                /** @description Seitengröße. */
                limit?: number;
                /** @description Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0. */
                offset?: number | null;
                /** @description Nur Aufträge in diesem Zustand. */
                state?: "queued" | "rendering" | "succeeded" | "failed";
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
                    "application/json": components["schemas"]["VideoJobList"];
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
            /** @description Fehler. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createVideo: {
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
                "application/json": components["schemas"]["CreateVideoJobRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    /** @description z. B. `"burst";q=10;w=1, "monthly";q=10000` */
                    "RateLimit-Policy"?: string;
                    /** @description z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400` */
                    RateLimit?: string;
                    /** @description Der Auftrag. */
                    Location?: string;
                    /** @description `true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoJob"];
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
            /** @description Fehler. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getVideoJob: {
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
                    "application/json": components["schemas"]["VideoJob"];
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
            /** @description Fehler. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    downloadVideoFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MP4, JPEG oder WebVTT. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "image/jpeg": string;
                    "text/vtt": string;
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
            /** @description Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Fehler. */
            410: {
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
    apiKeyCreatedEvent: {
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
                    type: "api_key.created";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["ApiKeyCreatedPayload"];
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
    apiKeyRevokedEvent: {
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
                    type: "api_key.revoked";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["ApiKeyRevokedPayload"];
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
    catalogueDailySummaryEvent: {
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
                    type: "catalogue.daily_summary";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["CatalogueDailySummaryPayload"];
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
    catalogueSyncedEvent: {
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
                    type: "catalogue.synced";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["CatalogueSyncedPayload"];
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
    digestReadyEvent: {
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
                    type: "digest.ready";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["DigestReadyPayload"];
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
    dsgvoRequestCompletedEvent: {
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
                    type: "dsgvo.request_completed";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["DsgvoRequestCompletedPayload"];
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
    dsgvoRequestDueSoonEvent: {
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
                    type: "dsgvo.request_due_soon";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["DsgvoRequestDueSoonPayload"];
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
    featureFlagUpdatedEvent: {
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
                    type: "feature_flag.updated";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["FeatureFlagUpdatedPayload"];
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
    fundingPlanCreatedEvent: {
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
                    type: "funding_plan.created";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["FundingPlanCreatedPayload"];
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
    legalChangeDetectedEvent: {
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
                    type: "legal.change_detected";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["LegalChangeDetectedPayload"];
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
    legalRuleExpiringEvent: {
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
                    type: "legal.rule_expiring";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["LegalRuleExpiringPayload"];
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
    oauthClientCreatedEvent: {
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
                    type: "oauth_client.created";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["OAuthClientCreatedPayload"];
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
    oauthClientRevokedEvent: {
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
                    type: "oauth_client.revoked";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["OAuthClientRevokedPayload"];
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
    programRemovedEvent: {
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
                    type: "program.removed";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["ProgramRemovedPayload"];
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
    reportReadyEvent: {
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
                    type: "report.ready";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["ReportReadyPayload"];
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
    teamchatDestinationDisabledEvent: {
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
                    type: "teamchat.destination_disabled";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["ChatDestinationDisabledPayload"];
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
    tenantPlanChangedEvent: {
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
                    type: "tenant.plan_changed";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["TenantPlanChangedPayload"];
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
    videoFailedEvent: {
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
                    type: "video.failed";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["VideoFailedPayload"];
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
    videoSucceededEvent: {
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
                    type: "video.succeeded";
                    /**
                     * Format: date-time
                     * @description Wann es geschah (UTC).
                     */
                    timestamp: string;
                    data: components["schemas"]["VideoSucceededPayload"];
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
