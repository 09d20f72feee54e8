-- OCR pages keep their mean word confidence; formats without pages (DOCX) say so.
ALTER TABLE pages ADD COLUMN ocr_confidence real;
ALTER TABLE documents ADD COLUMN paginated boolean NOT NULL DEFAULT true;
