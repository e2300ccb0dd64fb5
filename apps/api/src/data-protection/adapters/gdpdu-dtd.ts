/**
 * The document type definition of the GDPdU description standard, version 1.5 of 1 September 2004
 * (`gdpdu-01-09-2004.dtd`), shipped beside `index.xml` in every Z3 archive as the standard requires: the
 * auditor's software (IDEA) validates the description against it. The declarations are the standard's and
 * must not be edited; the comments here are short notes of ours. Kept as a string so that the compiled
 * service carries it without a copy step for a non-TypeScript file.
 */
export const GDPDU_DTD = `<?xml version="1.0" encoding="UTF-8"?>
<!-- GDPdU Beschreibungsstandard, Version 1.5 (01.09.2004) -->

<!-- Simple types -->
<!ELEMENT Version (#PCDATA)>
<!ELEMENT Location (#PCDATA)>
<!ELEMENT Comment (#PCDATA)>
<!ELEMENT Length (#PCDATA)>
<!ELEMENT References (#PCDATA)>
<!ELEMENT From (#PCDATA)>
<!ELEMENT To (#PCDATA)>
<!ELEMENT AcceptNoTables (#PCDATA)>
<!ELEMENT Alias (From, To)>
<!ELEMENT MaxLength (#PCDATA)>
<!ELEMENT TextEncapsulator (#PCDATA)>
<!ELEMENT Accuracy (#PCDATA)>
<!ELEMENT ImpliedAccuracy (#PCDATA)>
<!ELEMENT Format (#PCDATA)>
<!ELEMENT DecimalSymbol (#PCDATA)>
<!ELEMENT DigitGroupingSymbol (#PCDATA)>
<!ELEMENT Command (#PCDATA)>
<!ELEMENT URL (#PCDATA)>
<!ELEMENT Description (#PCDATA)>
<!ELEMENT Name (#PCDATA)>
<!ELEMENT Epoch (#PCDATA)>
<!ELEMENT ColumnDelimiter (#PCDATA)>
<!ELEMENT RecordDelimiter (#PCDATA)>
<!ELEMENT SkipNumBytes (#PCDATA)>

<!-- Complex types -->
<!ELEMENT Extension (Name, URL)>
<!ELEMENT Range (From, (To | Length)?)>
<!ELEMENT FixedRange (From, (To | Length))>
<!ELEMENT DataSet (Extension*, Version, DataSupplier?, Command*, Media+, Command*)>

<!-- Data types -->
<!ELEMENT AlphaNumeric EMPTY>
<!ELEMENT Date (Format?)>
<!ELEMENT Numeric ((ImpliedAccuracy | Accuracy)?)>

<!-- Code pages (ANSI when none is given) -->
<!ELEMENT ANSI EMPTY>
<!ELEMENT Macintosh EMPTY>
<!ELEMENT OEM EMPTY>
<!ELEMENT UTF16 EMPTY>
<!ELEMENT UTF7 EMPTY>
<!ELEMENT UTF8 EMPTY>

<!-- File formats -->
<!ELEMENT FixedLength ((Length | RecordDelimiter)?, ((FixedPrimaryKey+, FixedColumn*) | (FixedColumn+)), ForeignKey*)>
<!ELEMENT FixedColumn (Name, Description?, (Numeric | AlphaNumeric | Date), Map*, FixedRange)>
<!ELEMENT FixedPrimaryKey (Name, Description?, (Numeric | AlphaNumeric | Date), Map*, FixedRange)>
<!ELEMENT VariableLength (ColumnDelimiter?, RecordDelimiter?, TextEncapsulator?, ((VariablePrimaryKey+, VariableColumn*) | (VariableColumn+)), ForeignKey*)>
<!ELEMENT VariableColumn (Name, Description?, (Numeric | (AlphaNumeric, MaxLength?) | Date), Map*)>
<!ELEMENT VariablePrimaryKey (Name, Description?, (Numeric | (AlphaNumeric, MaxLength?) | Date), Map*)>

<!ELEMENT DataSupplier (Name, Location, Comment)>
<!ELEMENT Media (Name, Command*, Table*, Command*, AcceptNoTables?)>
<!ELEMENT Table (URL, Name?, Description?, Validity?, (ANSI | Macintosh | OEM | UTF16 | UTF7 | UTF8)?, (DecimalSymbol, DigitGroupingSymbol)?, SkipNumBytes?, Range?, Epoch?, (VariableLength | FixedLength))>
<!ELEMENT ForeignKey (Name+, References, Alias*)>
<!ELEMENT Map (Description?, From, To)>
<!ELEMENT Validity (Range, Format?)>
`;
