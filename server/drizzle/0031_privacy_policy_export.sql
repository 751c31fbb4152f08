-- §25.2: the privacy policy's sentence on "Download my data" names every section of the file (repairs, reviews and
-- newsletter consent joined it). Only that sentence is rewritten, and only where it still reads as the seed wrote
-- it: the rest of an owner's edited policy is left as it is. A fresh database gets the text from the seed.
UPDATE "content_pages" SET "body" = replace("body", 'gives you one file (JSON) with your profile, addresses, orders, returns, wishlist, stock alerts and the emails we sent you,', 'gives you one file (JSON) with your profile, addresses, orders, returns, repairs, reviews, wishlist, stock alerts, newsletter consent and the emails we sent you,')
WHERE "slug" = 'privacy-policy' AND position('gives you one file (JSON) with your profile, addresses, orders, returns, wishlist, stock alerts and the emails we sent you,' in "body") > 0;
