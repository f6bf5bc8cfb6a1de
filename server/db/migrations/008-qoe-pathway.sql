-- CDN failover in the QoE records (POST /qoe): the content steering pathway (the CDN) that
-- delivered the view's last fragment, and how often the delivering pathway changed in the view.
-- NULL where the record has none: a stream on one CDN (pathway), a player older than the fields.
ALTER TABLE qoe_records ADD COLUMN pathway TEXT;
ALTER TABLE qoe_records ADD COLUMN pathway_switches INTEGER;
