/**
 * Generated from the Fördermittel API's v1 OpenAPI document (/api/v1/openapi.json) by
 * `npm run sdk:generate` (openapi-typescript). Do not edit: change the DTOs in apps/api and regenerate. CI checks
 * that this file is up to date.
 */
export interface paths {
    "/api/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zugriffstoken (OAuth 2.0 Client Credentials)
         * @description Tauscht Client-ID und -Secret (HTTP Basic oder im Körper) gegen ein kurzlebiges JWT (ES256, Schlüssel unter `/.well-known/jwks.json`). Fehler folgen dem Fehlermodell dieser API (`code` `INVALID_CLIENT`, `UNSUPPORTED_GRANT_TYPE`, `INVALID_SCOPE`) statt der RFC-6749-Form.
         */
        post: operations["issueAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/v1/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paginierte Programmliste
         * @description Filter werden mit UND verknüpft. Sortierung: nach `id` aufsteigend (bytewise), stabil über alle Seiten, sodass das Durchblättern jedes Programm genau einmal liefert. `total` zählt alle Treffer der Filter. Die Antwort trägt ein `ETag` (Version des Katalogs); mit `If-None-Match` antwortet der Dienst `304`, solange sich der Katalog nicht geändert hat (der Aufruf zählt dennoch zum Kontingent).
         */
        get: operations["listPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ein Programm
         * @description Die Antwort trägt ein `ETag` (Version des Katalogs); mit `If-None-Match` antwortet der Dienst `304`, solange sich der Katalog nicht geändert hat.
         */
        get: operations["getProgramById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Förderung berechnen
         * @description Berechnungsweg (jeder Schritt steht mit Rechtsquelle in `breakdown`): KMU-Klasse nach Empfehlung 2003/361/EG
         *     (die Zahlen entscheiden, nicht die Selbstangabe) → Antragsberechtigung (Status, Frist, Region, Größe, Alter, Branche)
         *     → Fördersatz (Grundsatz + Größen- und Regionalboni, begrenzt durch `subsidyRateMax` und die beihilferechtliche
         *     Höchstintensität) → Betrag (Satz × förderfähige Kosten, gedeckelt durch `maxAmount`; unter `minAmount` 0)
         *     → De-minimis-Spielraum (300.000 EUR in drei Jahren, VO (EU) 2023/2831; Agrar 50.000, Fischerei 40.000, DAWI 750.000)
         *     → Darlehen/Bürgschaften/Beteiligungen: Finanzierungsbetrag, kein Zuschuss (Hinweis) → Forschungszulage (FZulG).
         *     Nicht antragsberechtigt: 0 EUR und Hinweise mit severity `error`. Unbekannte `programId`: 404 `PROGRAM_NOT_FOUND`.
         *     Jede Berechnung wird mandantenbezogen gespeichert (GET /api/v1/calculations/{id}).
         *
         *     | Hinweiscode | Bedeutung |
         *     |---|---|
         *     | `SME_STATUS_MISMATCH` | Die angegebene Unternehmensgröße (companySize/isKmu) weicht von den Kennzahlen ab; die Kennzahlen entscheiden. |
         *     | `BALANCE_SHEET_MISSING` | Bilanzsumme fehlt: die KMU-Einstufung beruht allein auf Beschäftigten und Umsatz. |
         *     | `PROGRAM_NOT_ACTIVE` | Das Programm nimmt derzeit keine Anträge an (inaktiv/geplant: Warnung; ausgelaufen: Fehler). |
         *     | `DEADLINE_PASSED` | Die Antragsfrist des Programms ist abgelaufen. |
         *     | `REGION_NOT_ELIGIBLE` | Das Bundesland des Antragstellers ist nicht förderfähig oder unbekannt. |
         *     | `SIZE_NOT_ELIGIBLE` | Unternehmensgröße oder Beschäftigtenzahl liegt außerhalb der Programmgrenzen. |
         *     | `COMPANY_TOO_OLD` | Das Unternehmen ist älter als das Programm zulässt. |
         *     | `COMPANY_TOO_YOUNG` | Das Unternehmen ist jünger als das Programm verlangt. |
         *     | `SECTOR_EXCLUDED` | Der Wirtschaftszweig (WZ/NACE) ist vom Programm oder seiner Rechtsgrundlage ausgeschlossen. |
         *     | `DATA_MISSING` | Für eine Prüfung fehlen Angaben; das Ergebnis steht unter Vorbehalt. |
         *     | `RATE_NOT_STATED` | Die Quelle nennt keinen Fördersatz; gerechnet wird mit den Kosten bis zum Höchstbetrag. |
         *     | `REGIONAL_RATE_CAVEAT` | Der regionale Fördersatz hängt von einer Gebietsabgrenzung unterhalb der Landesebene ab. |
         *     | `LEGAL_MAX_INTENSITY` | Der Fördersatz wurde auf die beihilferechtliche Höchstintensität begrenzt. |
         *     | `MAX_AMOUNT_CAPPED` | Der Betrag wurde auf den Förderhöchstbetrag des Programms begrenzt. |
         *     | `BELOW_MIN_COSTS` | Die Projektkosten unterschreiten die förderfähigen Mindestkosten: keine Förderung. |
         *     | `BELOW_MIN_AMOUNT` | Der errechnete Betrag unterschreitet den Mindestbetrag des Programms: keine Förderung. |
         *     | `DEMINIMIS_HEADROOM` | De-minimis: Betrag auf den verbleibenden Freibetrag begrenzt (Fehler, wenn keiner mehr bleibt). |
         *     | `DEMINIMIS_GROSS_GRANT_EQUIVALENT` | De-minimis: bei Darlehen, Bürgschaften und Beteiligungen zählt das Bruttosubventionsäquivalent. |
         *     | `NOT_A_GRANT` | Darlehen, Bürgschaft oder Beteiligung: der Betrag ist eine Finanzierung, kein Zuschuss. |
         *     | `TAX_BENEFIT` | Steuerliche Förderung: Zulage oder Abzug über das Finanzamt, kein Zuschuss. |
         *     | `RULE_VALIDITY_UNKNOWN` | Für das Stichtagsdatum ist keine gültige Regel hinterlegt; die zuletzt gültige wurde verwendet. |
         *     | `UNVERIFIED_RULE` | Eine verwendete Regel ist in den Quellen nicht bestätigt (UNVERIFIED). |
         */
        post: operations["createCalculation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gespeicherte Berechnung
         * @description Nur für den eigenen Mandanten; fremde und unbekannte Ids antworten gleich mit 404, eine Id, die keine UUID ist, mit 400 `INVALID_ID`.
         */
        get: operations["getCalculationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kalkulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Einführungsvertrag (Spec 4.4): dieselbe Berechnung in vereinfachter Form
         * @description Rechnet mit derselben Engine wie POST /calculations. Annahmen: ohne Umsatz und Bilanzsumme wird die KMU-Klasse allein nach der Beschäftigtenzahl bestimmt; ohne `bundesland` gilt bei Landesprogrammen das Land des Programms, bei bundesweiten Programmen ein westdeutsches Land (Regelfördersatz, keine Ostförderung). `status: FINAL` heißt: die Berechnung ist abgeschlossen und gespeichert; verbindlich ist erst der Bewilligungsbescheid des Fördergebers. Maßgeblich bleibt der Vertrag von POST /calculations.
         */
        post: operations["createKalkulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passende Förderprogramme finden
         * @description Liefert nur Programme, die der Antragsteller tatsächlich bekommen kann. Ausgeschlossen sind: Status
         *     `ausgelaufen` oder `inaktiv`, abgelaufene Antragsfrist, Programme eines anderen Bundeslands, ausgeschlossene
         *     Größenklasse (nach den Kennzahlen, Empfehlung 2003/361/EG), Beschäftigtenzahl oder Unternehmensalter, ausgeschlossene
         *     Branche (WZ/NACE), verbrauchter De-minimis-Freibetrag, beihilferechtliche Höchstintensität 0 für die Größenklasse,
         *     und Förderarten außerhalb von `categories`. `total` zählt alle passenden Programme vor `limit`.
         *
         *     `score` (0-100) ist die Summe gewichteter Kriterien:
         *
         *     | Kriterium | Punkte | Bewertet |
         *     |---|---|---|
         *     | Betrag | 40 | Schätzung der Förderung für ein typisches Projektbudget der Größenklasse und Förderart, logarithmisch (1.000 EUR = 0, 10 Mio. EUR = voll); Darlehen, Bürgschaften, Beteiligungen zählen nur mit einem Bruchteil |
         *     | Passgenauigkeit | 25 | Landesprogramm des eigenen Landes vor bundesweitem; Zielgruppe nennt Größenklasse, KMU oder junge Unternehmen; Phase passt zum Unternehmensalter |
         *     | Vollständigkeit | 15 | je fehlender Angabe, die das Programm prüfen müsste, 5 Punkte weniger |
         *     | Frist | 10 | ohne Frist voll, sonst anteilig bis 180 Tage Restzeit; angekündigte Programme 3 |
         *     | De-minimis | 10 | keine De-minimis-Beihilfe voll, sonst Anteil des freien Freibetrags |
         *
         *     Reihenfolge: `score` absteigend, dann geschätzter (gewichteter) Betrag absteigend, dann `programId` aufsteigend.
         *     `reasons`: kurze Sätze, der stärkste zuerst, fehlende Angaben zuletzt. Katalogänderungen wirken nach höchstens 5 Sekunden.
         */
        post: operations["findMatches"];
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
        TokenRequestDto: {
            /** @example client_credentials */
            grant_type: string;
            /**
             * @description Leerzeichen-getrennt; Standard: alle Scopes des Clients.
             * @example api
             */
            scope?: string;
            /** @description Alternativ zu HTTP Basic (client_secret_post). */
            client_id?: string;
            /** @description Alternativ zu HTTP Basic (client_secret_post). */
            client_secret?: string;
        };
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
        ProgramTermProvenance: {
            /** @enum {string} */
            term: "subsidyRateMax" | "maxAmount" | "minAmount" | "applicationDeadline";
            /**
             * @description Woher der Wert stammt: der Belegsatz des Programmtexts, wann und von wem er bestätigt wurde.
             * @example aus dem Programmtext, bestätigt am 28.11.2026 von …: „Der Zuschuss beträgt bis zu 50 Prozent …“
             */
            provenance: string;
        };
        ProgramSourceAttribution: {
            /**
             * @description Die Datenbank, aus der der Text stammt.
             * @example Förderdatenbank des Bundes
             */
            name: string;
            /**
             * @description Herausgeber.
             * @example Bundesministerium für Wirtschaft und Energie (BMWE)
             */
            publisher: string;
            /**
             * Format: uri
             * @description Die Seite des Programms in der Quelle.
             */
            url: string;
            /**
             * @description Lizenz der Texte: nur unverändert und mit Quelle.
             * @example CC BY-ND 3.0 DE
             */
            licence: string;
            /**
             * Format: uri
             * @example https://creativecommons.org/licenses/by-nd/3.0/de/
             */
            licenceUrl: string;
            /**
             * Format: date
             * @description Tag, an dem die Seite abgerufen wurde.
             */
            retrievedAt: string;
        };
        RecurringDeadline: {
            /**
             * @description Die Regel: jährlich `--MM-TT`, ein Zeitraum `--MM-TT/--MM-TT`, mit „ Folgejahr“, wenn der Antrag für das Folgejahr gestellt wird.
             * @example --05-15
             */
            rule: string;
            /** @example jährlich bis 15. Mai */
            text: string;
            /**
             * Format: date
             * @description Bei einem Zeitraum: erster Antragstag des nächsten Zeitraums (deutscher Kalendertag).
             */
            opensOn?: string;
        };
        Program: {
            /** @example bafa-foerderung-unternehmensberatungen-kmu */
            id: string;
            name: string;
            shortName?: string;
            /**
             * @description Fördergeber.
             * @enum {string}
             */
            provider: "BAFA" | "KFW" | "BMBF" | "BMWK" | "EU" | "Bundesland" | "Sonstige";
            /** @enum {string} */
            category: "zuschuss" | "darlehen" | "buergschaft" | "steuervorteil" | "beteiligung" | "kredit" | "beratung";
            /** @enum {string} */
            level?: "bundesweit" | "landesweit" | "regional" | "eu";
            /** @description Beschreibung. Bei übernommenen Programmen (`source` gesetzt) der Text der Quelle wörtlich als bereinigtes HTML (ohne Skripte, Ereignis-Attribute und fremde Schemata); die Textform steht in `descriptionText`. */
            description: string;
            /** @description Dieselbe Beschreibung als reiner Text: ohne Auszeichnung, Entitäten aufgelöst, eine Zeile je Absatz oder Listenpunkt, jedes Wort unverändert. */
            descriptionText: string;
            /** @description Höchstbetrag in EUR: die Obergrenze des Programms, oder, wo es keine nennt, die rechtliche Obergrenze (De-minimis-Höchstbetrag, AGVO-Anmeldeschwelle). Nennt die Quelle gar keine Beträge (`amountsKnown` false, `termsSource` `not_stated`: aus der Förderdatenbank übernommene Programme), steht hier 0, weil das Feld Pflicht und >= 0 ist; 0 heißt dann "nicht angegeben", nie "0 Euro". Dasselbe gilt für `subsidyRateMax` (dann weggelassen). */
            maxAmount: number;
            /** @description true: Beträge und Sätze sind erfasst (`maxAmount`, `subsidyRateMax`). false: die Quelle nennt keine; `maxAmount` 0 bedeutet "Förderhöhe nicht angegeben", Berechnungen schätzen keinen Betrag. */
            amountsKnown: boolean;
            /**
             * @description Herkunft der Konditionen: `curated` aus unserer Kuration (Quellen geprüft), `not_stated` aus einer Quelle ohne Beträge und Sätze (Förderdatenbank), `text_confirmed` aus dem Programmtext gelesen und von einer Person bestätigt (je Angabe in `termsProvenance`). Nur Vorgeschlagenes steht nie hier, sondern in `GET /api/v2/admin/catalogue/term-proposals/{programId}`.
             * @enum {string}
             */
            termsSource: "curated" | "not_stated" | "text_confirmed";
            /** @description Bei `text_confirmed`: welche Angaben aus dem Programmtext bestätigt sind, mit Herkunft. */
            termsProvenance?: components["schemas"]["ProgramTermProvenance"][];
            /** @description Quelle und Lizenz des Texts, bei jedem aus der Förderdatenbank übernommenen Programm (CC BY-ND: Anzeige nur unverändert und mit dieser Angabe). Fehlt bei eigenen, kuratierten Texten. */
            source?: components["schemas"]["ProgramSourceAttribution"];
            /**
             * @description Id des Nachfolgeprogramms, wenn die Quelle eines beendeten Programms eines nennt; fehlt sonst.
             * @example nw-gruendungsstipendium-nrw
             */
            successorId?: string;
            minAmount?: number;
            /** @description Höchster Fördersatz als Anteil (0,5 = 50 %). */
            subsidyRateMax?: number;
            /** @description Wird als De-minimis-Beihilfe gewährt. */
            deminimis?: boolean;
            /** @default [] */
            targetGroups: string[];
            /**
             * @description Bundesland-Kürzel oder 'bundesweit'.
             * @default []
             */
            eligibleRegions: string[];
            /** @default [] */
            phases: string[];
            /**
             * Format: date-time
             * @description Antragsfrist: Ende des letzten Antragstags in deutscher Zeit, als UTC-Zeitpunkt; null ohne Frist.
             */
            applicationDeadline?: string | null;
            /** @description Bei einer jährlich wiederkehrenden Frist: die Regel; `applicationDeadline` ist dann ihr nächstes Ende ab heute. */
            recurringDeadline?: components["schemas"]["RecurringDeadline"];
            /** @enum {string} */
            status: "aktiv" | "inaktiv" | "geplant" | "ausgelaufen";
            /**
             * Format: date-time
             * @description Letzte Änderung unseres Datensatzes. Die Spezifikation lässt das Format offen; wir liefern ISO 8601 in UTC (date-time, z. B. 2025-01-15T00:00:00.000Z).
             */
            lastUpdated: string;
        };
        ListProgramsResponse: {
            programs: components["schemas"]["Program"][];
            /** @description Anzahl aller Programme, die den Filtern entsprechen. */
            total: number;
            /** @description Angewandte Seitengröße. */
            limit: number;
            /** @description Angewandter Versatz. */
            offset: number;
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
        CalculationRequest: {
            /** @example bafa-foerderung-unternehmensberatungen-kmu */
            programId: string;
            /**
             * @description Förderfähige Projektkosten in EUR (> 0). Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet.
             * @example 3500
             */
            projectBudgetEur: number;
            applicantProfile: components["schemas"]["ApplicantProfile"];
        };
        CumulationWarning: {
            /**
             * @description Stabiler Hinweiscode (Liste in der API-Beschreibung).
             * @example DEMINIMIS_HEADROOM
             */
            code: string;
            /** @description Erklärung auf Deutsch. */
            message: string;
            /** @enum {string} */
            severity: "info" | "warning" | "error";
        };
        BreakdownStep: {
            /** @enum {string} */
            step: "sme" | "eligibility" | "rate" | "amount" | "deminimis" | "financing" | "tax" | "result";
            /** @description Was in diesem Schritt entschieden wurde (Deutsch). */
            label: string;
            /** @description EUR bei Beträgen, Anteil 0..1 bei Sätzen. */
            value?: number;
            /** @enum {string} */
            unit?: "EUR" | "rate";
            /** @description Rechtsgrundlage (Verordnung und Artikel oder Richtlinie) mit Quelle. */
            legalSource: string;
        };
        CalculationResponse: {
            /** Format: uuid */
            calculationId: string;
            programId: string;
            /** @description Geschätzte Förderung in EUR (auf Cent gerundet). */
            estimatedSubsidyEur: number;
            /** @description estimatedSubsidyEur / projectBudgetEur. */
            effectiveSubsidyRate: number;
            /** @default [] */
            cumulationWarnings: components["schemas"]["CumulationWarning"][];
            /** Format: date-time */
            computedAt: string;
            /** @description Zusatz: false, wenn ein Hinweis mit severity error die Förderung ausschließt. */
            eligible?: boolean;
            /**
             * @description Zusatz: KMU-Klasse nach den Zahlen (2003/361/EG).
             * @enum {string}
             */
            companySize?: "micro" | "small" | "medium" | "large";
            /** @description Zusatz: jeder Schritt der Berechnung mit Quelle. */
            breakdown?: components["schemas"]["BreakdownStep"][];
        };
        StoredCalculation: {
            /** Format: uuid */
            calculationId: string;
            programId: string;
            /** @description Geschätzte Förderung in EUR (auf Cent gerundet). */
            estimatedSubsidyEur: number;
            /** @description estimatedSubsidyEur / projectBudgetEur. */
            effectiveSubsidyRate: number;
            /** @default [] */
            cumulationWarnings: components["schemas"]["CumulationWarning"][];
            /** Format: date-time */
            computedAt: string;
            /** @description Zusatz: false, wenn ein Hinweis mit severity error die Förderung ausschließt. */
            eligible?: boolean;
            /**
             * @description Zusatz: KMU-Klasse nach den Zahlen (2003/361/EG).
             * @enum {string}
             */
            companySize?: "micro" | "small" | "medium" | "large";
            /** @description Zusatz: jeder Schritt der Berechnung mit Quelle. */
            breakdown?: components["schemas"]["BreakdownStep"][];
            projectBudgetEur: number;
            applicantProfile: components["schemas"]["ApplicantProfile"];
            /**
             * Format: date
             * @description Stichtag, zu dem die Regeln angewandt wurden (deutscher Kalendertag).
             */
            referenceDate: string;
            /** @description Kennungen der angewandten, datierten Regeln. */
            ruleVersions: string[];
            /**
             * @description Über welchen Endpunkt berechnet wurde.
             * @enum {string}
             */
            channel: "calculations" | "kalkulation";
        };
        KalkulationRequest: {
            programId: string;
            /** @description Investitionssumme = förderfähige Projektkosten in EUR. Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet. */
            investitionssumme: number;
            /** @description Beschäftigte, höchstens 10.000.000. */
            mitarbeiterzahl: number;
            /** @description WZ 2008 / NACE-Code der Branche. */
            branche: string;
            /** @description Zusatz: Bundesland. Ohne Angabe siehe Beschreibung der Operation. */
            bundesland?: string;
        };
        KalkulationResponse: {
            /**
             * Format: uuid
             * @description Id der gespeicherten Berechnung (GET /api/v1/calculations/{id}).
             */
            id: string;
            programId: string;
            /** @description Geschätzter Zuschuss in EUR. */
            grantAmount: number;
            /** @description grantAmount / investitionssumme. */
            grantRate: number;
            /** @enum {string} */
            currency: "EUR";
            /**
             * @description FINAL: die Berechnung ist abgeschlossen. Den Zuschuss legt erst der Bewilligungsbescheid fest.
             * @enum {string}
             */
            status: "FINAL";
            /** Format: date-time */
            createdAt: string;
        };
        MatchRequestDto: {
            profile: components["schemas"]["ApplicantProfile"];
            /**
             * @description Nur Programme dieser Förderarten. Fehlt das Feld oder ist es leer: alle Arten.
             * @example [
             *       "zuschuss",
             *       "beratung"
             *     ]
             */
            categories?: ("zuschuss" | "darlehen" | "buergschaft" | "steuervorteil" | "beteiligung" | "kredit" | "beratung")[];
            /** @default 10 */
            limit?: number;
        };
        MatchEntryDto: {
            /** @example bafa-foerderung-unternehmensberatungen-kmu */
            programId: string;
            /** @description Name des Programms wie im Katalog (`name`). */
            programName: string;
            /**
             * @description Eignung 0-100, eine Nachkommastelle.
             * @example 67.5
             */
            score: number;
            /**
             * @description Gründe auf Deutsch, der stärkste zuerst; fehlende Angaben zuletzt.
             * @default []
             * @example [
             *       "Förderfähig in Sachsen",
             *       "Geschätzte Förderung: 45.000 EUR (bei 200.000 EUR Projektkosten)"
             *     ]
             */
            reasons: string[];
        };
        MatchResponseDto: {
            /** @description Nach `score` absteigend sortiert, höchstens `limit` Einträge. */
            matches: components["schemas"]["MatchEntryDto"][];
            /** @description Anzahl aller passenden Programme vor `limit`. */
            total: number;
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
    issueAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequestDto"];
                "application/json": components["schemas"]["TokenRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponseDto"];
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
        };
    };
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
    listPrograms: {
        parameters: {
            query?: {
                /** @description Seitengröße. */
                limit?: number;
                /** @description Anzahl übersprungener Einträge. Leer oder `null` bedeutet 0. */
                offset?: number | null;
                /** @description Art des Förderinstruments. */
                category?: "zuschuss" | "darlehen" | "buergschaft" | "steuervorteil" | "beteiligung" | "kredit" | "beratung";
                /** @description Geografische Ebene des Programms. */
                level?: "bundesweit" | "landesweit" | "regional" | "eu";
                /** @description Ein Bundesland (Kürzel `SN`, ISO `DE-SN` oder Name `Sachsen`, Groß-/Kleinschreibung egal) liefert die Programme, die Antragstellern in diesem Land offenstehen: bundesweite und EU-Programme sowie die des Landes, nie die eines anderen Landes. `bundesweit` liefert nur die bundesweit offenen (Bundes- und EU-)Programme. Andere Werte: 400. */
                region?: string;
            };
            header?: {
                /** @description Ein zuvor erhaltenes `ETag`: hat sich der Katalog seither nicht geändert, antwortet der Dienst mit `304` ohne Körper. */
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
                    /** @description Version des Katalogs, aus der die Antwort stammt (für `If-None-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProgramsResponse"];
                };
            };
            /** @description Unverändert seit dem in `If-None-Match` genannten `ETag`; kein Körper. */
            304: {
                headers: {
                    /** @description Version des Katalogs, aus der die Antwort stammt (für `If-None-Match`). */
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
    getProgramById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Ein zuvor erhaltenes `ETag`: hat sich der Katalog seither nicht geändert, antwortet der Dienst mit `304` ohne Körper. */
                "If-None-Match"?: string;
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
                    /** @description Version des Katalogs, aus der die Antwort stammt (für `If-None-Match`). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /** @description Unverändert seit dem in `If-None-Match` genannten `ETag`; kein Körper. */
            304: {
                headers: {
                    /** @description Version des Katalogs, aus der die Antwort stammt (für `If-None-Match`). */
                    ETag?: string;
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
    createCalculation: {
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
                "application/json": components["schemas"]["CalculationRequest"];
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
                    "application/json": components["schemas"]["CalculationResponse"];
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
    getCalculationById: {
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
                    "application/json": components["schemas"]["StoredCalculation"];
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
    createKalkulation: {
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
                "application/json": components["schemas"]["KalkulationRequest"];
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
                    "application/json": components["schemas"]["KalkulationResponse"];
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
    findMatches: {
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
                "application/json": components["schemas"]["MatchRequestDto"];
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
                    "application/json": components["schemas"]["MatchResponseDto"];
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
}
