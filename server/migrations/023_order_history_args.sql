-- An order's history notes in the reader's language (docs/shop.md): a note is an English
-- template with named placeholders (a catalogue entry: "Order placed", "Tracking {number}"), and
-- `args` holds their values as a JSON object ({"number": "1Z999"}); a note without placeholders
-- has '{}'. Before this migration a tracking note was stored as its text, "Tracking <number>",
-- and told apart by that prefix when read; those rows become the template with their number
-- here, once, and nothing is recognised by its prefix any more.
ALTER TABLE order_status_history ADD COLUMN args TEXT NOT NULL DEFAULT '{}';
-- @sqlite
UPDATE order_status_history SET args = json_object('number', substr(note, 10)), note = 'Tracking {number}'
  WHERE substr(note, 1, 9) = 'Tracking ' AND length(note) > 9;
-- @end
-- @postgres
UPDATE order_status_history SET args = json_build_object('number', substr(note, 10))::text, note = 'Tracking {number}'
  WHERE substr(note, 1, 9) = 'Tracking ' AND length(note) > 9;
-- @end
