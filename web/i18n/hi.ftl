# पचीसी — हिन्दी. शब्दावली: docs/i18n.md. संदर्भ: web/i18n/en.ftl.

## The page around every screen (index.html marks its texts with data-t).
app-name = पचीसी
app-skip = सीधे खेल पर जाएँ
app-loading = लोड हो रहा है…
nav-main = मुख्य
nav-new_game = नया खेल
nav-replay = रीप्ले
error-api = { $code }: { $message }
error-http = HTTP { $status }

## Seats: colour names (the board's colours), compass arms.
seat-0 = लाल
seat-1 = हरा
seat-2 = पीला
seat-3 = नीला
seat-other = सीट { $n }
seat-with_number = { $seat } (सीट { $n })
arm-N = उ
arm-E = पू
arm-S = द
arm-W = प

## Settings.
speed-label = एनिमेशन
speed-normal = सामान्य
speed-fast = तेज़
speed-off = बंद
copy-button = कॉपी करें
copy-done = कॉपी हो गया
copy-announce = लिंक कॉपी हो गया
copy-prompt = यह लिंक कॉपी करें:

## Lobby.
lobby-title = पचीसी — नया खेल
lobby-heading = नया खेल
lobby-game = खेल
lobby-players = खिलाड़ी
lobby-teams = टीमें (4 खिलाड़ी: आमने-सामने की सीटें साथी हैं)
lobby-seat_bot = बॉट: { $level }
lobby-options = सभी विकल्प
lobby-options_changed =
    { $count ->
        [one] सभी विकल्प ({ $count } विकल्प बदला गया)
       *[other] सभी विकल्प ({ $count } विकल्प बदले गए)
    }
lobby-options_intro = चुने गए खेल का हर नियम यहाँ बदला जा सकता है। हर नियंत्रण खेल के मानक मान से शुरू होता है; केवल जो आप बदलते हैं वही भेजा जाता है।
lobby-options_reset = खेल के मानक मानों पर लौटें
lobby-option_default = { $value } (मानक)
lobby-option_allowed = अनुमत: { $allowed }
lobby-option_changed = बदला गया
lobby-create = खेल बनाएँ
lobby-replay_link = रिकॉर्ड का रीप्ले

## lobby, finished (issue 13): game cards, seats in words, clock bot (web/lobby.js)
lobby-variant-pachisi = पारंपरिक खेल, छह कौड़ियों से: 6, 10 और 25 गोटी को अंदर लाते हैं और फिर से फेंकने देते हैं; किले सुरक्षित हैं।
lobby-variant-pachisi-seven = सात कौड़ियाँ: 10, 25 और 30 गोटियाँ अंदर लाते हैं; एक ही तरह के फिर-फेंको दाँव लगातार तीन बार आएँ तो रद्द; बड़े दाँव पर प्यादा (एक अतिरिक्त कदम) मिलता है।
lobby-variant-chopat = सौराष्ट्र का खेल: सात कौड़ियाँ, बिसात पर दक्षिणावर्त, फूल सुरक्षित हैं।
lobby-variant-chaupar = कौड़ियों की जगह तीन लंबे पासे; गोटियाँ बिसात पर ही शुरू होती हैं और कोई खाना सुरक्षित नहीं।
lobby-variant_players_teams = { $min } से { $max } खिलाड़ी; 4 हों तो साथियों की दो टीमें
lobby-variant_players_alone = { $min } से { $max } खिलाड़ी, हर कोई अकेला
lobby-rules_of = { $name } कैसे खेलें
lobby-teams_four_only = टीमों के लिए 4 खिलाड़ी चाहिए
lobby-seats_who = कौन खेलेगा
lobby-seat_person = व्यक्ति
lobby-seat_words_you = { $seat } — आप
lobby-seat_words_you_named = { $seat } — आप ({ $name })
lobby-seat_words_friend = { $seat } — कोई मित्र (निमंत्रण लिंक)
lobby-seat_words_bot = { $seat } — बॉट, { $level }: { $about }
lobby-bot-easy = आधी चालें सोच-समझकर, आधी बेतरतीब
lobby-bot-medium = आगे सोचे बिना, अभी जो चाल सबसे अच्छी लगे वही चलता है
lobby-bot-hard = आने वाले दाँव ध्यान में रखकर आगे की सोचता है
lobby-bot-expert = सबसे दूर तक आगे सोचता है; ज़्यादातर खेलों में कठिन से मज़बूत
lobby-partners = साथी: { $a } मिलकर { $b } के विरुद्ध खेलते हैं।
lobby-two_colours = दो खिलाड़ी हों तो हर कोई आमने-सामने के दो रंग एक टीम की तरह खेलता है।
lobby-seats_help = खेल बनने पर हर व्यक्ति की सीट को एक निमंत्रण लिंक मिलता है; आप इस ब्राउज़र से कई सीटें भी खेल सकते हैं।
lobby-clock_bot = समय ख़त्म होने पर यह बॉट खेलेगा:
lobby-level_option = { $level } — { $about }

## Play now, Continue and My games at the top of the lobby (web/lobby.js, issue 26).
play-heading = अभी खेलें
play-mode = किसके साथ
play-vs_bots = बॉट से खेलें
play-with_friends = दोस्तों के साथ खेलें
play-players = खिलाड़ी
play-level = बॉट
play-what_bots =
    { $count ->
        [one] कोई खेल चुनें: आप बनाम एक बॉट ({ $level }), खेल के सामान्य नियमों से।
       *[other] कोई खेल चुनें: आप बनाम { $count } बॉट ({ $level }), खेल के सामान्य नियमों से।
    }
play-what_friends =
    { $count ->
        [one] कोई खेल चुनें: आप और एक दोस्त; उसे भेजने के लिए आपको एक लिंक मिलेगा।
       *[other] कोई खेल चुनें: आप और { $count } दोस्त; हर एक को भेजने के लिए आपको एक लिंक मिलेगा।
    }
play-last = पिछली बार खेला
play-starting = शुरू हो रहा है…
play-more_options = और विकल्प: हर नियम, कौन कहाँ बैठे, घड़ी, खुली मेज़
continue-heading = जारी रखें
continue-what = { $game }, { $rivals } के विरुद्ध
mygames-you = आप
mygames-you_named = { $name } (आप)
mygames-bot = बॉट ({ $level })
mygames-you_won = आप जीते
mygames-won = { $who } जीते
mygames-your_turn = आपकी बारी
mygames-show_all =
    { $count ->
        [one] सब दिखाएँ ({ $count } खेल)
       *[other] सभी { $count } खेल दिखाएँ
    }
mygames-show_fewer = कम दिखाएँ
created-fairness = निष्पक्षता
created-fairness_help = सर्वर ने इस खेल के सारे दाँव पहले दाँव से पहले ही तय कर दिए। यह उसके गुप्त बीज की छाप है; खेल ख़त्म होने पर बीज दिखाया जाता है, ताकि कोई भी हर दाँव जाँच सके।
created-local_title = ये लिंक सिर्फ़ इसी कंप्यूटर पर चलते हैं: सर्वर केवल इस कंप्यूटर के अपने पते पर सुन रहा है।
created-local_fix = घर के नेटवर्क पर दोस्तों के लिए सर्वर को { $command } से शुरू करें और पेज को उस नेटवर्क पते पर खोलें जो वह छापता है; तब लिंक उसी पते का उपयोग करेंगे।
created-local_internet = इंटरनेट पर दोस्तों के लिए सर्वर को TLS वाले रिवर्स प्रॉक्सी के पीछे रखें, जैसा { $docs } में बताया गया है।

## Option groups, by the first rule ID of each option (docs/rules.md).
group-board = बिसात और रास्ता (§2)
group-throws = दाँव (§3)
group-turns = बारी, हर खेल में (T-…)
group-pachisi = पचीसी के नियम (P-…)
group-chopat = चोपाट के नियम (C-…)
group-chaupar = चौपड़ के नियम (K-…)
group-length = खेल की लंबाई

## Option labels (the server adds each option's meaning below its control).
option-table = दाँव और उनके मान
option-mouth_up_p = कौड़ी के मुँह ऊपर गिरने की संभावना
option-seven_high = छह मुँह ऊपर (सात कौड़ियों की तालिका) का मान
option-chopat_ends = कोई मुँह ऊपर नहीं (चोपाट तालिका) का मान
option-dice_faces = हर लंबे पासे के फलक
option-track = रास्ता
option-safe_squares = सुरक्षित खाने
option-flower_in_middle = हर भुजा का बीच वाला फूल
option-order = कौन शुरू करे
option-accumulate = बारी के सारे दाँव रखें, फिर चलें
option-stack_moves = एक साथ खड़ी गोटियाँ साथ चल सकती हैं
option-forfeit = काम न आने वाले दाँव की क़ीमत
option-pass = खिलाड़ी चाल छोड़ सकता है
option-streak = तीन दाँवों की लड़ी
option-streak_penalty = लड़ी रद्द करती है
option-bonus = अतिरिक्त कदम (प्यादा, पेघेडु)
option-bonus_values = अतिरिक्त कदम दिलाने वाले दाँव
option-capture_again = गोटी मारने पर एक और दाँव
option-enter = अंदर आती गोटी
option-enter_any = कोई भी दाँव गोटी अंदर ला सकता है
option-first_free = सीट की पहली गोटी किसी भी दाँव पर अंदर आती है
option-seven_fourteen = 7 और 14 गोटी अंदर नहीं ला सकते
option-castle_exclusive = विरोधी के सुरक्षित खाने पर रुकना मना
option-castle_single = हर सुरक्षित खाने पर एक ही गोटी
option-block_two = सुरक्षित खाने पर दो गोटियाँ उसे रोक देती हैं
option-capture_stacks = गोटियों का ढेर मारा जा सकता है
option-must_capture = घर जाने से पहले गोटी मारना ज़रूरी (तोड़)
option-revenge = बदले की मार पिछली मार का हक़ रद्द करती है
option-fool = गंडु काढी: जीत चुकी सीट फिर बाहर आती है
option-partner_moves = जीत चुकी सीट के दाँव साथी चलता है
option-triple = तीन एक-जैसे पासे दोगुना चलाते हैं
option-start_steps = गोटियाँ इन कदमों पर शुरू होती हैं
option-rank_all = पहले विजेता के बाद भी खेलते रहें
option-max_turns = बारियों की सीमा

## The "Game created" panel.
created-heading = खेल बन गया
created-intro = हर खिलाड़ी को उसका लिंक भेजें (उसमें उसकी सीट की गुप्त कुंजी है), या इस ब्राउज़र से कई सीटें खेलें।
created-invite_label = { $seat } के लिए निमंत्रण लिंक
created-play_seat = यह सीट यहाँ खेलें
created-spectators = दर्शक
created-spectator_label = दर्शक लिंक
created-play_all = सभी मानव सीटें यहीं खेलें (बारी-बारी एक ही उपकरण पर)
created-watch = बॉटों को खेलते देखें
created-commitment = निष्पक्षता प्रतिबद्धता: { $commitment }

## The game page.
game-title = पचीसी
game-title_state = { $banner } — पचीसी
game-title_your_turn = ▶ { $banner } — पचीसी
game-cannot_open = खेल { $id } नहीं खुल सका: { $message }
game-reconnecting = कनेक्शन टूट गया; फिर से जुड़ रहे हैं…
banner-over = खेल ख़त्म
banner-over_seat = खेल ख़त्म: { $seat } की जीत
banner-over_seat_adjudicated = खेल ख़त्म: { $seat } की जीत (दूरी से निर्णय)
banner-over_team = खेल ख़त्म: { $seats } की टीम की जीत
banner-over_team_adjudicated = खेल ख़त्म: { $seats } की टीम की जीत (दूरी से निर्णय)
banner-damaged = यह खेल रुका हुआ है: { $reason }
banner-damaged_unknown = यह खेल रुका हुआ है: यह ख़राब हो गया है
banner-waiting = { $seats } के जुड़ने की प्रतीक्षा
banner-move = चाल: { $seat }
banner-move_bot = चाल: { $seat } (बॉट)
banner-move_you = चाल: { $seat } (आप)
banner-throw = फेंकने की बारी: { $seat }
banner-throw_bot = फेंकने की बारी: { $seat } (बॉट)
banner-throw_you = फेंकने की बारी: { $seat } (आप)
banner-order = शुरुआत तय करने के लिए फेंकें: { $seat }
banner-order_bot = शुरुआत तय करने के लिए फेंकें: { $seat } (बॉट)
banner-order_you = शुरुआत तय करने के लिए फेंकें: { $seat } (आप)
throw-button = फेंकें
throw-none = अभी कोई दाँव नहीं
throw-last = { $seat }: { $value }
throw-last_up = { $seat }: { $value } ({ $up } मुँह ऊपर)
throw-dice = पासे { $faces }
throw-cowries =
    { $count ->
        [one] { $count } में से { $up } कौड़ी मुँह ऊपर
       *[other] { $count } में से { $up } कौड़ियाँ मुँह ऊपर
    }
tray-label = रखे हुए दाँव
tray-kept = रखे हुए:
moves-label = चालें
moves-choose = कोई गोटी या चाल चुनें:
moves-of_piece = { $seat } गोटी { $piece } की चालें:
moves-of_stack = { $seat } ढेर (गोटियाँ { $pieces }) की चालें:
moves-with_value = { $value } से चालें:
moves-show_all = सभी चालें दिखाएँ (Esc)
moves-hint = सुझाव
move-pass = चाल छोड़ें (बचे हुए दाँव छोड़ दें)
move-captures = { $move }, मारती है: { $captured }
move-captured_piece = { $seat } { $piece }
move-stack = { $move } (ढेर)
move-triple = { $move } (तिकड़ी)
hint-heading = सुझाव (सबसे अच्छा पहले):
hint-item = { $move } — जीत की संभावना { $percent }%
players-heading = खिलाड़ी
players-line = { $seat } (सीट { $n }, { $arm }) — { $status }
players-line_team = { $seat } (सीट { $n }, { $arm }) — { $status }, टीम { $team }
players-line_no_arm = { $seat } (सीट { $n }) — { $status }
players-line_team_no_arm = { $seat } (सीट { $n }) — { $status }, टीम { $team }
players-finished = { $line } ✓ पूरा
players-to_move = (चाल इनकी)
players-bot = बॉट { $bot }
players-you = आप
players-joined = जुड़ गए
players-not_joined = नहीं जुड़े
log-heading = विवरण
log-label = चालों का विवरण
log-entry = { $seat }: { $text }
say-captures = { $seat } ने मारा: { $captured }
say-captured_piece = { $seat } गोटी { $piece }
say-enters = { $seat }: एक गोटी अंदर आई
say-home = { $seat }: एक गोटी घर पहुँची
say-your_move = आपकी बारी: { $seat } की चाल
say-your_throw = आपकी बारी: { $seat } फेंके
footer-record = रिकॉर्ड डाउनलोड करें
footer-replay = रीप्ले
footer-new_game = नया खेल
footer-commitment = प्रतिबद्धता { $commitment }
footer-seed = बीज { $seed } — { $command } से जाँचें
footer-fairness = निष्पक्षता
footer-rematch = फिर से खेलें
footer-join_rematch = नए खेल में जुड़ें

## The board.
board-label = { $variant } की बिसात
board-home = घर
piece-waiting = { $seat } गोटी { $piece }, प्रतीक्षा में
piece-home = { $seat } गोटी { $piece }, घर में
piece-on_step = { $seat } गोटी { $piece }, { $togo } बाक़ी
piece-on_step_fool = { $seat } गोटी { $piece }, पीछे लौटती (गंडु)
piece-with_moves = { $label }, चल सकती है { $values }

## See every move (issue 12): the board's stacks, and the sound toggle (web/sound.js).
board-stack =
    { $count ->
        [one] यहाँ { $count } गोटी
       *[other] यहाँ { $count } गोटियाँ
    }
sound-label = आवाज़
sound-turn_on = आवाज़ चालू करें
sound-turn_off = आवाज़ बंद करें

## Notices (web/notify.js): the tab's title while the page is in the background, the system notification, the setting.
notice-turn_tab = ● आपकी बारी — पचीसी
notice-turn_heading = पचीसी में आपकी बारी
notice-invite_tab = ● आपको न्योता मिला — पचीसी
notices-label = सूचनाएँ
notices-turn_on = जब मेरी बारी हो और यह पेज पीछे हो, तब मुझे सूचना भेजें
notices-turn_off = सूचनाएँ बंद करें
notices-blocked = यह ब्राउज़र इस साइट की सूचनाएँ रोकता है: उन्हें ब्राउज़र की साइट सेटिंग में चालू करें

## The offline page (web/offline.html), shown when the server cannot be reached.
offline-title = पचीसी — ऑफ़लाइन
offline-heading = पचीसी सर्वर तक नहीं पहुँच पा रहे
offline-needs = यहाँ सब कुछ सर्वर से चलता है: खेलना, लोगों के साथ या बॉट के साथ, लॉबी और उसकी खुली मेज़ें, रीप्ले और समीक्षा, नियम और पाठ।
offline-works = सर्वर के बिना कुछ नहीं चलता, बॉट के साथ खेल भी नहीं। आपके खेल सर्वर पर रखे हैं और सर्वर मिलते ही वहीं से आगे चलेंगे।
offline-retry = फिर कोशिश करें

## No needless clicks (issue 26): automatic play and the keyboard shortcuts (web/autoplay.js).
auto-group = अपने-आप खेल
auto-move = अपने-आप चाल
auto-move_title = जब एक ही चाल हो, तो वह अपने-आप चली जाए
auto-move_on = अपने-आप चाल चालू: अकेली चाल अपने-आप चली जाएगी
auto-move_off = अपने-आप चाल बंद
auto-throw = अपने-आप फेंकना
auto-throw_title = आपकी फेंकने की बारी आने पर दाँव अपने-आप फेंका जाए
auto-throw_on = अपने-आप फेंकना चालू: आपके दाँव अपने-आप फेंके जाएँगे
auto-throw_off = अपने-आप फेंकना बंद
auto-only_move = केवल एक चाल: { $move }। यह अपने-आप चली जाएगी
auto-only_pass = { $values } से कोई गोटी नहीं चल सकती: आपकी चाल छूटती है
tutor-group = शिक्षक
tutor-switch = शिक्षक
tutor-switch_title = बॉट के अनुमान से जीत की संभावना बहुत घटाने वाली चाल से पहले चेतावनी दें
tutor-on = शिक्षक चालू: महँगी चाल से पहले चेतावनी देगा
tutor-off = शिक्षक बंद
tutor-threshold = इतनी हानि से चेतावनी
tutor-threshold_option = { $percent }%
tutor-title = शिक्षक दोबारा सोचने को कहता है
tutor-your_move = आपकी चाल: { $move }।
tutor-cost = बॉट के अनुमान से यह चाल आपकी जीत की संभावना लगभग { $percent }% घटा देती है ({ $best }% के बजाय { $mine }%)।
tutor-best = बॉट की सबसे अच्छी चाल, बोर्ड पर दिखाई गई: { $move }।
tutor-explain = यह एक जल्दी का अनुमान है जो इस चाल के अंत तक देखता है, पूरा विश्लेषण नहीं: यह गलत भी हो सकता है।
tutor-back = फिर से चुनें
tutor-play = फिर भी चलें
keys-line = कुंजियाँ: { $throw } फेंकें · { $kept } रखा हुआ दाँव · { $clear } चुनाव हटाएँ · { $help }
keys-open = सभी कुंजियाँ
keys-title = कीबोर्ड शॉर्टकट
keys-throw = फेंकें
keys-kept = रखा हुआ दाँव चुनें: 1 पहला, 2 दूसरा…
keys-clear = चुना हुआ दाँव या गोटी हटाएँ
keys-tab = चल सकने वाली गोटियों और चालों पर जाएँ; Enter चुनी हुई चाल चलता है
keys-help = यह सूची दिखाएँ
keys-close = बंद करें

## The replay page.
replay-title = पचीसी — रीप्ले
replay-heading = रिकॉर्ड का रीप्ले
replay-file = रिकॉर्ड फ़ाइल (“रिकॉर्ड डाउनलोड करें” या pachisi record से):
replay-not_json = JSON नहीं: { $message }
replay-stops = रिकॉर्ड यहाँ रुकता है: { $error }
replay-slider = घटना
replay-caption = { $i } / { $last }: { $text }
replay-caption_start = { $i } / { $last }: शुरुआत
replay-controls = रीप्ले नियंत्रण
replay-first = पहली
replay-first_label = पहली घटना
replay-prev = ◀ पिछली
replay-prev_label = पिछली घटना
replay-next = अगली ▶
replay-next_label = अगली घटना
replay-last = आख़िरी
replay-last_label = आख़िरी घटना
replay-play = चलाएँ
replay-pause = रोकें
replay-result = परिणाम: { $ranking }
replay-result_adjudicated = परिणाम: { $ranking } (दूरी से निर्णय)
replay-unfinished = खेल पूरा नहीं हुआ

## game review (issue 14): the review on the replay page (web/replay.js) and its link on the result panel
over-analyse = विश्लेषण
review-heading = खेल की समीक्षा
review-explain = हर निर्णय को कई बार खेलकर देखता है कि किन चालों से जीत की संभावना घटी।
review-start = इस खेल का विश्लेषण करें
review-retry = फिर कोशिश करें
review-started = खेल का विश्लेषण हो रहा है…
review-starting = समीक्षा शुरू हो रही है…
review-queued = समीक्षा की कतार में प्रतीक्षा (आगे: { $ahead })…
review-progress = विश्लेषण… { $of } में से { $done } रोलआउट
review-progress_label = समीक्षा की प्रगति
review-ready = समीक्षा तैयार है।
review-busy = समीक्षा अभी शुरू नहीं हो सकती: { $message }
review-failed = समीक्षा विफल रही: { $message }
review-not_over = खेल ख़त्म होने के बाद ही उसका विश्लेषण हो सकता है।
review-graph_label =
    { $count ->
        [one] पूरे खेल में जीत की संभावना: { $count } समीक्षित निर्णय, { $marked } चिह्नित। स्लाइडर और चिह्नित चालों की सूची एक ही घटनाओं तक ले जाते हैं।
       *[other] पूरे खेल में जीत की संभावना: { $count } समीक्षित निर्णय, { $marked } चिह्नित। स्लाइडर और चिह्नित चालों की सूची एक ही घटनाओं तक ले जाते हैं।
    }
review-legend_below = { $side }: जीत की संभावना, रेखा के नीचे
review-legend_above = { $side }: रेखा के ऊपर
review-legend_seat = { $seat }: अपनी चालों पर जीत की संभावना
review-mark-inaccuracy = अशुद्धि
review-mark-mistake = ग़लती
review-mark-blunder = भारी भूल
review-action_enter = गोटी { $piece } को { $value } से अंदर लाएँ
review-action_move = गोटी { $piece } को { $value } चलाएँ
review-action_enter_partner = { $seat } की गोटी { $piece } को { $value } से अंदर लाएँ
review-action_move_partner = { $seat } की गोटी { $piece } को { $value } चलाएँ
review-action_stack = गोटी { $piece } के खाने की गोटियाँ { $value } चलाएँ
review-action_triple = गोटी { $piece } समेत तीन गोटियाँ { $value } की तिकड़ी पर चलाएँ
review-action_pass = चाल छोड़ें
review-no_decision = यह समीक्षित निर्णय नहीं है: किसी चाल पर जाएँ, या ग्राफ़ या सूची में से एक चुनें।
review-note = { $move }। सबसे अच्छी: { $best } (जीत की संभावना { $before } → { $after }, −{ $loss })।
review-note_best = { $move }: मिली सबसे अच्छी चाल (जीत की संभावना { $before })।
review-note_forced = { $move }: एकमात्र चाल।
review-note_unreviewed = { $move }: समीक्षा नहीं हुई (समीक्षा का समय ख़त्म हो गया)।
review-summary_caption = हर खिलाड़ी
review-col_player = खिलाड़ी
review-col_decisions = समीक्षित निर्णय
review-col_mean_loss = औसत हानि
review-col-inaccuracy = अशुद्धियाँ
review-col-mistake = ग़लतियाँ
review-col-blunder = भारी भूलें
review-marked_heading = चिह्नित चालें
review-marked_item = घटना { $n } · { $mark }: { $move } (−{ $loss })
replay-heading_game = रीप्ले और समीक्षा
replay-open_other = कोई दूसरा रिकॉर्ड खोलें
replay-result_wins = { $who } जीते
replay-result_wins_then = { $who } जीते · फिर { $rest }
replay-result_win = { $who } जीते
replay-result_win_then = { $who } जीते · फिर { $rest }
replay-result_adjudicated_note = { $text } (चालों की सीमा पर खेल ख़त्म हुआ)
review-bot_name = { $seat } बॉट ({ $level })
review-marked_row = बारी { $turn } · { $player } · { $mark }: { $move } (−{ $loss })
review-note_who = बारी { $turn }, { $player }:
review-stand_in = खिलाड़ी के दूर रहने पर एक सहायक बॉट ({ $level }) ने चली; गिनी नहीं गई
review-exact = सटीक: अंतिम स्थितियों की तालिका से अंत तक गिनी गई दौड़
review-method_exact = अंतिम स्थितियों की तालिका से सटीक आँके गए फ़ैसले (दौड़; बिना खेलकर देखे): { $count }।
review-stand_in_count = सहायक बॉट की चालें, गिनी नहीं गईं: { $count }
review-col_accuracy = सटीकता
review-luck_heading = पासों का भाग्य
review-luck_line = { $throws } फेंकों से जीत की संभावना के { $points } अंक
review-luck_explain = भाग्य वह है जो हर फेंक ने आ सकने वाले फेंकों की तुलना में जीत की अनुमानित संभावना में दिया (+) या लिया (−) (GNU Backgammon की भाग्य रेटिंग की तरह): ग्राफ़ का ज़्यादातर उतार-चढ़ाव पासों से है, चालों से नहीं। यह एक मोटा अनुमान है, खेल के नियमों के हिसाब से मापा गया, और परिणाम का केवल एक हिस्सा समझाता है।
review-no_marks = कोई चाल चिह्नित नहीं हुई।
review-incomplete = यह समीक्षा अधूरी है: हर निर्णय के सारे रोलआउट होने से पहले समय ख़त्म हो गया, इसलिए इसके आँकड़े मोटे हैं और कुछ निर्णयों की समीक्षा नहीं हुई।
review-thresholds = कोई चाल तब चिह्नित होती है जब रोलआउट, अपनी त्रुटि-सीमा के निचले छोर पर भी, दिखाते हैं कि उसने सबसे अच्छी चाल के मुक़ाबले कम से कम { $inaccuracy } जीत की संभावना खोई: अशुद्धि; { $mistake } से ग़लती, { $blunder } से भारी भूल।
review-method =
    { $count ->
        [one] हर विकल्प को “{ $policy }” बॉट ने अंत तक अधिकतम { $count } बार खेला (कुल { $total } खेल)।
       *[other] हर विकल्प को “{ $policy }” बॉट ने अंत तक अधिकतम { $count } बार खेला (कुल { $total } खेल)।
    }

## friends (names, invites, my games, open tables, clock, presence, chat: web/friends.js, web/lobby.js)
friends-named = { $name } ({ $seat })
friends-board_label = { $name } (सीट { $n })
friends-your_name = आपका नाम
friends-your_name_help = दूसरे खिलाड़ियों को दिखता है; इसी ब्राउज़र में रखा जाता है।
friends-name_prompt = दूसरे खिलाड़ियों के लिए आपका नाम:
friends-name_save = सहेजें
friends-name_skip = अभी नहीं
friends-public = खुली मेज़ के रूप में दिखाएँ (कोई भी ख़ाली सीट ले सकता है)
friends-spectator_chat = दर्शक भी बातचीत में लिख सकें (पढ़ तो वे हमेशा सकते हैं)
friends-clock_label = हर निर्णय का समय
friends-clock_0 = कोई घड़ी नहीं
friends-clock_30 = 30 सेकंड
friends-clock_120 = 2 मिनट
friends-clock_86400 = 1 दिन
friends-clock_help = किसी खिलाड़ी का समय ख़त्म होने पर, उसके लौटने तक एक बॉट उसकी जगह खेलता है।
friends-clock = { $seat }: { $time } बाक़ी
friends-clock_you = आपका समय: { $time } बाक़ी
friends-away = { $seat } दूर हैं: उनके लौटने तक एक बॉट उनकी जगह खेलता है।
friends-away_you = आपका समय ख़त्म हो गया: एक बॉट आपकी जगह खेल रहा है।
friends-back = मैं लौट आया
friends-left = { $name } चले गए
friends-is_back = { $name } लौट आए
friends-presence_label = मेज़ पर खिलाड़ी
friends-online = जुड़े हैं
friends-offline = नहीं जुड़े
friends-not_joined = अभी नहीं जुड़े
friends-mute = { $seat } को म्यूट करें
friends-unmute = { $seat } को अनम्यूट करें
friends-chat_heading = बातचीत
friends-chat_label = बातचीत के संदेश
friends-chat_open = बातचीत
friends-toasts_label = बातचीत के नए संदेश
friends-chat_close = बातचीत छिपाएँ
friends-chat_unread =
    { $count ->
        [one] बातचीत ({ $count } नया)
       *[other] बातचीत ({ $count } नए)
    }
friends-chat_input = बातचीत का संदेश
friends-chat_placeholder = कुछ कहें…
friends-chat_send = भेजें
friends-chat_left =
    { $count ->
        [one] { $count } अक्षर बाक़ी
       *[other] { $count } अक्षर बाक़ी
    }
friends-reactions = त्वरित प्रतिक्रियाएँ
friends-spectator = दर्शक
friends-line_who = { $who }:
friends-line_who_spectator = { $who } (देख रहे हैं):
friends-show_spectators = दर्शकों की बातचीत दिखाएँ
friends-spectators_read_only = दर्शक बातचीत पढ़ सकते हैं।
friends-rate_limited = आप बहुत जल्दी-जल्दी संदेश भेज रहे हैं; थोड़ा रुककर फिर कोशिश करें।
friends-too_large = यह संदेश बहुत लंबा है (अधिकतम 200 अक्षर)।
friends-share = साझा करें
friends-share_title = मेरे पचीसी खेल में जुड़ें
friends-qr = QR कोड
friends-qr_label = { $seat } के निमंत्रण लिंक का QR कोड
friends-invite_heading = निमंत्रण
friends-invite_intro = ये सीटें अभी ख़ाली हैं। हर मित्र को उसका लिंक भेजें; सबके जुड़ते ही यह पैनल हट जाएगा।
friends-my_games = मेरे खेल
friends-my_games_empty = इस ब्राउज़र में आप जो खेल बनाते, खेलते या देखते हैं, वे यहाँ दिखते हैं।
friends-role_created = आपने बनाया
friends-role_joined = आप खेलते हैं
friends-role_watched = आप देखते हैं
friends-status_waiting = खिलाड़ियों की प्रतीक्षा
friends-status_playing = चल रहा है
friends-status_over = खेल ख़त्म
friends-status_damaged = रुका हुआ
friends-to_move = चाल: { $seat }
friends-invites = निमंत्रण
friends-gone = { $id }: अब इस सर्वर पर नहीं
friends-forget = भूल जाएँ
friends-forget_label = खेल { $id } भूल जाएँ
friends-open_tables = खुली मेज़ें
friends-open_tables_empty = अभी कोई खुली मेज़ नहीं।
friends-refresh = ताज़ा करें
friends-table_line = { $variant }, { $players } खिलाड़ी: { $names }
friends-free_seats =
    { $count ->
        [one] { $count } ख़ाली सीट: { $seats }
       *[other] { $count } ख़ाली सीटें: { $seats }
    }
friends-table_clock = घड़ी: हर निर्णय के लिए { $clock }
friends-seconds =
    { $count ->
        [one] { $count } सेकंड
       *[other] { $count } सेकंड
    }
friends-join = जुड़ें
friends-join_label = { $variant } की मेज़ पर { $seat } बनकर जुड़ें
friends-nobody = अभी कोई नहीं

## learn: the first-game lesson (/learn, web/learn.js) and its offer in the lobby (LearnOffer)
learn-offer-title = पचीसी में नए हैं?
learn-offer-text = 3 मिनट का पाठ खेलें: असली बिसात पर चालें आप चलते हैं, और हर चाल समझाई जाती है।
learn-offer-start = पाठ खेलें
learn-offer-dismiss = नहीं, धन्यवाद
learn-offer-dismissed = पाठ जब चाहें /learn पर मिलेगा।
learn-title = खेलना सीखें — पचीसी
learn-cannot_open = पाठ नहीं दिखाया जा सकता: { $message }
learn-progress = चरण { $n } / { $count }
learn-progress_done = पाठ पूरा
learn-skip = पाठ छोड़ें
learn-nav = पाठ के चरण
learn-back = पीछे
learn-next = आगे
learn-finish = समाप्त
learn-redo = यह चरण फिर करें
learn-try_again = फिर कोशिश करें
learn-rule_more = नियम पढ़ें
learn-rule_more_label = नियम पढ़ें: इस चरण का नियम, नियमों के पन्ने पर (नए टैब में खुलता है)
learn-kept = आपके दाँव:
learn-kept_label = आपके रखे हुए दाँव
learn-moves = आपकी चालें
learn-choose = अपनी कोई गोटी, उसका अगला खाना, या कोई चाल चुनें:
learn-right = शाबाश!
learn-wrong = सबसे अच्छी चाल नहीं:
learn-table_label = हर दाँव का मान
learn-table_again = (फिर फेंकें)
learn-table_note = { $again } (मोटे अक्षरों में) पर फिर से फेंकने को मिलता है।
learn-step-throw-title = कौड़ियाँ फेंकें
learn-step-throw-intro = पचीसी पासों की जगह { $shells } कौड़ियों से खेली जाती है। उन्हें फेंकें और गिनें कि कितनी मुँह ऊपर गिरीं: तालिका दाँव का मान बताती है।
learn-step-throw-do = “फेंकें” दबाएँ।
learn-step-throw-again =
    { $count ->
        [one] { $count } कौड़ी मुँह ऊपर: { $value }। { $value } पर फिर से फेंकने को मिलता है — “फेंकें” एक बार और दबाएँ।
       *[other] { $count } कौड़ियाँ मुँह ऊपर: { $value }। { $value } पर फिर से फेंकने को मिलता है — “फेंकें” एक बार और दबाएँ।
    }
learn-step-throw-last =
    { $count ->
        [one] { $count } कौड़ी मुँह ऊपर: { $value }। अब फेंकना पूरा हुआ। आपके दाँव { $values } रखे गए हैं; अब इन्हें एक-एक करके, हर एक को एक गोटी पर, इस्तेमाल करें।
       *[other] { $count } कौड़ियाँ मुँह ऊपर: { $value }। अब फेंकना पूरा हुआ। आपके दाँव { $values } रखे गए हैं; अब इन्हें एक-एक करके, हर एक को एक गोटी पर, इस्तेमाल करें।
    }
learn-step-throw-done = आप अपने दाँव रखते हैं और उन्हें एक-एक करके इस्तेमाल करते हैं।
learn-step-grace-title = कृपा-दाँव से गोटी अंदर लाएँ
learn-step-grace-intro = आपकी चार { $seat } गोटियाँ बिसात के पास, आपके कोने में, प्रतीक्षा करती हैं। केवल कृपा-दाँव — { $grace } — गोटी को बिसात पर लाता है: वह आपके आरंभ खाने पर (आपके रंग के घेरे वाला) रखी जाती है, और पूरा दाँव इसी में लग जाता है। आपके { $others } गोटी अंदर नहीं ला सकते।
learn-step-grace-do = अपने { $value } से एक गोटी अंदर लाएँ।
learn-step-grace-done = गोटी { $piece } आपके आरंभ खाने पर है। वहाँ से उसे { $togo } खाने चलने हैं: अपने बीच वाले स्तंभ में नीचे, बिसात का एक चक्कर वामावर्त, और फिर बीच वाले स्तंभ में ऊपर चारकोनी तक, जो घर है।
learn-step-move-title = अपने रास्ते पर चलें
learn-step-move-intro = एक दाँव एक गोटी को उसके पूरे मान जितना, खाना-दर-खाना, आगे चलाता है; वह कभी गोटियों में बँटता नहीं। आपकी गोटी { $piece } आपके आरंभ खाने पर है।
learn-step-move-do = इसे अपने { $value } से चलाएँ: जिस खाने तक पहुँचेगी वह चिह्नित है।
learn-step-move-done = गोटी { $piece } आपके रास्ते पर { $value } खाने चली और अब { $togo } बाक़ी हैं। हर गोटी एक ही तरह चलती है: अपने बीच वाले स्तंभ में नीचे, फिर क्रॉस के चारों ओर वामावर्त।
learn-step-capture-title = गोटी मारें
learn-step-capture-intro = { $victim } की गोटी { $vpiece } आपकी गोटी { $piece } से { $value } खाने आगे, एक साधारण खाने पर है। जहाँ विरोधी खड़ा हो वहाँ रुकें तो आप उसे मार देते हैं: वह बिसात से बाहर लौट जाती है और फिर से अंदर आने के लिए उसे कृपा-दाँव चाहिए। गोटी मारने पर आपको एक और दाँव भी मिलता है।
learn-step-capture-do = अपने { $value } से उसे मारें।
learn-step-capture-done = { $victim } की गोटी { $vpiece } बिसात से बाहर लौट गई, और आप फिर फेंकते हैं।
learn-step-castle-title = किले सुरक्षित हैं
learn-step-castle-intro = ✕ वाले खाने किले हैं। किले पर कोई गोटी मारी नहीं जा सकती, और विरोधी के कब्ज़े वाले किले पर कोई रुक नहीं सकता।
learn-step-castle-do = आपका { $value } दो में से किसी भी गोटी को चला सकता है। वह चाल चुनें जिससे आपकी कोई गोटी मारे जाने के ख़तरे में न रहे।
learn-step-castle-done = गोटी { $piece } किले पर है: वहाँ उसे कोई नहीं मार सकता, और आपकी कोई गोटी ख़तरे में नहीं है।
learn-step-exact-title = ठीक गिनती से घर
learn-step-exact-intro = गोटी केवल उतने ही खानों के दाँव से घर जाती है जितने उसके बाक़ी हों: जो दाँव उसे घर से आगे ले जाए, वह उस पर नहीं लग सकता। आपकी गोटी { $piece } के { $needed } खाने बाक़ी हैं।
learn-step-exact-do = आपने { $needed } फेंका: उस गोटी को घर लाएँ।
learn-step-exact-done = गोटी { $piece } ठीक गिनती से घर पहुँच गई।
learn-step-team-title = टीम बनकर खेलें
learn-step-team-intro = आपके सामने बैठे { $partner } आपके साथी हैं: आप मिलकर { $opponents } के विरुद्ध खेलते हैं। साथी एक-दूसरे को कभी नहीं मारते और किसी भी खाने पर साथ रह सकते हैं। जिस टीम की आठों गोटियाँ पहले घर पहुँचें, वह जीतती है। { $partner } पहले ही घर पहुँच चुके हैं; आपकी आख़िरी गोटी के { $needed } बाक़ी हैं।
learn-step-team-do = अपनी टीम के लिए खेल जीतें।
learn-step-team-done = आपकी टीम की आठों गोटियाँ घर पहुँच गईं: { $team } की जीत!
learn-why-pass = चाल छोड़ने से आपके सारे रखे हुए दाँव चले जाते हैं: कुछ नहीं चलता, और आपकी बारी ख़त्म।
learn-why-no_enter = इससे कोई गोटी बिसात पर नहीं आती।
learn-why-strands = गोटी { $piece } घर से एक खाना पहले रुक जाएगी। इस खेल में 1 का कोई दाँव नहीं है, इसलिए वह वहाँ से कभी घर नहीं पहुँच पाएगी।
learn-why-loses_throw = इसके बाद कोई गोटी आपके { $values } का इस्तेमाल नहीं कर पाएगी: वह बेकार जाएगा।
learn-why-no_capture = यह कुछ नहीं मारती: { $seat } की गोटी { $piece } बिसात पर रहती है, और आपको अतिरिक्त दाँव नहीं मिलता।
learn-why-exposed = गोटी { $piece } एक खुले खाने पर होगी जहाँ { $seat } की गोटी { $by } उसे { $value } से मार सकती है — { $percent } दाँव { $value } होते हैं।
learn-why-not_home = गोटी { $piece } को ठीक { $needed } चाहिए, और केवल { $percent } दाँव { $needed } होते हैं: जब तक है, इसका इस्तेमाल करें।
learn-why-other = यह चाल मान्य है, पर यह चरण इसके बारे में नहीं है।
learn-end-title = आप खेलने के लिए तैयार हैं
learn-end-intro = पहले खेल के लिए आपको बस इतना चाहिए:
learn-end-throw = कौड़ियाँ फेंकें और दाँव रखें; { $again } पर फिर फेंकने को मिलता है।
learn-end-grace = केवल कृपा-दाँव ({ $grace }) गोटी को बिसात पर लाता है।
learn-end-move = हर दाँव एक गोटी को उसके पूरे मान जितना आगे चलाता है।
learn-end-capture = विरोधी पर रुककर उसे बिसात से बाहर भेजें, और फिर फेंकें।
learn-end-castle = किले (✕) पर खड़ी गोटी मारी नहीं जा सकती।
learn-end-exact = गोटी केवल ठीक गिनती से घर जाती है।
learn-end-team = साथी आमने-सामने बैठते हैं और साथ जीतते हैं।
learn-end-play = अपना पहला खेल खेलें
learn-end-again = पाठ फिर से करें
learn-end-rules = पचीसी के सारे नियम

## rules and explanations

## The rules pages (/rules/PRESET, web/rules.js).
rules-title = { $name } कैसे खेलें — पचीसी
rules-heading = { $name } कैसे खेलें
rules-link = कैसे खेलें
rules-link_game = इस खेल के नियम
rules-cannot_open = ये नियम नहीं दिखाए जा सकते: { $message }
rules-other_games = दूसरे खेल:
rules-game_options = ये एक खेल के नियम हैं: “बदला गया” वाले नियम सामान्य { $name } से अलग हैं।
rules-name-pachisi = पचीसी
rules-name-pachisi-seven = सात कौड़ियों वाली पचीसी
rules-name-chopat = चोपाट
rules-name-chaupar = चौपड़
rules-h-goal = लक्ष्य
rules-h-board = बिसात
rules-h-turn = आपकी बारी
rules-h-throws = दाँव
rules-h-options = इस खेल का हर नियम
rules-goal-race = अपनी चार गोटियों को क्रॉस के आकार की बिसात का एक चक्कर लगवाकर वापस बीच में घर तक पहुँचाएँ।
rules-goal-teams = साथी आमने-सामने बैठते हैं ({ $pairs }) और मिलकर खेलते हैं: जिस टीम की आठों गोटियाँ पहले घर पहुँचें, वह जीतती है। साथी एक-दूसरे को कभी नहीं मारते और किसी भी खाने पर साथ रह सकते हैं।
rules-goal-alone = हर कोई अकेला खेलता है। जो चारों गोटियाँ पहले घर लाए, वह जीतता है; बाक़ी स्थानों के लिए खेलते रहते हैं।
rules-goal-alone_first = हर कोई अकेला खेलता है। जो चारों गोटियाँ पहले घर लाए, वह जीतता है।
rules-goal-players_two = दो खिलाड़ी हों तो हर कोई आमने-सामने के दो रंग एक टीम की तरह खेलता है।
rules-goal-order = कौन शुरू करे, यह देखने के लिए हर कोई एक बार फेंकता है: सबसे बड़ा दाँव शुरू करता है (बराबरी पर फिर फेंकें)। फिर खेल मेज़ के चारों ओर चलता है।
rules-goal-order_fixed = { $seat } शुरू करता है; फिर खेल मेज़ के चारों ओर चलता है।
rules-goal-max_turns = जो खेल { $count } बारियों तक पहुँच जाए, उसका निर्णय इससे होता है कि किसकी बची दूरी सबसे कम है।
rules-diagram = { $name } की बिसात: तीरों के साथ हर सीट का रास्ता, आरंभ खाने, सुरक्षित खाने और घर
rules-legend-road = { $seat } का रास्ता
rules-board-anticlockwise = हर रंगीन रेखा एक सीट का रास्ता है, तीर दिशा दिखाते हैं: बीच से सीट के अपने बीच वाले स्तंभ में नीचे, क्रॉस का एक चक्कर वामावर्त, फिर उसी बीच वाले स्तंभ में ऊपर चारकोनी तक।
rules-board-clockwise = हर रंगीन रेखा एक सीट का रास्ता है, तीर दिशा दिखाते हैं: सीट के आरंभ वाले फूल से क्रॉस का एक चक्कर दक्षिणावर्त, फिर अपने बीच वाले स्तंभ में ऊपर घर तक।
rules-board-start = सीट के रंग के घेरे वाला खाना उसका आरंभ खाना है, जहाँ उसकी गोटियाँ बिसात पर आती हैं।
rules-board-castles = ✕ वाले बारह खाने किले हैं: किले पर खड़ी गोटी मारी नहीं जा सकती।
rules-board-castles_exclusive = जिस किले पर विरोधी खड़ा हो, वहाँ कोई गोटी नहीं रुक सकती।
rules-board-castles_single = किले पर एक समय में एक ही गोटी रह सकती है।
rules-board-flowers = फूल कढ़े खाने फूल हैं: किसी भी रंग की गोटियाँ उन पर साथ रह सकती हैं, और वहाँ कोई मारा नहीं जाता।
rules-board-block_two = फूल पर एक रंग की दो गोटियाँ उसे रोक देती हैं: दूसरे उसके पार जा सकते हैं पर वहाँ रुक नहीं सकते।
rules-board-no_safe = इस खेल में कोई खाना सुरक्षित नहीं: गोटी चक्कर में कहीं भी मारी जा सकती है।
rules-board-home = हर भुजा का बीच वाला स्तंभ उस सीट का घर वाला स्तंभ है: किसी दूसरी सीट की गोटी वहाँ नहीं जाती, इसलिए उसमें गोटियाँ सुरक्षित हैं। बीच का भाग (चारकोनी) घर है।
rules-turn-throw_cowries = { $count } कौड़ियाँ फेंकें: कितनी मुँह ऊपर गिरीं, इससे दाँव का मान तय होता है (नीचे तालिका)। { $values } का दाँव फिर फेंकने देता है।
rules-turn-throw_dice = तीन लंबे पासे फेंकें, हर पासे पर { $faces }। हर पासा अपनी अलग चाल है: आप तीन गोटियाँ चला सकते हैं, या एक गोटी तीन बार। अतिरिक्त दाँव नहीं मिलते।
rules-turn-keep = आप अपनी बारी के सारे दाँव रखते हैं, फिर उन्हें एक-एक करके, किसी भी क्रम में, अपनी पसंद की गोटी पर इस्तेमाल करते हैं।
rules-turn-keep_off = अगला दाँव फेंकने से पहले हर दाँव इस्तेमाल होता है।
rules-turn-enter_centre = आपकी गोटियाँ रास्ते से बाहर, बीच (चारकोनी) से शुरू होती हैं — बिसात पर वे आपके कोने में प्रतीक्षा करती दिखती हैं। गोटी केवल { $values } के दाँव से बिसात पर आती है: वह आपके आरंभ खाने पर रखी जाती है, और वह दाँव उसी में लग जाता है।
rules-turn-enter_hand = आपकी गोटियाँ आपके हाथ में शुरू होती हैं। गोटी केवल { $values } के दाँव से बिसात पर आती है: वह आपके आरंभ वाले फूल पर रखी जाती है, और वह दाँव उसी में लग जाता है।
rules-turn-enter_full = अंदर आती गोटी दाँव के पूरे मान जितना चलती है।
rules-turn-first_free = आपकी सबसे पहली गोटी किसी भी दाँव से अंदर आ सकती है।
rules-turn-seven_fourteen = 7 और 14 फिर फेंकने देते हैं पर गोटी अंदर नहीं ला सकते; बिसात पर कोई गोटी न हो तो वे रद्द हैं।
rules-turn-start_on_board = आपकी चारों गोटियाँ खेल की शुरुआत में ही बिसात पर, आपके आरंभ खाने के पास होती हैं। मारी गई गोटी बीच में लौटती है (बिसात पर वह अपने कोने में प्रतीक्षा करती दिखती है) और किसी भी पासे से फिर अंदर आती है, जो उसी में लग जाता है।
rules-turn-move = एक दाँव एक गोटी को आपके रास्ते पर उसके पूरे मान जितना आगे चलाता है; वह कभी गोटियों में बँटता नहीं।
rules-turn-stack = साथ खड़ी आपकी गोटियाँ एक दाँव से साथ भी चल सकती हैं।
rules-turn-forfeit = जिस दाँव का कोई गोटी इस्तेमाल न कर सके, वह बेकार जाता है।
rules-turn-forfeit_turn = जब कोई गोटी आपके दाँवों का इस्तेमाल न कर सके, तो वे बेकार जाते हैं और आपकी बारी ख़त्म होती है।
rules-turn-pass = आप चलने की जगह चाल छोड़ सकते हैं, बचे हुए दाँव छोड़कर।
rules-turn-no_pass = आप चाल नहीं छोड़ सकते: अगर कोई गोटी दाँव का इस्तेमाल कर सकती है, तो चलना ही होगा।
rules-turn-capture_centre = जिस खाने पर विरोधी खड़े हों (सुरक्षित खाना नहीं), वहाँ रुकें तो आप उन्हें मार देते हैं: वे बीच में लौटते हैं (बिसात पर वे अपने कोने में प्रतीक्षा करते दिखते हैं) और उन्हें फिर अंदर आना होता है।
rules-turn-capture_hand = जिस खाने पर विरोधी खड़े हों (फूल नहीं), वहाँ रुकें तो आप उन्हें मार देते हैं: वे अपने मालिक के हाथ में लौटते हैं और उन्हें फिर अंदर आना होता है।
rules-turn-capture_stacks_off = एक रंग की दो या ज़्यादा गोटियाँ साथ हों तो मारी नहीं जा सकतीं, और उनके खाने पर कोई और रुक नहीं सकता।
rules-turn-capture_again = गोटी मारने पर आपको दाँवों का एक और दौर मिलता है।
rules-turn-must_capture = घर वाले स्तंभ में मुड़ने से पहले आपको कम से कम एक बार गोटी मारनी होगी (तोड़); तब तक गोटियाँ चक्कर लगाती रहती हैं।
rules-turn-exact = गोटी केवल ठीक गिनती से घर पहुँचती है: जो दाँव उसे बीच से आगे ले जाए, वह उस पर नहीं लग सकता।
rules-turn-dead_end = इस खेल में 1 का कोई दाँव नहीं, इसलिए गोटी को घर से एक खाना पहले कभी न रोकें: वहाँ से कोई दाँव उसे घर नहीं पहुँचा सकता।
rules-turn-streak_cancel = एक ही तरह के तीन फिर-फेंको दाँव लगातार आएँ तो लड़ी बनती है: तीनों रद्द होते हैं और फेंकना रुक जाता है।
rules-turn-streak_turn = लगातार तीन फिर-फेंको दाँव आपकी बारी जला देते हैं: रखे हुए सारे दाँव चले जाते हैं।
rules-turn-bonus = जब आपकी कोई गोटी अंदर आने की प्रतीक्षा में न हो, तो { $values } का हर दाँव 1 की अतिरिक्त चाल (प्यादा) दिलाता है।
rules-turn-fool = जो सीट पूरी हो चुकी हो, वह एक गोटी “गंडु” (मूर्ख) बनाकर फिर बाहर ला सकती है: वह बिसात पर उल्टा चलती है, दूसरों को मारती है और कभी मारी नहीं जा सकती।
rules-turn-triple = तीन बराबर पासे साथ खड़ी आपकी तीन गोटियों को फलक का दोगुना चलाते हैं।
rules-turn-partner = जब एक साथी पूरा हो चुका हो, तो वह फेंकता रहता है और दूसरा साथी उन दाँवों से चलता है।
rules-throws-cowries = { $count } कौड़ियों में से कितनी मुँह ऊपर गिरती हैं, इससे मान तय होता है:
rules-throws-dice_faces = तीनों पासों में से हर एक पर { $faces } हैं, हर फलक की संभावना { $percent }।
rules-throws-dice_sums = तीनों पासों का जोड़ (इससे तय होता है कि कौन शुरू करे):
rules-throws-label = दाँवों की तालिका
rules-col-up = मुँह ऊपर
rules-col-value = मान
rules-col-sum = जोड़
rules-col-chance = संभावना
rules-col-odds = लगभग
rules-col-enters = गोटी अंदर लाता है
rules-col-again = फिर फेंकें
rules-one_in = { $n } में 1
rules-yes = हाँ
rules-no = नहीं
rules-total = कुल
rules-options_intro = हर नियम, जैसे इंजन उसे खेलता है, इस खेल में उसकी सेटिंग के साथ।
rules-teams = टीमें (आमने-सामने की सीटें साथी हैं)
rules-option_changed = बदला गया (आम तौर पर { $value })
rules-option_rule = { $key } · नियम { $rule }
rules-value-true = हाँ
rules-value-false = नहीं
rules-value-empty = कोई नहीं

## The game page: log lines from the server's structured fields.
log-throws = { $value } फेंका
log-with_reasons = { $text }; { $reasons }
log-away = समय ख़त्म: खिलाड़ी के लौटने तक इस सीट के लिए एक बॉट खेलता है
log-back = लौट आए
forfeit-must_enter = कोई गोटी { $value } का इस्तेमाल नहीं कर सकती: पहले { $values } से गोटी अंदर लाएँ
forfeit-past_finish = कोई गोटी { $value } का इस्तेमाल नहीं कर सकती: वह घर से आगे निकल जाएगी
forfeit-blocked = कोई गोटी { $value } का इस्तेमाल नहीं कर सकती: रास्ता बंद है
forfeit-no_piece_can = कोई गोटी { $value } का इस्तेमाल नहीं कर सकती
forfeit-needs_pair = कोई गोटी { $value } का इस्तेमाल नहीं कर सकती: केवल जोड़ा गोटियों को जेल से छुड़ाता है
cancelled-needs_piece_on_board = दाँव रद्द: यह गोटी अंदर नहीं ला सकता, और बिसात पर कोई गोटी नहीं है
cancelled-streak = लगातार तीन: लड़ी रद्द

## Move labels, from each legal action's info.
move-who_one = गोटी { $piece }
move-who_many = गोटियाँ { $pieces }
move-to_start = { $who }: { $value } से आरंभ पर अंदर ({ $togo } बाक़ी)
move-to_enter_on = { $who }: { $value } से अंदर और आगे ({ $togo } बाक़ी)
move-to_castle = { $who }: { $value } किले तक ({ $togo } बाक़ी)
move-to_flower = { $who }: { $value } फूल तक ({ $togo } बाक़ी)
move-to_safe = { $who }: { $value } सुरक्षित खाने तक ({ $togo } बाक़ी)
move-to_track = { $who }: { $value } आगे ({ $togo } बाक़ी)
move-to_home_column = { $who }: { $value } घर वाले स्तंभ में ({ $togo } बाक़ी)
move-to_home = { $who }: { $value } से घर
move-to_other = { $who }: { $value }
move-strands_mark = { $move } ⚠
strand-title = यह गोटी अटक जाएगी
strand-body = { $move }: गोटी घर से एक खाना पहले रुक जाएगी, जहाँ से कोई दाँव उसे कभी घर नहीं पहुँचा सकता।
strand-play = फिर भी चलें
strand-other = दूसरी चुनें
pass-title = चाल छोड़ें?
pass-body = आप अपने बचे हुए दाँव ({ $values }) छोड़ देंगे। ऑनलाइन खेल में वापसी नहीं होती।
pass-confirm = चाल छोड़ें
pass-cancel = खेलते रहें
hint-explain = जीत की संभावना: उस चाल के बाद बॉट के अनुमान से आपका पक्ष कितनी बार जीतता है।
hint-explain_exact = सटीक जीत की संभावना: ऐसी दौड़ जिसमें अब कोई गोटी नहीं मारी जा सकती, हर फेंक गिनकर अंत तक निकाली गई (अंतिम स्थितियों की तालिका), अनुमान नहीं।

## The game-over panel (web/game.js OverPanel).
over-title = खेल ख़त्म
over-you_win = आप जीते!
over-you_lose = इस बार नहीं
over-team_wins = टीम की जीत: { $seats }
over-seat_wins = { $seat } की जीत
over-adjudicated_mark = (दूरी से निर्णय)
over-mars = मार्स! किसी विरोधी की एक भी गोटी घर नहीं पहुँची थी, इसलिए यह जीत सात खेल गिनी जाती है।
over-you_mark = (आप)
over-team = टीम { $team }
over-seat_stats =
    { $count ->
        [one] { $count } चाल, { $captured } मारीं
       *[other] { $count } चालें, { $captured } मारीं
    }
over-length =
    { $count ->
        [one] { $count } बारी · { $moves } चालें · { $throws } दाँव
       *[other] { $count } बारियाँ · { $moves } चालें · { $throws } दाँव
    }
over-watch_rematch = नया खेल देखें
over-hide = बिसात देखें
over-show = परिणाम दिखाएँ
game-watching = आप यह खेल देख रहे हैं।
over-adjudicated_cap = खेल { $count } बारियों की सीमा तक पहुँच गया, इसलिए दूरी से निर्णय हुआ: जिस पक्ष को अपनी गोटियाँ घर लाने के लिए सबसे कम कदम बचे, वह पहले स्थान पर।
over-adjudicated_dead_end = अब कोई घर नहीं पहुँच सकता था (एक गोटी घर से एक खाना पहले खड़ी थी, जहाँ से कोई दाँव उसे पूरा नहीं कर सकता), इसलिए दूरी से निर्णय हुआ: जिस पक्ष के सबसे कम कदम बचे, वह पहले स्थान पर।

## ---- i18n (issue 16): the language switcher, log lines told from the server's
## structured fields, presets and option meanings by key, errors by code.
lang-label = भाषा
over-place =
    { $ordinal ->
       *[other] स्थान { $n }
    }
logline-throw = { $value } फेंका ({ $up } मुँह ऊपर)
logline-throw_dice = { $a } { $b } { $c } फेंका
logline-order = शुरुआत के लिए { $value } फेंका ({ $up } मुँह ऊपर)
logline-order_dice = शुरुआत के लिए { $a } { $b } { $c } फेंका
logline-who_one = गोटी { $piece }
logline-who_many = गोटियाँ { $pieces } एक साथ
logline-enter = { $value } से { $who } अंदर ({ $togo } बाक़ी)
logline-enter_home = { $value } से { $who } अंदर और सीधे घर
logline-home = { $value } से { $who } घर पहुँची
logline-to_track = { $who } रास्ते पर { $value } चली ({ $togo } बाक़ी)
logline-to_start = { $who } { $value } चलकर आरंभ खाने पर ({ $togo } बाक़ी)
logline-to_castle = { $who } { $value } चलकर किले पर ({ $togo } बाक़ी)
logline-to_flower = { $who } { $value } चलकर फूल पर ({ $togo } बाक़ी)
logline-to_home_column = { $who } { $value } चलकर घर वाले स्तंभ में ({ $togo } बाक़ी)
logline-captures = { $move }, मारी: { $captured }
logline-captured_piece = { $seat } की गोटी { $piece }
logline-strands = { $move } — वहाँ से वह कभी घर नहीं पहुँच सकती
logline-pass = अपनी मर्ज़ी से चाल छोड़ी, रखे हुए दाँव छोड़ दिए
preset-pachisi = छह कौड़ियों वाली पचीसी (6, 10, 25 कृपा-दाँव), साथियों की टीमें
preset-pachisi-seven = सात कौड़ियों वाली पचीसी (10, 25, 30 कृपा-दाँव; 7, 14 फिर फेंको), लड़ियाँ और प्यादा
preset-chopat = सौराष्ट्र का चोपाट: सात कौड़ियाँ, दक्षिणावर्त, फूल, तोड़, पेघेडु, गंडु काढी
preset-chaupar = चौपड़: तीन लंबे पासे, गोटियाँ बिसात पर शुरू होती हैं, दो टीमें
meaning-players = खिलाड़ियों की संख्या; पचीसी और चौपड़ में 2 खिलाड़ी हों तो हर कोई आमने-सामने के दो रंग एक टीम की तरह खेलता है
meaning-teams = साथी (आमने-सामने की सीटें) एक टीम बनकर खेलते हैं; 4 सीटें चाहिए
meaning-table = क्या फेंका जाता है और उसके मानों की तालिका
meaning-mouth_up_p = कौड़ी के मुँह ऊपर गिरने की संभावना
meaning-seven_high = सात कौड़ियों की तालिका में 6 मुँह ऊपर का मान
meaning-chopat_ends = चोपाट तालिका में 0 मुँह ऊपर का मान (8 के साथ 7 मुँह ऊपर पर 16, या 7 के साथ 14)
meaning-dice_faces = हर लंबे पासे के फलक
meaning-track = रास्ते का आकार और दिशा: पचीसी (वामावर्त, 84 कदम), चोपाट (दक्षिणावर्त, 72 कदम) या लूडो (15 × 15 बिसात, दक्षिणावर्त, 57 कदम)
meaning-safe_squares = कौन से खाने सुरक्षित हैं
meaning-flower_in_middle = हर भुजा के बीच वाले स्तंभ का फूल कहाँ है
meaning-order = पहली बारी के लिए फेंकें (बराबरी पर फिर), या पहली सीट शुरू करे
meaning-accumulate = बारी के सारे दाँव रखें और फेंकना पूरा होने पर इस्तेमाल करें
meaning-stack_moves = एक खाने पर एक सीट की गोटियाँ एक दाँव से साथ चल सकती हैं
meaning-forfeit = काम न आने वाला दाँव बेकार जाता है («दाँव»), या बारी ख़त्म करता है («बारी»)
meaning-pass = खिलाड़ी रखे हुए दाँव इस्तेमाल करने से मना कर सकता है
meaning-streak = एक ही वर्ग के लगातार तीन दाँव रद्द होते हैं
meaning-streak_penalty = लड़ी अपने तीन दाँव रद्द करती है, या बारी के सारे दाँव
meaning-bonus = सारी गोटियाँ अंदर आने के बाद बोनस दाँवों पर 1 का अतिरिक्त कदम
meaning-bonus_values = अतिरिक्त कदम दिलाने वाले दाँव
meaning-capture_again = गोटी मारने पर फेंकने का एक और दौर
meaning-enter = अंदर आती गोटी अपने प्रवेश खाने पर रखी जाती है, या पूरा मान चलती है, या बिसात के बीच में, बरजीस की रसोई में, रखी जाती है और बाद के दाँवों से बाहर चलती है (केवल पचीसी का रास्ता)
meaning-enter_any = कोई भी दाँव गोटी अंदर ला सकता है
meaning-first_free = सीट की खेल की पहली गोटी किसी भी दाँव पर अंदर आ सकती है
meaning-seven_fourteen = 7 और 14 गोटी अंदर नहीं ला सकते और बिसात पर गोटी न हो तो रद्द हैं
meaning-castle_exclusive = विरोधी के कब्ज़े वाले सुरक्षित खाने पर गोटी चाल ख़त्म नहीं कर सकती
meaning-castle_single = दो गोटियाँ एक सुरक्षित खाना साझा नहीं करतीं
meaning-block_two = सुरक्षित खाने पर एक सीट की दो गोटियाँ दूसरों को वहाँ रुकने नहीं देतीं
meaning-capture_stacks = एक सीट की दो या ज़्यादा साथ खड़ी गोटियाँ मारी जा सकती हैं («नहीं»: वे रास्ता रोकती हैं)
meaning-must_capture = घर जाने से पहले सीट को गोटी मारनी होगी (तोड़); तब तक गोटियाँ चक्कर लगाती हैं
meaning-revenge = उसी खाने पर तुरंत बदले की मार पिछली मार का हक़ रद्द करती है (2 खिलाड़ी)
meaning-fool = गंडु काढी: पूरी हो चुकी सीट दूसरों को सताने के लिए एक गोटी फिर बाहर ला सकती है
meaning-partner_moves = पूरी हो चुकी सीट अपनी बारी पर फेंकती है और उसका साथी चलता है
meaning-triple = तिकड़ी पर एक खाने की तीन गोटियाँ साथ फलक का दोगुना चलती हैं
meaning-start_steps = गोटियाँ बिसात पर इन कदमों पर शुरू होती हैं
meaning-rank_all = टीमों के बिना, पहले विजेता के बाद एक सीट बचने तक खेलते रहें
meaning-max_turns = बारियों की सीमा; पहुँचने पर बची दूरी से निर्णय
error-coded = { $text } ({ $code }: { $message })
error-code-bad_request = सर्वर यह अनुरोध स्वीकार नहीं कर सका।
error-code-too_large = यह सर्वर के लिए बहुत लंबा है।
error-code-illegal_action = यह चाल अभी मान्य नहीं है।
error-code-unauthorized = यह लिंक आपको वह सीट नहीं देता।
error-code-spectator = दर्शक खेल नहीं सकते।
error-code-not_your_turn = अभी आपकी बारी नहीं है।
error-code-not_found = इस सर्वर पर ऐसा कोई खेल नहीं है।
error-code-stale_version = खेल आगे बढ़ चुका है; बिसात ताज़ा की जा रही है।
error-code-game_over = खेल ख़त्म हो चुका है।
error-code-not_over = खेल अभी ख़त्म नहीं हुआ।
error-code-not_started = खेल अपने खिलाड़ियों की प्रतीक्षा में है।
error-code-full = वह सीट ली जा चुकी है।
error-code-damaged = यह खेल रुका हुआ है।
error-code-rate_limited = बहुत सारे अनुरोध; थोड़ा रुककर फिर कोशिश करें।
error-code-unknown_host = सर्वर इस पते पर जवाब नहीं देता।
error-code-unsupported_media_type = सर्वर यह अनुरोध पढ़ नहीं सका।
error-code-bad_origin = सर्वर दूसरी साइट से आए अनुरोध ठुकराता है।
error-code-busy = सर्वर व्यस्त है; थोड़ी देर में फिर कोशिश करें।
error-code-name_taken = इस मेज़ पर किसी और खिलाड़ी का यही नाम है।
error-code-internal = सर्वर विफल रहा; फिर कोशिश करें।
level-easy = आसान
level-medium = मध्यम
level-hard = कठिन
level-expert = विशेषज्ञ
level-random = बेतरतीब
## Option values (value-KEY-VALUE) and what free-form options accept (allowed-KEY).
value-table-six = छह कौड़ियाँ
value-table-six-herklots = छह कौड़ियाँ (हर्कलॉट्स की तालिका)
value-table-seven = सात कौड़ियाँ
value-table-chopat = चोपाट (सात कौड़ियाँ)
value-table-long-dice = लंबे पासे
value-track-pachisi = पचीसी (वामावर्त)
value-track-chopat = चोपाट (दक्षिणावर्त)
value-safe_squares-castles = किले
value-safe_squares-flowers = फूल
value-safe_squares-none = कोई नहीं
value-flower_in_middle-end = भुजा के छोर पर
value-flower_in_middle-inner = भीतर की ओर
value-order-throw = फेंककर
value-order-fixed = पहली सीट
value-forfeit-throw = दाँव
value-forfeit-turn = बारी
value-streak-off = बंद
value-streak-class = एक वर्ग के तीन
value-streak-same-value = एक ही मान के तीन
value-streak_penalty-cancel = तीनों दाँव
value-streak_penalty-turn = पूरी बारी
value-enter-place = प्रवेश खाने पर
value-enter-full = पूरा मान
allowed-range = { $min } से { $max }
allowed-mouth_up_p = (0,1) में एक संभावना, या हर कौड़ी की एक-एक की सूची
allowed-bonus_values = दाँव-मानों की सूची
allowed-start_steps = 4 कदमों की सूची, या खाली
rules-ref_game_length = § खेल की लंबाई
## Lists where the browser lacks the language's list words (web/strings.js).
list-and = { $first } और { $last }
list-or = { $first } या { $last }

## ---- Ludo (issue 17).
throw-die = पासे पर { $value }
logline-throw_die = { $value } फेंका
logline-order_die = शुरुआत का क्रम तय करने के लिए { $value } फेंका
logline-to_safe = { $who } { $value } चलकर सुरक्षित खाने पर ({ $togo } बाक़ी)
lobby-variant-ludo = डिब्बे वाला खेल: एक पासा, 6 आने पर गोटी बाहर आती है और फिर से पासा फेंकते हैं; शुरुआती खाने और तारे सुरक्षित हैं।
lobby-variant-ludo-ludopy = लूडो जैसा Python पैकेज ludopy खेलता है: तारों से छलाँग, ग्लोब, और 6 पर बिना सीमा के फिर से पासा।
lobby-house_rules = घरेलू नियम
group-ludo = लूडो
option-one_enters = 1 पर भी गोटी बाहर आती है
option-home_again = गोटी घर पहुँचाने पर एक और पासा
option-block_pass = एक खाने पर दो गोटियाँ रास्ता रोकती हैं
option-ludopy = ludopy के नियम
meaning-one_enters = 1 फेंकने पर भी गोटी बिसात पर आती है
meaning-home_again = गोटी घर पहुँचाने पर एक और दाँव मिलता है
meaning-block_pass = एक खाने पर एक ही सीट की दो या अधिक गोटियों को दूसरी सीटें न लाँघ सकती हैं, न उन पर रुक सकती हैं
meaning-ludopy = Python पैकेज ludopy 1.5.0 के चाल, मारने और बारी के नियम (ludopy प्रीसेट के बाक़ी विकल्प भी चाहिए)
value-table-die = पासा
value-track-ludo = लूडो
value-safe_squares-ludo-stars = लूडो के तारे
preset-ludo = लूडो: एक पासा, 6 पर गोटी बाहर आती है और फिर से पासा, शुरुआती खाने और तारे सुरक्षित
preset-ludo-ludopy = लूडो जैसा Python पैकेज ludopy 1.5.0 खेलता है: तारों से छलाँग, ग्लोब, घर से पहले उछलकर वापसी
rules-name-ludo = लूडो
rules-name-ludo-ludopy = लूडो (ludopy के नियम)
rules-rule_id = नियम { $rule }
rules-throws-die = एक पासा: 1 से 6 तक हर अंक की संभावना बराबर है।
rules-ludo-seats = दो से चार खिलाड़ी, हर कोई अकेला, हर एक की एक रंग की चार गोटियाँ, जो बिसात के एक कोने में उसी रंग के अड्डे में इंतज़ार करती हैं।
rules-ludo-end = जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ बीच में घर पहुँचा दे, वह जीतता है, और खेल ख़त्म होता है।
rules-ludo-end_all = जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ बीच में घर पहुँचा दे, वह जीतता है; बाक़ी खिलाड़ी स्थानों के लिए खेलते रहते हैं।
rules-ludo-road = हर रंगीन रेखा एक खिलाड़ी का रास्ता है, और उसके तीर दिशा दिखाते हैं: अड्डे से निकलकर अपने रंग के शुरुआती खाने पर, बिसात का एक चक्कर दक्षिणावर्त, फिर जहाँ उसके रंग का तीर अंदर की ओर इशारा करता है, वहाँ से अपने रंगीन घर वाले स्तंभ में ऊपर होते हुए बीच में अपने त्रिकोण तक। आपके घर वाले स्तंभ में कोई और नहीं जाता, इसलिए वहाँ गोटियाँ सुरक्षित हैं।
rules-ludo-safe = चारों शुरुआती खाने और चारों तारे ☆ सुरक्षित हैं: किसी भी रंग की गोटियाँ वहाँ साथ रह सकती हैं, और वहाँ किसी को मारा नहीं जाता।
rules-ludo-globes = ग्लोब बचाते हैं: ग्लोब पर खड़ी गोटी को मारा नहीं जा सकता। जिस ग्लोब पर विरोधी खड़ा हो, या किसी दूसरे खिलाड़ी के शुरुआती खाने पर जहाँ उसकी गोटियाँ हों, वहाँ रुकने पर आपकी अपनी गोटी अड्डे में लौट जाती है।
rules-ludo-jump_stars = तारे ★ पर रुकें तो आपकी गोटी अगले तारे तक छलाँग लगाती है। आपके रास्ते के अंत का तारा, घर वाले स्तंभ से ठीक पहले, उसे सीधे घर पहुँचा देता है।
rules-ludo-die = एक पासा फेंकें: हर दाँव अगला पासा फेंकने से पहले चला जाता है।
rules-ludo-enter_six = गोटी अड्डे से केवल 6 पर बाहर आती है: उसे आपके शुरुआती खाने पर रखा जाता है, और वह 6 उसी में लग जाता है।
rules-ludo-enter_one = इस खेल में 1 पर भी गोटी बाहर आती है (1 पर दोबारा पासा नहीं मिलता)।
rules-ludo-six_again = 6 आने पर चाल चलने के बाद आपको एक और पासा मिलता है।
rules-ludo-three_sixes = लगातार तीन 6: तीसरा नहीं चला जाता और आपकी बारी ख़त्म (पहले दो 6 से चली चालें बनी रहती हैं)।
rules-ludo-move = एक दाँव एक गोटी को अपनी पूरी गिनती जितना आगे ले जाता है; उसे गोटियों में बाँटा नहीं जाता। जिस दाँव को कोई गोटी न चल सके, वह बेकार जाता है।
rules-ludo-capture = जिस खाने पर विरोधियों की गोटियाँ हों (सुरक्षित खाना न हो), वहाँ रुकें तो वे सब अपने अड्डे में लौट जाती हैं: उन्हें फिर से बाहर आने के लिए 6 चाहिए।
rules-ludo-capture_again = गोटी मारने पर आपको एक और पासा मिलता है।
rules-ludo-block = एक खाने पर आपकी दो या अधिक गोटियाँ रास्ता रोकती हैं: किसी दूसरे खिलाड़ी की गोटी न वहाँ रुक सकती है, न उसे लाँघ सकती है।
rules-ludo-no_block = एक रंग की दो गोटियाँ एक खाने पर रास्ता नहीं रोकतीं: दूसरे उन्हें लाँघ सकते हैं, और वहाँ रुककर दोनों को मार सकते हैं।
rules-ludo-home_again = गोटी घर पहुँचाने पर आपको एक और पासा मिलता है।
rules-ludo-exact = गोटी केवल ठीक गिनती से घर पहुँचती है: जो दाँव उसे बीच से आगे ले जाए, वह उस पर नहीं लग सकता।
rules-ludo-lp_enter = 6 पर इंतज़ार करती गोटी आपके शुरुआती खाने पर आती है। पहले चक्कर में, जब तक आपकी सारी गोटियाँ अड्डे में हैं, वह 6 पाने के लिए आप चार बार तक पासा फेंक सकते हैं।
rules-ludo-lp_six_again = 6 पर आपको एक और पासा मिलता है, बिना किसी सीमा के, पहले चक्कर को छोड़कर।
rules-ludo-lp_movable = जो गोटी घर नहीं पहुँची, वह किसी भी दाँव से चल सकती है: न रास्ता रोकना है, न चाल छोड़ना। जिस दाँव को कोई गोटी न चल सके, वह बेकार जाता है।
rules-ludo-lp_capture = जहाँ विरोधी की एक गोटी हो, वहाँ रुकें तो वह अपने अड्डे में लौट जाती है; जहाँ एक ही विरोधी की दो या अधिक गोटियाँ हों, वहाँ रुकें तो उलटे आपकी गोटी लौट जाती है।
rules-ludo-lp_bounce = घर वाले स्तंभ की गोटी अगर बीच से आगे का दाँव पाए तो वहाँ नहीं रुकती: वह पीछे भेजी जाती है, और 6 उसे फिर से बिसात पर बाहर ले आता है।
learn-ludo-title = लूडो खेलना सीखें — पचीसी
learn-ludo-offer_title = लूडो में नए हैं?
learn-ludo-offer_text = 2 मिनट का पाठ खेलें: आप असली लूडो बिसात पर पासा फेंकते हैं और गोटियाँ चलाते हैं, और हर चाल समझाई जाती है।
learn-table_die = पासा
learn-end-rules_ludo = लूडो के सारे नियम
learn-why-no_capture_plain = यह कुछ नहीं मारती: { $seat } की गोटी { $piece } बिसात पर रहती है।
learn-step-ludo_throw-title = पासा फेंकें
learn-step-ludo_throw-intro = लूडो एक पासे से खेला जाता है। आपकी चारों { $seat } गोटियाँ आपके अड्डे में इंतज़ार करती हैं, और केवल 6 पर एक गोटी बाहर आती है।
learn-step-ludo_throw-do = फेंकें दबाएँ।
learn-step-ludo_throw-thrown = { $value } आया! गोटी बाहर लाने के लिए यही चाहिए।
learn-step-ludo_enter-title = 6 पर गोटी बाहर आती है
learn-step-ludo_enter-intro = 6 पर एक गोटी आपके अड्डे से निकलकर आपके शुरुआती खाने पर आती है: आपके रंग का खाना, जिस पर सफ़ेद तीर है।
learn-step-ludo_enter-do = अपने 6 से एक गोटी बाहर लाएँ।
learn-step-ludo_enter-done = गोटी { $piece } आपके शुरुआती खाने पर है, घर से { $togo } खाने दूर, और आपके 6 पर आपको एक और पासा मिलता है।
learn-step-ludo_again-title = फिर फेंकें
learn-step-ludo_again-intro = हर 6 को चलने के बाद आपको एक और पासा मिलता है। पर लगातार तीन 6 आपकी बारी ख़त्म कर देते हैं।
learn-step-ludo_again-do = फेंकें दबाएँ।
learn-step-ludo_again-thrown = { $value } आया: इससे एक गोटी चलाएँ। 6 के सिवा कोई भी अंक चाल के बाद आपकी बारी ख़त्म कर देता है।
learn-step-ludo_move-title = बिसात का चक्कर लगाएँ
learn-step-ludo_move-intro = हर दाँव एक गोटी को उसकी गिनती जितना आगे ले जाता है, खाना-दर-खाना, दक्षिणावर्त: तीरों की दिशा में। अड्डे में बैठी गोटियाँ { $value } का उपयोग नहीं कर सकतीं।
learn-step-ludo_move-do = गोटी { $piece } को { $value } चलाएँ: जिस खाने पर वह पहुँचेगी, वह चिह्नित है।
learn-step-ludo_move-done = गोटी { $piece } { $value } खाने चली और उसे अभी { $togo } खाने जाना है। आपकी बारी ख़त्म होती है, और बाक़ी पासा फेंकते हैं।
learn-step-ludo_capture-title = गोटी मारें
learn-step-ludo_capture-intro = { $victim } की गोटी { $vpiece } आपकी गोटी { $piece } से { $value } खाने आगे, एक साधारण खाने पर है। जहाँ विरोधी की गोटी हो वहाँ अपनी चाल ख़त्म करें तो वह अपने अड्डे में लौट जाती है: उसे फिर बाहर आने के लिए 6 चाहिए।
learn-step-ludo_capture-do = अपने { $value } से उसे मारें।
learn-step-ludo_capture-done = { $victim } की गोटी { $vpiece } अपने अड्डे में लौट गई।
learn-step-ludo_safe-title = तारे और शुरुआती खाने सुरक्षित हैं
learn-step-ludo_safe-intro = तारे ☆ और शुरुआती खाने सुरक्षित हैं: किसी भी रंग की गोटियाँ वहाँ साथ रह सकती हैं, और वहाँ किसी को मारा नहीं जाता।
learn-step-ludo_safe-do = आपका { $value } दो में से कोई भी गोटी चला सकता है। वह चाल चुनें जिसके बाद आपकी कोई गोटी मारे जाने के ख़तरे में न रहे।
learn-step-ludo_safe-done = गोटी { $piece } तारे पर है: वहाँ उसे कोई नहीं मार सकता, और आपकी कोई गोटी ख़तरे में नहीं है।
learn-step-ludo_exact-title = ठीक गिनती से घर
learn-step-ludo_exact-intro = एक चक्कर के बाद गोटी अपने रंग के घर वाले स्तंभ में मुड़ती है, जहाँ कोई और नहीं जाता, और फिर बीच तक। वह केवल ठीक गिनती से घर पहुँचती है। आपकी गोटी { $piece } को { $needed } खाने जाना है।
learn-step-ludo_exact-do = आपने { $needed } फेंका: उस गोटी को घर पहुँचाएँ।
learn-step-ludo_exact-done = गोटी { $piece } घर पहुँच गई। जो सबसे पहले चारों गोटियाँ घर पहुँचा दे, वह जीतता है।
learn-end-ludo_throw = लूडो एक पासे से खेला जाता है; केवल 6 पर गोटी अड्डे से बाहर आती है।
learn-end-ludo_enter = गोटी आपके शुरुआती खाने पर आती है, और 6 पर एक और पासा मिलता है।
learn-end-ludo_again = लगातार तीन 6 आपकी बारी ख़त्म कर देते हैं।
learn-end-ludo_move = हर दाँव एक गोटी को उसकी गिनती जितना आगे ले जाता है।
learn-end-ludo_capture = विरोधी की गोटी पर रुकें तो वह अपने अड्डे में लौट जाती है।
learn-end-ludo_safe = तारे ☆ या शुरुआती खाने पर किसी को मारा नहीं जाता।
learn-end-ludo_exact = गोटी केवल ठीक गिनती से घर पहुँचती है; जो पहले चारों घर पहुँचाए, वह जीतता है।

## ---- Mensch ärgere Dich nicht (issue 17): its preset, house rules and rules page.
lobby-variant-mensch = जर्मनी का पुराना खेल: एक पासा, 6 पर गोटी बाहर आती है और फिर पासा मिलता है, कोई सुरक्षित खाना नहीं, कहीं भी मारना।
group-mensch = मेंश (भाई, गुस्सा मत करो)
preset-mensch = मेंश (भाई, गुस्सा मत करो): 11 × 11 बिसात, 40 खानों का घेरा, 6 पर गोटी बाहर आती है, कोई सुरक्षित खाना नहीं
rules-name-mensch = मेंश (भाई, गुस्सा मत करो)
value-track-mensch = मेंश
option-no_share = एक रंग की दो गोटियाँ एक खाने पर नहीं
option-must_enter = 6 पर गोटी बाहर लानी ही है
option-clear_start = पहले शुरुआती खाना ख़ाली करें
option-three_tries = 6 के लिए तीन प्रयास
option-no_jump_goal = लक्ष्य में कूदना नहीं
option-forced_capture = मारना अनिवार्य है
meaning-no_share = कोई गोटी अपनी चाल उस खाने पर ख़त्म नहीं कर सकती जहाँ उसके अपने रंग की गोटी हो
meaning-must_enter = जब गोटियाँ इंतज़ार कर रही हों और शुरुआती खाने पर अपनी गोटी न हो, तो जो दाँव गोटी बाहर ला सकता है उसे लानी ही होगी
meaning-clear_start = जब गोटियाँ इंतज़ार कर रही हों, तो अपने शुरुआती खाने की गोटी को, हो सके तो, पहले वहाँ से हटना होगा
meaning-three_tries = जिस खिलाड़ी की कोई गोटी चल नहीं सकती, वह 6 के लिए तीन बार तक पासा फेंकता है
meaning-no_jump_goal = लक्ष्य में कोई गोटी अपनी दूसरी गोटियों के ऊपर से नहीं जा सकती
meaning-forced_capture = जब कोई दाँव मार सकता है, तो केवल मारने वाली चालें ही मान्य हैं
rules-mensch-seats = दो से चार खिलाड़ी, हर कोई अकेला, हर एक के पास एक रंग की चार गोटियाँ, जो बिसात के एक कोने में उस रंग के चार गोल खानों पर इंतज़ार करती हैं।
rules-mensch-end = जिसकी चारों गोटियाँ सबसे पहले उसके लक्ष्य में पहुँचें, वह जीतता है, और खेल ख़त्म होता है।
rules-mensch-end_all = जिसकी चारों गोटियाँ सबसे पहले उसके लक्ष्य में पहुँचें, वह जीतता है; बाक़ी स्थानों के लिए खेलते रहते हैं।
rules-mensch-road = रास्ता 40 गोल खानों का एक घेरा है। हर रंग अपने रंग के शुरुआती खाने पर बाहर आता है, दक्षिणावर्त एक चक्कर लगाता है, और फिर अपने लक्ष्य में जाता है: उसके रंग के चार खाने जो बीच की ओर जाते हैं। आपके लक्ष्य में कोई और नहीं आता।
rules-mensch-no_safe = घेरे का कोई खाना सुरक्षित नहीं है: गोटी कहीं भी मारी जा सकती है, अपने शुरुआती खाने पर भी।
rules-mensch-enter_six = गोटी केवल 6 पर बाहर आती है: वह आपके शुरुआती खाने पर रखी जाती है, और इसमें 6 ख़र्च हो जाता है।
rules-mensch-must_enter = जब गोटियाँ इंतज़ार कर रही हों और आपके शुरुआती खाने पर आपकी कोई गोटी न हो, तो 6 से एक गोटी बाहर लानी ही होगी।
rules-mensch-clear_start = जब गोटियाँ इंतज़ार कर रही हों, तो आपके शुरुआती खाने की गोटी को, हो सके तो, पहले वहाँ से हटना होगा।
rules-mensch-three_tries = जब आपकी कोई गोटी चल नहीं सकती (सब इंतज़ार में हों, या लक्ष्य के अंत में सटी हों), तो आप 6 के लिए तीन बार तक पासा फेंक सकते हैं।
rules-mensch-capture = जिस खाने पर विरोधी की गोटी हो वहाँ अपनी चाल ख़त्म करें तो वह अपने इंतज़ार के खानों पर लौट जाती है।
rules-mensch-no_share = आप अपनी चाल उस खाने पर ख़त्म नहीं कर सकते जहाँ आपकी अपनी गोटी हो।
rules-mensch-forced_capture = मारना अनिवार्य है: जब कोई दाँव मार सकता है, तो आपको मारना ही होगा।
rules-mensch-exact = गोटी केवल ठीक गिनती से लक्ष्य में जाती है: जो दाँव उसे लक्ष्य के आख़िरी खाने से आगे ले जाए, वह उस पर इस्तेमाल नहीं हो सकता।
rules-mensch-no_jump_goal = लक्ष्य में कोई गोटी आपकी दूसरी गोटियों के ऊपर से नहीं कूद सकती।
rules-mensch-jump_goal = लक्ष्य में गोटी आपकी दूसरी गोटियों के ऊपर से कूद सकती है (जैसा श्मिट के अपने नियम अनुमति देते हैं)।
learn-mensch-title = मेंश (भाई, गुस्सा मत करो) खेलना सीखें — पचीसी
learn-mensch-offer_title = मेंश (भाई, गुस्सा मत करो) में नए हैं?
learn-mensch-offer_text = इसकी बिसात पर 2 मिनट का पाठ खेलें: 6 के लिए तीन प्रयास, शुरुआती खाना ख़ाली करना, गोटी मारना, लक्ष्य।
learn-end-rules_mensch = मेंश (भाई, गुस्सा मत करो) के सारे नियम
learn-step-mensch_throw-title = 6 के लिए तीन प्रयास
learn-step-mensch_throw-intro = एक पासा। आपकी चारों { $seat } गोटियाँ आपके कोने में इंतज़ार करती हैं, और केवल 6 पर एक बाहर आती है। जब तक आपकी कोई गोटी चल नहीं सकती, आप उसके लिए तीन बार तक पासा फेंक सकते हैं।
learn-step-mensch_throw-do = फेंकें दबाएँ।
learn-step-mensch_throw-again = { $value } आया: कोई गोटी इसका उपयोग नहीं कर सकती। फिर फेंकें।
learn-step-mensch_throw-last = { $value } आया! अब एक गोटी बाहर आ सकती है।
learn-step-mensch_enter-title = 6 पर गोटी बाहर आती है
learn-step-mensch_enter-intro = 6 एक गोटी को आपके शुरुआती खाने पर रखता है, घेरे के किनारे आपके रंग का खाना। जब गोटियाँ इंतज़ार कर रही हों और शुरुआती खाना ख़ाली हो, तो 6 से एक गोटी बाहर लानी ही होगी।
learn-step-mensch_enter-do = अपने 6 से एक गोटी बाहर लाएँ।
learn-step-mensch_enter-done = गोटी { $piece } आपके शुरुआती खाने पर है, लक्ष्य के अंत से { $togo } खाने दूर, और आपके 6 पर एक और पासा मिलता है।
learn-step-mensch_again-title = फिर फेंकें
learn-step-mensch_again-intro = हर 6 पर चाल के बाद आपको एक और पासा मिलता है।
learn-step-mensch_again-do = फेंकें दबाएँ।
learn-step-mensch_again-thrown = { $value } आया: 6 के सिवा कोई भी अंक चाल के बाद आपकी बारी ख़त्म कर देता है।
learn-step-mensch_clear-title = शुरुआती खाना ख़ाली करें
learn-step-mensch_clear-intro = जब तक गोटियाँ इंतज़ार कर रही हों, शुरुआती खाने की गोटी को पहले वहाँ से हटना होगा, ताकि अगली बाहर आ सके।
learn-step-mensch_clear-do = अपने { $value } से गोटी { $piece } को शुरुआती खाने से हटाएँ।
learn-step-mensch_clear-done = गोटी { $piece } { $value } खाने चली और उसे अभी { $togo } जाना है; आपका शुरुआती खाना फिर ख़ाली है।
learn-step-mensch_capture-title = कहीं भी मारें
learn-step-mensch_capture-intro = कोई खाना सुरक्षित नहीं, शुरुआती खाना भी नहीं। { $victim } की गोटी { $vpiece } अपने शुरुआती खाने पर है, आपकी गोटी { $piece } से { $value } खाने आगे: वहाँ अपनी चाल ख़त्म करें तो वह अपने कोने में लौट जाती है।
learn-step-mensch_capture-do = अपने { $value } से उसे मारें।
learn-step-mensch_capture-done = { $victim } की गोटी { $vpiece } अपने कोने में लौट गई: उसे फिर बाहर आने के लिए 6 चाहिए।
learn-step-mensch_goal-title = लक्ष्य में
learn-step-mensch_goal-intro = एक चक्कर के बाद गोटी ठीक गिनती से आपके लक्ष्य में जाती है — आपके रंग के चार खाने — और वहाँ आपकी अपनी गोटियों के ऊपर से नहीं कूद सकती: उसे दूर वाले छोर से भरें। आपकी गोटी { $piece } घेरे के आख़िरी खाने पर है।
learn-step-mensch_goal-do = आपने { $needed } फेंका: उस गोटी को लक्ष्य के दूर वाले छोर तक ले जाएँ।
learn-step-mensch_goal-done = गोटी { $piece } आपके लक्ष्य के दूर वाले छोर पर है। जिसकी चारों गोटियाँ सबसे पहले लक्ष्य में हों, वह जीतता है।
learn-end-mensch_throw = जब आपकी कोई गोटी चल नहीं सकती, तो 6 के लिए तीन बार तक फेंकें।
learn-end-mensch_enter = 6 पर गोटी आपके शुरुआती खाने पर आती है, और एक और पासा मिलता है।
learn-end-mensch_again = 6 के सिवा कोई भी अंक चाल के बाद आपकी बारी ख़त्म कर देता है।
learn-end-mensch_clear = जब बाक़ी इंतज़ार कर रही हों, तो शुरुआती खाने की गोटी पहले हटती है।
learn-end-mensch_capture = विरोधी की गोटी पर कहीं भी रुकें तो वह अपने कोने में लौट जाती है।
learn-end-mensch_goal = ठीक गिनती से लक्ष्य में, अपनी गोटियों के ऊपर से कूदे बिना; चारों अंदर तो जीत।

## ---- Le jeu des petits chevaux (issue 17): its preset, house rules, rules page and lesson.
lobby-variant-petits-chevaux = फ़्रांस का पारिवारिक खेल: एक पासा, 6 पर घोड़ा बाहर आता है, कोई सुरक्षित खाना नहीं, और अंकों वाली सीढ़ी, जिस पर 1, 2, 3 … करके बीच तक चढ़ा जाता है।
group-chevaux = पेती शेवो (छोटे घोड़े)
preset-petits-chevaux = पेती शेवो (छोटे घोड़े): एक पासा, 56 खानों का घेरा, 6 पर घोड़ा बाहर आता है, अंकों वाली सीढ़ी, जिसका हर खाना उसी के अंक से चढ़ा जाता है
rules-name-petits-chevaux = पेती शेवो (छोटे घोड़े)
option-ladder = पेती शेवो (छोटे घोड़े) की बिसात और उसकी अंकों वाली सीढ़ी
option-ladder_centre = सीढ़ी के ऊपरी सिरे से बीच में जाने के लिए 6
option-bounce = सीढ़ी से पहले ज़्यादा बड़ा दाँव उछलकर वापस लौटता है
option-own_behind = घोड़ा अपने ही घोड़े के पीछे रुकता है
option-no_pass = दूसरे घोड़ों को लाँघना मना
option-horses = हर खिलाड़ी के घोड़े
meaning-ladder = 56 खानों के घेरे वाली बिसात, जिसमें हर रंग के लिए छह अंकों वाले खानों की एक सीढ़ी है, और हर खाना अपने ही अंक से चढ़ा जाता है
meaning-ladder_centre = सीढ़ी के खाने 6 पर खड़े घोड़े को बीच तक पहुँचने के लिए एक और 6 चाहिए; वरना खाना 6 ही घर है
meaning-bounce = सीढ़ी तक बचे खानों से बड़ा दाँव घोड़े को वहाँ तक ले जाकर बाक़ी गिनती जितना वापस लाता है; वरना वह दाँव उस घोड़े पर नहीं लग सकता
meaning-own_behind = जो चाल अपने ही रंग के घोड़े पर ख़त्म होती, वह उसके ठीक पीछे वाले ख़ाली खाने पर रुकती है; वरना ऐसी चाल मान्य नहीं
meaning-no_pass = घेरे पर कोई घोड़ा किसी भी रंग के दूसरे घोड़े को लाँघ नहीं सकता
meaning-horses = हर खिलाड़ी कितने घोड़ों से खेलता है; बाक़ी घोड़े खेल की शुरुआत से ही घर में होते हैं
rules-chevaux-seats = दो से चार खिलाड़ी, हर कोई अकेला, हर एक के एक रंग के चार घोड़े, जो बिसात के एक कोने में उसी रंग के अस्तबल में इंतज़ार करते हैं।
rules-chevaux-seats_fewer = दो से चार खिलाड़ी, हर कोई अकेला, हर खिलाड़ी एक रंग के { $count ->
        [one] { $count } घोड़े से खेलता है, जो बिसात के एक कोने में उसी रंग के अस्तबल में इंतज़ार करता है।
       *[other] { $count } घोड़ों से खेलता है, जो बिसात के एक कोने में उसी रंग के अस्तबल में इंतज़ार करते हैं।
    }
rules-chevaux-end = जो खिलाड़ी सबसे पहले अपने सारे घोड़े बीच में घर पहुँचा दे, वह जीतता है, और खेल ख़त्म होता है।
rules-chevaux-end_all = जो खिलाड़ी सबसे पहले अपने सारे घोड़े बीच में घर पहुँचा दे, वह जीतता है; बाक़ी खिलाड़ी स्थानों के लिए खेलते रहते हैं।
rules-chevaux-road = घेरे में 56 खाने हैं, क्रॉस के कोने भी इन्हीं में गिने जाते हैं। हर रंग अपने रंग के शुरुआती खाने पर बाहर आता है, दक्षिणावर्त एक चक्कर लगाकर अपनी सीढ़ी से पहले वाले खाने तक जाता है, जहाँ उसके रंग का तीर अंदर की ओर इशारा करता है, और फिर छह अंकों वाले खानों की अपनी सीढ़ी चढ़कर बीच तक पहुँचता है।
rules-chevaux-no_safe = कोई खाना सुरक्षित नहीं है: घोड़ा कहीं भी मारा जा सकता है, अपने शुरुआती खाने पर भी।
rules-chevaux-out = घोड़ा अस्तबल से केवल 6 पर निकलता है: उसे आपके शुरुआती खाने पर रखा जाता है, और वह 6 उसी में लग जाता है। 6 पर आप चाहें तो उसकी जगह बिसात पर खड़ा कोई घोड़ा भी चला सकते हैं।
rules-chevaux-move = एक दाँव एक घोड़े को अपनी पूरी गिनती जितना आगे ले जाता है। जिस दाँव को कोई घोड़ा न चल सके, वह बेकार जाता है।
rules-chevaux-capture = किसी दूसरे रंग के घोड़े पर अपनी चाल ख़त्म करें तो आप उसे उसके अस्तबल में वापस भेज देते हैं।
rules-chevaux-own = एक खाने पर एक ही घोड़ा खड़ा होता है: जो चाल आपके अपने रंग के घोड़े पर ख़त्म होती, वह मान्य नहीं है।
rules-chevaux-own_behind = एक खाने पर एक ही घोड़ा खड़ा होता है: जो चाल आपके अपने रंग के घोड़े पर ख़त्म होती, वह उसके ठीक पीछे वाले ख़ाली खाने पर रुकती है।
rules-chevaux-no_pass = घेरे पर कोई घोड़ा किसी भी रंग के दूसरे घोड़े को लाँघ नहीं सकता।
rules-chevaux-exact = घेरे पर घोड़े को ठीक अपनी सीढ़ी से पहले वाले खाने पर रुकना होता है: वह दोबारा चक्कर कभी नहीं लगाता।
rules-chevaux-bounce = सीढ़ी तक बचे खानों से बड़ा दाँव घोड़े को वहाँ तक ले जाकर बाक़ी गिनती जितना वापस लाता है।
rules-chevaux-ladder = सीढ़ी पर एक दाँव में एक ही खाना चढ़ा जाता है, हर खाना अपने ही अंक से: 1 आने पर खाने 1 पर, फिर 2 आने पर खाने 2 पर, और इसी तरह 6 आने पर खाने 6 तक। कोई और दाँव उस घोड़े पर नहीं लग सकता।
rules-chevaux-centre = खाने 6 से एक और 6 घोड़े को बीच में ले जाता है: वह घर पहुँच गया।
rules-chevaux-top = जो घोड़ा खाने 6 पर पहुँच जाए, वह घर पहुँच गया।
learn-petits-chevaux-title = पेती शेवो (छोटे घोड़े) खेलना सीखें — पचीसी
learn-petits-chevaux-offer_title = पेती शेवो (छोटे घोड़े) में नए हैं?
learn-petits-chevaux-offer_text = इसकी बिसात पर 2 मिनट का पाठ खेलें: घोड़ा बाहर लाने के लिए 6, घोड़ा मारना, अंकों वाली सीढ़ी चढ़ना, बीच में ले जाने वाला 6।
learn-end-rules_petits-chevaux = पेती शेवो (छोटे घोड़े) के सारे नियम
learn-step-chevaux_throw-title = पासा फेंकें
learn-step-chevaux_throw-intro = पेती शेवो एक पासे से खेला जाता है। आपके चारों { $seat } घोड़े आपके कोने में, आपके अस्तबल में इंतज़ार करते हैं, और केवल 6 पर एक घोड़ा बाहर आता है।
learn-step-chevaux_throw-do = फेंकें दबाएँ।
learn-step-chevaux_throw-thrown = { $value } आया! घोड़ा बाहर लाने के लिए यही चाहिए।
learn-step-chevaux_out-title = 6 पर घोड़ा बाहर आता है
learn-step-chevaux_out-intro = 6 पर एक घोड़ा आपके अस्तबल से निकलकर आपके शुरुआती खाने पर आता है: घेरे के किनारे आपके रंग का खाना।
learn-step-chevaux_out-do = अपने 6 से एक घोड़ा बाहर लाएँ।
learn-step-chevaux_out-done = घोड़ा { $piece } आपके शुरुआती खाने पर है, बीच से { $togo } खाने दूर, और आपके 6 पर एक और पासा मिलता है।
learn-step-chevaux_again-title = फिर फेंकें
learn-step-chevaux_again-intro = हर 6 को चलने के बाद आपको एक और पासा मिलता है।
learn-step-chevaux_again-do = फेंकें दबाएँ।
learn-step-chevaux_again-thrown = { $value } आया: इससे एक घोड़ा चलाएँ। 6 के सिवा कोई भी अंक चाल के बाद आपकी बारी ख़त्म कर देता है।
learn-step-chevaux_move-title = घेरे पर चलें
learn-step-chevaux_move-intro = हर दाँव एक घोड़े को उसकी पूरी गिनती जितना आगे ले जाता है, खाना-दर-खाना, 56 खानों के घेरे पर दक्षिणावर्त। अस्तबल में खड़े घोड़े { $value } का उपयोग नहीं कर सकते।
learn-step-chevaux_move-do = घोड़े { $piece } को { $value } खाने चलाएँ: जिस खाने पर वह पहुँचेगा, वह चिह्नित है।
learn-step-chevaux_move-done = घोड़ा { $piece } { $value } खाने चला और उसे अभी { $togo } खाने जाना है। आपकी बारी ख़त्म होती है, और बाक़ी पासा फेंकते हैं।
learn-step-chevaux_capture-title = कहीं भी मारें
learn-step-chevaux_capture-intro = कोई खाना सुरक्षित नहीं, शुरुआती खाना भी नहीं। { $victim } का घोड़ा { $vpiece } अपने शुरुआती खाने पर है, आपके घोड़े { $piece } से { $value } खाने आगे: वहाँ अपनी चाल ख़त्म करें तो वह अपने अस्तबल में लौट जाता है।
learn-step-chevaux_capture-do = अपने { $value } से उसे मारें।
learn-step-chevaux_capture-done = { $victim } का घोड़ा { $vpiece } अपने अस्तबल में लौट गया। सावधान: 6 पर बाहर आने वाला घोड़ा अपने शुरुआती खाने पर खड़े किसी भी घोड़े को मारता है — अब वहाँ आपका घोड़ा { $piece } है।
learn-step-chevaux_ladder-title = सीढ़ी चढ़ें
learn-step-chevaux_ladder-intro = एक चक्कर के बाद घोड़े को ठीक अपनी सीढ़ी से पहले वाले खाने पर रुकना होता है। फिर वह आपकी सीढ़ी एक दाँव में एक खाना चढ़ता है, हर खाना उस पर लिखे अंक से: 1 से खाने 1 पर, 2 से खाने 2 पर, और इसी तरह 6 तक। आपका घोड़ा { $piece } सीढ़ी के खाने { $square } पर है; सीढ़ी से पहले वाला घोड़ा 1 का इंतज़ार करता है।
learn-step-chevaux_ladder-do = आपने { $needed } फेंका: इससे सीढ़ी चढ़ें।
learn-step-chevaux_ladder-done = घोड़ा { $piece } सीढ़ी के खाने { $needed } पर चढ़ गया, जिस पर आपके दाँव का अंक लिखा है। सीढ़ी पर कोई और अंक घोड़े को नहीं चलाता।
learn-step-chevaux_centre-title = 6 से बीच में
learn-step-chevaux_centre-intro = खाने 6 से, सीढ़ी के ऊपरी सिरे से, एक और 6 घोड़े को बीच में ले जाता है: वह घर पहुँच गया। आपके दो घोड़े पहले ही घर हैं, और आपका घोड़ा { $piece } खाने 6 पर है।
learn-step-chevaux_centre-do = आपने { $needed } फेंका: उस घोड़े को बीच में ले जाएँ।
learn-step-chevaux_centre-done = घोड़ा { $piece } बीच में, घर पहुँच गया, और आपके 6 पर एक और पासा मिलता है। जिसके चारों घोड़े सबसे पहले बीच में पहुँचें, वह जीतता है।
learn-end-chevaux_throw = एक पासा; केवल 6 पर घोड़ा आपके अस्तबल से बाहर आता है।
learn-end-chevaux_out = घोड़ा आपके शुरुआती खाने पर आता है, और हर 6 पर एक और पासा मिलता है।
learn-end-chevaux_again = 6 के सिवा कोई भी अंक चाल के बाद आपकी बारी ख़त्म कर देता है।
learn-end-chevaux_move = हर दाँव एक घोड़े को उसकी पूरी गिनती जितना आगे ले जाता है।
learn-end-chevaux_capture = कोई खाना सुरक्षित नहीं: दूसरे रंग के घोड़े पर रुकें तो वह अपने अस्तबल में लौट जाता है।
learn-end-chevaux_ladder = सीढ़ी से ठीक पहले रुकें, फिर हर खाने के अपने अंक से चढ़ें: 1, 2, 3, 4, 5, 6।
learn-end-chevaux_centre = खाने 6 से एक और 6 घोड़े को बीच में ले जाता है; चारों घर तो जीत।
learn-why-no_climb = आपका घोड़ा { $piece } सीढ़ी के खाने { $square } पर ही रह जाता: उसे केवल { $needed } चढ़ाता है, और केवल { $percent } दाँव { $needed } होते हैं। जब तक है, इसका इस्तेमाल करें।

## ---- Parcheesi (issue 17): its preset, house rules, two dice and rules page.
lobby-variant-parcheesi = अमेरिका का मशहूर खेल: दो पासे, 5 पर गोटी बाहर आती है, जोड़ा आने पर फिर से पासा, नाकाबंदी रास्ता रोकती है, मारने पर 20 खाने और घर पहुँचाने पर 10 खाने।
group-parcheesi = पारचीसी
preset-parcheesi = पारचीसी: दो पासे, 5 पर गोटी बाहर आती है, जोड़े पर फिर से पासा, नाकाबंदी, 12 सुरक्षित खाने, मारने पर 20, घर पहुँचाने पर 10
rules-name-parcheesi = पारचीसी
value-table-two-dice = दो पासे
option-loop_entry = गोटियाँ रास्ते पर कहाँ आती हैं
option-enter_five = 5 पर गोटी बाहर आती है
option-enter_total = दोनों पासों का जोड़ 5 हो तो गोटी बाहर आती है
option-enter_capture = बाहर आती गोटी प्रवेश खाने पर मारती है
option-blockade = एक रंग की दो गोटियाँ नाकाबंदी करती हैं
option-blockade_doubles = जोड़ा नाकाबंदी को आगे नहीं ले जाता
option-doubles_bottom = जोड़े पर निचले फलक भी मिलते हैं
option-three_doubles = तीन जोड़े सबसे आगे वाली गोटी को वापस भेजते हैं
option-capture_bonus = मारने पर मिलने वाले खाने
option-home_bonus = घर पहुँचाने पर मिलने वाले खाने
meaning-loop_entry = 0: गोटियाँ अपने बीच वाले स्तंभ में नीचे की ओर अंदर आती हैं (पचीसी); वरना चक्कर का वह खाना, पचीसी के रास्ते की तरह गिना हुआ, जहाँ वे बिसात पर आती हैं (पारचीसी का प्रवेश खाना)
meaning-enter_five = किसी पासे पर 5 आने पर गोटी अपने प्रवेश खाने पर आती है
meaning-enter_total = जिन दो पासों का जोड़ 5 हो (1 और 4, 2 और 3), वे मिलकर गोटी बाहर लाते हैं, और दोनों उसी में लग जाते हैं
meaning-enter_capture = अपने प्रवेश खाने पर बाहर आती गोटी वहाँ खड़ी विरोधी की अकेली गोटी को मार देती है, भले ही वह सुरक्षित खाना है
meaning-blockade = एक खाने पर एक रंग की दो गोटियाँ नाकाबंदी करती हैं, जिसे किसी भी रंग की कोई गोटी न लाँघ सकती है, न उस पर रुक सकती है
meaning-blockade_doubles = जोड़ा आने पर नाकाबंदी की दोनों गोटियाँ साथ-साथ आगे नहीं बढ़ सकतीं: उस दाँव में वे फिर एक ही खाने पर नहीं रुक सकतीं
meaning-doubles_bottom = जब आपकी कोई गोटी अड्डे में न हो, तो जोड़ा पासों के निचले फलकों के अंक भी देता है
meaning-three_doubles = लगातार तीसरा जोड़ा नहीं चला जाता: घर के सबसे पास वाली आपकी गोटी अड्डे में लौट जाती है और बारी ख़त्म होती है
meaning-capture_bonus = गोटी मारने पर किसी एक गोटी को इतने खाने की चाल मिलती है (0: कुछ नहीं)
meaning-home_bonus = गोटी घर पहुँचाने पर किसी एक गोटी को इतने खाने की चाल मिलती है (0: कुछ नहीं)
throw-two_dice = पासों पर { $a } और { $b }
throw-two_dice_doubles = पासों पर { $a } और { $b }, जोड़ा
logline-throw_two_dice = { $a } और { $b } फेंका
logline-throw_doubles = { $a } और { $b } फेंका, जोड़ा
logline-order_two_dice = शुरुआत का क्रम तय करने के लिए { $a } और { $b } फेंका
rules-throws-two_dice = दो पासे: हर पासे पर 1 से 6 तक हर अंक की संभावना बराबर है, और हर पासा अलग से इस्तेमाल होता है। जोड़ा (दोनों पासों पर एक ही अंक) { $doubles } दाँवों में आता है; { $enters } दाँव गोटी बाहर ला सकते हैं (किसी पासे पर 5, या कुल जोड़ 5)।
rules-throws-two_dice_sums = दोनों पासों का जोड़ (इससे तय होता है कि कौन शुरू करे, और एक ही गोटी पूरे जोड़ जितना चल सकती है):
rules-parcheesi-seats = दो से चार खिलाड़ी, हर कोई अकेला, हर एक की एक रंग की चार गोटियाँ, जो उसी रंग के अड्डे में इंतज़ार करती हैं: उसके प्रवेश खाने के दाईं ओर वाले कोने में।
rules-parcheesi-end = जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ बीच में घर पहुँचा दे, वह जीतता है, और खेल ख़त्म होता है।
rules-parcheesi-end_all = जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ बीच में घर पहुँचा दे, वह जीतता है; बाक़ी खिलाड़ी स्थानों के लिए खेलते रहते हैं।
rules-parcheesi-order = कौन शुरू करे, यह तय करने के लिए हर कोई दोनों पासे एक बार फेंकता है: जिसका जोड़ सबसे बड़ा हो, वह शुरू करता है (बराबरी पर फिर से फेंकते हैं)। फिर बारी बिसात पर वामावर्त घूमती है।
rules-parcheesi-road = रास्ता क्रॉस के चारों ओर 68 खानों का घेरा है। गोटी अपने प्रवेश खाने पर बाहर आती है, जो उसके अड्डे के पास उसके रंग का खाना है, बिसात का एक चक्कर वामावर्त लगाकर, 64 खाने, अपनी भुजा के अंत तक जाती है, और फिर अपने घर वाले स्तंभ में, उसके रंग के सात खानों से होते हुए, ऊपर बीच में घर तक पहुँचती है।
rules-parcheesi-safe = 12 सुरक्षित खाने (छल्ले वाले नीले खाने: हर भुजा पर तीन, प्रवेश खाने भी इन्हीं में) बचाते हैं: वहाँ किसी को मारा नहीं जाता, और जिस सुरक्षित खाने पर दूसरे रंग की गोटी खड़ी हो, वहाँ कोई गोटी नहीं रुक सकती।
rules-parcheesi-safe_shared = 12 सुरक्षित खाने (छल्ले वाले नीले खाने: हर भुजा पर तीन, प्रवेश खाने भी इन्हीं में) बचाते हैं: वहाँ किसी को मारा नहीं जाता।
rules-parcheesi-dice = दो पासे फेंकें। हर पासा एक गोटी चलाता है: एक गोटी एक पासा ले सकती है और दूसरी गोटी दूसरा, या एक ही गोटी दोनों, एक के बाद एक, इसलिए पहले पासे से वह जिस खाने पर पहुँचे, वहाँ भी उसका रुकना मान्य होना चाहिए। जब हो सके, दोनों पासे चलें।
rules-parcheesi-enter = गोटी अड्डे से केवल किसी पासे पर 5 आने पर निकलती है: उसे आपके प्रवेश खाने पर रखा जाता है, और वह पासा उसी में लग जाता है।
rules-parcheesi-enter_total = गोटी अड्डे से केवल किसी पासे पर 5 आने पर निकलती है, या तब जब दोनों पासों का जोड़ 5 हो (1 और 4, 2 और 3), और तब दोनों पासे उसी में लग जाते हैं: उसे आपके प्रवेश खाने पर रखा जाता है। दोनों पासों पर 5 आएँ तो दो गोटियाँ बाहर आती हैं।
rules-parcheesi-must_enter = जब गोटियाँ अड्डे में इंतज़ार कर रही हों और आपका प्रवेश खाना खुला हो, तो 5 से एक गोटी बाहर लानी ही होगी।
rules-parcheesi-enter_capture = अपने प्रवेश खाने पर बाहर आती गोटी वहाँ खड़ी विरोधी की अकेली गोटी को मार देती है, भले ही वह सुरक्षित खाना है।
rules-parcheesi-doubles = जोड़ा आने पर चाल चलने के बाद आपको एक और दाँव मिलता है।
rules-parcheesi-bottoms = जब आपकी कोई गोटी अड्डे में इंतज़ार न कर रही हो, तो जोड़ा पासों के निचले फलकों के अंक भी देता है: 6 और 6 से 6, 6, 1 और 1 की चालें मिलती हैं, कुल 14 खाने।
rules-parcheesi-three_doubles = लगातार तीन जोड़े: तीसरा नहीं चला जाता, घर के सबसे पास वाली आपकी गोटी (घर वाले स्तंभ में हो तब भी) अड्डे में लौट जाती है, और आपकी बारी ख़त्म।
rules-parcheesi-capture = जिस खाने पर दूसरे रंग की एक गोटी खड़ी हो (सुरक्षित खाना न हो), वहाँ अपनी चाल ख़त्म करें तो आप उसे उसके अड्डे में वापस भेज देते हैं।
rules-parcheesi-blockade = एक खाने पर एक रंग की दो गोटियाँ नाकाबंदी करती हैं: कोई भी गोटी, आपकी अपनी भी, न उसे लाँघ सकती है, न उस पर रुक सकती है, और उसे मारा नहीं जा सकता। किसी खाने पर दो से ज़्यादा गोटियाँ नहीं रहतीं।
rules-parcheesi-blockade_doubles = जोड़ा आने पर नाकाबंदी की दोनों गोटियाँ साथ-साथ आगे नहीं बढ़ सकतीं: उस दाँव में वे फिर एक ही खाने पर नहीं पहुँच सकतीं।
rules-parcheesi-capture_bonus = गोटी मारने पर आपको किसी एक गोटी के लिए { $count ->
        [one] { $count } खाना और मिलता है, बाँटे बिना।
       *[other] { $count } खाने और मिलते हैं, बाँटे बिना।
    }
rules-parcheesi-home_bonus = गोटी घर पहुँचाने पर आपको किसी दूसरी गोटी के लिए { $count ->
        [one] { $count } खाना और मिलता है, बाँटे बिना।
       *[other] { $count } खाने और मिलते हैं, बाँटे बिना।
    }
rules-parcheesi-forfeit = जिस पासे या बोनस को कोई गोटी न चल सके, वह बेकार जाता है; बारी का बाक़ी हिस्सा चलता रहता है।
rules-parcheesi-exact = गोटी केवल ठीक गिनती से घर पहुँचती है: किसी एक पासे, दोनों पासों या बोनस से।
## The Parcheesi lesson (/learn?preset=parcheesi, web/learn.js).
learn-parcheesi-title = पारचीसी खेलना सीखें — पचीसी
learn-parcheesi-offer_title = पारचीसी में नए हैं?
learn-parcheesi-offer_text = उसकी बिसात पर 3 मिनट का पाठ खेलें: दो पासे, बाहर आने के लिए 5, 20 की मार, सुरक्षित खाने, नाकाबंदी और घर।
learn-end-rules_parcheesi = पारचीसी के सारे नियम
learn-step-parcheesi_throw-title = दोनों पासे फेंकें
learn-step-parcheesi_throw-intro = पारचीसी दो पासों से खेला जाता है, जो एक साथ फेंके जाते हैं। आपकी चारों { $seat } गोटियाँ आपके अड्डे में, आपके रंग के कोने में, इंतज़ार करती हैं।
learn-step-parcheesi_throw-do = फेंकें दबाएँ।
learn-step-parcheesi_throw-thrown = आपने { $values } फेंके। हर पासा अपनी अलग चाल है: एक गोटी एक पासा ले सकती है और दूसरी गोटी दूसरा, या एक ही गोटी दोनों, एक के बाद एक। जोड़ा ({ $doubles } दाँव) आने पर चाल के बाद एक और दाँव मिलता।
learn-step-parcheesi_enter-title = 5 पर गोटी बाहर आती है
learn-step-parcheesi_enter-intro = गोटी अड्डे से केवल 5 पर निकलती है: किसी एक पासे पर, या जब दोनों पासों का जोड़ 5 हो (1 और 4, 2 और 3)। उसे आपके प्रवेश खाने पर रखा जाता है, जो आपके अड्डे के पास वाला सुरक्षित खाना है। जब गोटियाँ इंतज़ार कर रही हों और आपके पास 5 हो, तो एक को बाहर लाना ज़रूरी है। आपके { $others } को रुकना होगा: उसे चलाने के लिए अभी कोई गोटी बाहर नहीं है।
learn-step-parcheesi_enter-do = अपने { $value } से एक गोटी बाहर लाएँ।
learn-step-parcheesi_enter-done = गोटी { $piece } आपके प्रवेश खाने पर है, घर से { $togo } खाने दूर: बिसात का एक चक्कर वामावर्त, फिर अपने घर वाले स्तंभ से होकर बीच में।
learn-step-parcheesi_move-title = दूसरा पासा भी चलता है
learn-step-parcheesi_move-intro = आपके पासे एक-एक करके इस्तेमाल होते हैं। 5 गोटी { $piece } को बाहर लाया; अब आपका { $value } उसे चला सकता है।
learn-step-parcheesi_move-do = गोटी { $piece } को { $value } चलाएँ: जिस खाने पर वह पहुँचेगी, वह चिह्नित है।
learn-step-parcheesi_move-done = गोटी { $piece } { $value } खाने चली और उसे अभी { $togo } खाने जाना है। दो गोटियाँ बाहर हों तो हर एक एक पासा ले सकती है, या एक ही गोटी दोनों।
learn-step-parcheesi_capture-title = मारें, और 20 पाएँ
learn-step-parcheesi_capture-intro = एक पासा लग चुका है; आपका { $value } बचा है। { $victim } की गोटी { $vpiece } आपकी गोटी { $piece } से { $value } खाने आगे, एक साधारण खाने पर है। जहाँ दूसरे रंग की अकेली गोटी खड़ी हो वहाँ चाल ख़त्म करें, तो वह अपने अड्डे में लौट जाती है, और आपको किसी एक गोटी के लिए { $bonus } खानों की चाल मिलती है।
learn-step-parcheesi_capture-do = अपने { $value } से उसे मारें।
learn-step-parcheesi_capture-done = { $victim } की गोटी { $vpiece } अपने अड्डे में वापस है, और { $bonus } की चाल आपकी है।
learn-step-parcheesi_bonus-title = सुरक्षित खाने
learn-step-parcheesi_bonus-intro = बोनस एक ही गोटी को पूरे { $value } खाने चलाता है; उसे कभी बाँटा नहीं जाता। छल्ले वाले नीले खाने सुरक्षित खाने हैं: वहाँ किसी को मारा नहीं जाता, और दूसरे रंग की गोटी वाले सुरक्षित खाने पर कोई गोटी नहीं रुक सकती।
learn-step-parcheesi_bonus-do = वह चाल चुनें जिसके बाद आपकी कोई गोटी मारे जाने के ख़तरे में न रहे।
learn-step-parcheesi_bonus-done = गोटी { $piece } सुरक्षित खाने पर है: वहाँ उसे कोई नहीं मार सकता, और आपकी कोई गोटी ख़तरे में नहीं है।
learn-step-parcheesi_blockade-title = नाकाबंदी बनाएँ
learn-step-parcheesi_blockade-intro = एक खाने पर एक रंग की दो गोटियाँ नाकाबंदी करती हैं: कोई भी गोटी, आपकी अपनी भी, न उसे लाँघ सकती है, न उस पर रुक सकती है, और उसे मारा नहीं जा सकता। विरोधी की एक गोटी आपकी गोटियों के ठीक पीछे खड़ी है।
learn-step-parcheesi_blockade-do = आपका { $value } उसके आगे दो गोटियाँ साथ खड़ी कर सकता है। ऐसा करें।
learn-step-parcheesi_blockade-done = गोटी { $piece } आपकी दूसरी गोटी से जा मिली: दोनों मिलकर नाकाबंदी हैं, जिसे पीछे वाली गोटी लाँघ नहीं सकती, और दोनों में से किसी को मारा नहीं जा सकता।
learn-step-parcheesi_home-title = ठीक गिनती से घर, और 10 पाएँ
learn-step-parcheesi_home-intro = गोटी केवल ठीक गिनती से घर पहुँचती है: किसी एक पासे, दोनों पासों या बोनस से। आपकी गोटी { $piece } आपके घर वाले स्तंभ में है और उसे { $needed } खाने जाना है। घर पहुँचने पर दूसरी गोटी के लिए { $bonus } की चाल मिलती है।
learn-step-parcheesi_home-do = आपके पास { $needed } है: उस गोटी को घर पहुँचाएँ।
learn-step-parcheesi_home-done = गोटी { $piece } घर पहुँच गई, और { $bonus } की चाल आपकी है। जिसकी चारों गोटियाँ पहले घर पहुँचें, वह जीतता है।
learn-end-parcheesi_throw = दोनों पासे एक साथ फेंकें; हर पासा अपनी अलग चाल है, और जोड़ा आने पर फिर फेंकें।
learn-end-parcheesi_enter = 5, किसी एक पासे पर या जोड़ में, गोटी को आपके प्रवेश खाने पर बाहर लाता है।
learn-end-parcheesi_move = पासे एक-एक करके चलें: दो गोटियों के लिए एक-एक, या एक गोटी के लिए दोनों।
learn-end-parcheesi_capture = दूसरे रंग की अकेली गोटी पर रुककर उसे उसके अड्डे में वापस भेजें, और 20 चलें।
learn-end-parcheesi_bonus = सुरक्षित खाने पर किसी को मारा नहीं जाता।
learn-end-parcheesi_blockade = एक खाने पर आपकी दो गोटियाँ नाकाबंदी करती हैं, जिसे कोई लाँघ नहीं सकता।
learn-end-parcheesi_home = गोटी केवल ठीक गिनती से घर पहुँचती है, और 10 की चाल पाती है।
learn-why-no_capture-parcheesi = यह कुछ नहीं मारती: { $seat } की गोटी { $piece } बिसात पर रहती है, और आपको { $bonus } खाने नहीं मिलते।
learn-why-exposed-parcheesi = गोटी { $piece } { $seat } की गोटी { $by } से { $value } खाने आगे एक खुले खाने पर होगी: एक पासे पर या दोनों के जोड़ में { $value } उसे मार देगा, और { $percent } दाँव ऐसा कर सकते हैं।
learn-why-not_home-parcheesi = गोटी { $piece } को ठीक { $needed } चाहिए, और केवल { $percent } दाँव किसी पासे पर या जोड़ में { $needed } देते हैं: जब तक है, इसका इस्तेमाल करें, और { $bonus } पाएँ।
learn-why-no_blockade-parcheesi = इससे कोई नाकाबंदी नहीं बनती: { $seat } की गोटी { $piece } अब भी { $value } से आपकी गोटियों को लाँघ सकती है या उन पर पहुँच सकती है।

## ---- Parchís (issue 17): its preset, house rules and rules page.
lobby-variant-parchis = स्पेन का खेल: एक पासा (या दो), 5 पर गोटी बाहर आती है, नाकाबंदी रास्ता रोकती है, सारी गोटियाँ बाहर आ जाने पर 6 को 7 गिना जाता है, मारने पर 20 खाने और घर पहुँचाने पर 10 खाने।
group-parchis = पारचीस
preset-parchis = पारचीस: एक या दो पासे, 5 पर गोटी बाहर आती है, नाकाबंदी, 12 सुरक्षित खाने जिन पर दो गोटियाँ साथ रह सकती हैं, मारने पर 20, घर पहुँचाने पर 10
rules-name-parchis = पारचीस
value-safe_squares-parchis = पारचीस के
option-safe_share = किसी भी रंग की दो गोटियाँ एक सुरक्षित खाने पर साथ रह सकती हैं
option-six_counts_seven = कोई गोटी इंतज़ार न कर रही हो तो 6 को 7 गिना जाता है
option-three_sixes_last = तीन 6 आख़िरी बार चली गोटी को वापस भेजते हैं
option-open_barrier = 6 पर अपनी नाकाबंदी खोलनी होगी
meaning-safe_share = सुरक्षित खाने पर ज़्यादा से ज़्यादा दो गोटियाँ रहती हैं, एक रंग की या दो रंगों की, और वहाँ किसी को मारा नहीं जाता
meaning-six_counts_seven = जब आपकी कोई गोटी अड्डे में इंतज़ार न कर रही हो, तो 6 से गोटी 7 खाने चलती है
meaning-three_sixes_last = लगातार तीसरे 6 (या जोड़े) पर वही गोटी वापस भेजी जाती है जो आख़िरी बार चली थी, और घर वाले स्तंभ की कोई गोटी नहीं
meaning-open_barrier = जब हो सके, 6 से अपनी नाकाबंदी की एक गोटी चलानी ही होगी
rules-parchis-seats = दो से चार खिलाड़ी, हर कोई अकेला, हर एक की एक रंग की चार गोटियाँ, जो अड्डे में इंतज़ार करती हैं: उसी रंग के कोने में, उसके प्रवेश खाने के पास।
rules-parchis-order = कौन शुरू करे, यह तय करने के लिए हर कोई एक बार पासा फेंकता है: जिसका अंक सबसे बड़ा हो, वह शुरू करता है (बराबरी पर फिर से फेंकते हैं)। फिर बारी बिसात पर वामावर्त घूमती है।
rules-parchis-road = रास्ता क्रॉस के चारों ओर 68 खानों का घेरा है। गोटी अपने रंग के प्रवेश खाने पर बाहर आती है, बिसात का एक चक्कर वामावर्त लगाकर अपनी भुजा के अंत तक जाती है, और फिर अपने घर वाले स्तंभ में, उसके रंग के सात खानों से होते हुए, बीच में घर तक पहुँचती है।
rules-parchis-safe = 12 सुरक्षित खाने (छल्ले वाले खाने: हर भुजा पर तीन, प्रवेश खाने भी इन्हीं में) बचाते हैं: वहाँ किसी को मारा नहीं जाता।
rules-parchis-safe_share = 12 सुरक्षित खाने (छल्ले वाले खाने: हर भुजा पर तीन, प्रवेश खाने भी इन्हीं में) बचाते हैं: वहाँ किसी को मारा नहीं जाता, और दो गोटियाँ, दो रंगों की भी, एक ही खाने पर साथ रह सकती हैं; किसी खाने पर दो से ज़्यादा गोटियाँ नहीं रहतीं।
rules-parchis-enter = गोटी अड्डे से केवल 5 पर निकलती है: उसे आपके प्रवेश खाने पर रखा जाता है, और वह 5 उसी में लग जाता है।
rules-parchis-enter_total = गोटी अड्डे से केवल किसी पासे पर 5 आने पर निकलती है, या तब जब दोनों पासों का जोड़ 5 हो, और तब दोनों पासे उसी में लग जाते हैं: उसे आपके प्रवेश खाने पर रखा जाता है।
rules-parchis-must_enter = जब गोटियाँ अड्डे में इंतज़ार कर रही हों और आपके प्रवेश खाने पर जगह हो, तो 5 से एक गोटी बाहर लानी ही होगी।
rules-parchis-enter_capture = बाहर आती गोटी आपके प्रवेश खाने पर खड़ी विरोधी की गोटी को मार देती है।
rules-parchis-six_seven = जब आपकी कोई गोटी अड्डे में इंतज़ार न कर रही हो, तो 6 को 7 गिना जाता है।
rules-parchis-three_sixes = लगातार तीन 6: तीसरा नहीं चला जाता, घर के सबसे पास वाली आपकी गोटी अड्डे में लौट जाती है, और आपकी बारी ख़त्म।
rules-parchis-three_sixes_last = लगातार तीन 6: तीसरा नहीं चला जाता, जो गोटी आपने आख़िरी बार चलाई थी, वह अड्डे में लौट जाती है (अगर वह अपने घर वाले स्तंभ में न हो), और आपकी बारी ख़त्म।
rules-parchis-three_doubles_last = लगातार तीन जोड़े: तीसरा नहीं चला जाता, जो गोटी आपने आख़िरी बार चलाई थी, वह अड्डे में लौट जाती है (अगर वह अपने घर वाले स्तंभ में न हो), और आपकी बारी ख़त्म।
rules-parchis-capture = जिस खाने पर दूसरे रंग की एक गोटी खड़ी हो (सुरक्षित खाना न हो), वहाँ अपनी चाल ख़त्म करें तो आप उसे उसके अड्डे में वापस भेज देते हैं।
rules-parchis-barrier = एक खाने पर एक रंग की दो गोटियाँ नाकाबंदी करती हैं: कोई भी गोटी, आपकी अपनी भी, उसे लाँघ नहीं सकती।
rules-parchis-open_barrier = 6 आने पर, अगर आपकी नाकाबंदी हो और हो सके, तो आपको उसे खोलना ही होगा: उसकी दो गोटियों में से एक चलाएँ।
rules-parchis-capture_bonus = गोटी मारने पर आपको किसी एक गोटी के लिए { $count ->
        [one] { $count } खाना और मिलता है, बाँटे बिना।
       *[other] { $count } खाने और मिलते हैं, बाँटे बिना।
    }
rules-parchis-home_bonus = गोटी घर पहुँचाने पर आपको किसी दूसरी गोटी के लिए { $count ->
        [one] { $count } खाना और मिलता है, बाँटे बिना।
       *[other] { $count } खाने और मिलते हैं, बाँटे बिना।
    }
rules-parchis-exact = गोटी केवल ठीक गिनती से घर पहुँचती है।
## The Parchís lesson (/learn?preset=parchis, web/learn.js).
learn-parchis-title = पारचीस खेलना सीखें — पचीसी
learn-parchis-offer_title = पारचीस में नए हैं?
learn-parchis-offer_text = उसकी बिसात पर 3 मिनट का पाठ खेलें: बाहर आने के लिए 5, 20 की मार, सुरक्षित खाने, नाकाबंदी, 7 गिना जाने वाला 6, और घर।
learn-end-rules_parchis = पारचीस के सारे नियम
learn-step-parchis_throw-title = पासा फेंकें
learn-step-parchis_throw-intro = पारचीस एक पासे से खेला जाता है। आपकी चारों { $seat } गोटियाँ आपके अड्डे में, आपके रंग के कोने में, इंतज़ार करती हैं, और केवल 5 पर एक गोटी बाहर आती है।
learn-step-parchis_throw-do = फेंकें दबाएँ।
learn-step-parchis_throw-thrown = { $value } आया! गोटी बाहर लाने के लिए यही चाहिए।
learn-step-parchis_enter-title = 5 पर गोटी बाहर आती है
learn-step-parchis_enter-intro = 5 पर एक गोटी अड्डे से निकलकर आपके प्रवेश खाने पर आती है, जो अड्डे के पास आपके रंग का सुरक्षित खाना है। जब गोटियाँ अड्डे में इंतज़ार कर रही हों, तो 5 से एक को बाहर लाना ज़रूरी है।
learn-step-parchis_enter-do = अपने { $value } से एक गोटी बाहर लाएँ।
learn-step-parchis_enter-done = गोटी { $piece } आपके प्रवेश खाने पर है, घर से { $togo } खाने दूर। केवल 6 पर एक और दाँव मिलता है, इसलिए आपकी बारी ख़त्म होती है।
learn-step-parchis_capture-title = मारें, और 20 गिनें
learn-step-parchis_capture-intro = { $victim } की गोटी { $vpiece } आपकी गोटी { $piece } से { $value } खाने आगे है, सुरक्षित खानों से बाहर। वहाँ अपनी चाल ख़त्म करें तो वह अपने अड्डे में लौट जाती है, और आप अपनी किसी एक गोटी से { $bonus } खाने गिनते हैं।
learn-step-parchis_capture-do = अपने { $value } से उसे मारें।
learn-step-parchis_capture-done = { $victim } की गोटी { $vpiece } अपने अड्डे में वापस है, और आपको { $bonus } गिनने हैं।
learn-step-parchis_bonus-title = सुरक्षित खाने
learn-step-parchis_bonus-intro = { $value } एक ही गोटी को पूरी गिनती चलाता है। छल्ले वाले खाने सुरक्षित खाने हैं: वहाँ किसी को मारा नहीं जाता, और दो गोटियाँ, दो रंगों की भी, एक खाने पर साथ रह सकती हैं।
learn-step-parchis_bonus-do = वह चाल चुनें जिसके बाद आपकी कोई गोटी मारे जाने के ख़तरे में न रहे।
learn-step-parchis_bonus-done = गोटी { $piece } सुरक्षित खाने पर है: वहाँ उसे कोई नहीं मार सकता, और आपकी कोई गोटी ख़तरे में नहीं है।
learn-step-parchis_barrier-title = नाकाबंदी बनाएँ
learn-step-parchis_barrier-intro = एक खाने पर एक रंग की दो गोटियाँ नाकाबंदी करती हैं: कोई भी गोटी, आपकी अपनी भी, उसे लाँघ नहीं सकती। विरोधी की एक गोटी आपकी गोटियों के ठीक पीछे खड़ी है।
learn-step-parchis_barrier-do = आपका { $value } उसके आगे दो गोटियाँ साथ खड़ी कर सकता है। ऐसा करें।
learn-step-parchis_barrier-done = गोटी { $piece } आपकी दूसरी गोटी से जा मिली: नाकाबंदी पीछे वाली गोटी को रोकती है। पर 6 आने पर, हो सके तो, अपनी नाकाबंदी खोलनी पड़ती है।
learn-step-parchis_seven-title = 6 को 7 गिना जाता है
learn-step-parchis_seven-intro = जब आपकी कोई गोटी अड्डे में इंतज़ार न कर रही हो (घर पहुँची गोटियाँ बाहर गिनी जाती हैं), तो 6 से 7 खाने चलते हैं, और चाल के बाद एक और दाँव भी मिलता है।
learn-step-parchis_seven-do = फेंकें दबाएँ।
learn-step-parchis_seven-thrown = { $value } आया: आपकी सारी गोटियाँ बाहर हैं, इसलिए यह { $values } गिना जाता है।
learn-step-parchis_home-title = ठीक गिनती से घर
learn-step-parchis_home-intro = गोटी केवल ठीक गिनती से घर पहुँचती है। आपकी गोटी { $piece } आपके घर वाले स्तंभ में है और उसे { $needed } खाने जाना है। घर पहुँचने पर दूसरी गोटी के लिए { $bonus } खाने मिलते हैं।
learn-step-parchis_home-do = आपके पास { $needed } है: उस गोटी को घर पहुँचाएँ।
learn-step-parchis_home-done = गोटी { $piece } घर पहुँच गई: दूसरी गोटी से { $bonus } गिनें, फिर अपने 6 के लिए एक और दाँव फेंकें। जिसकी चारों गोटियाँ पहले घर पहुँचें, वह जीतता है।
learn-end-parchis_throw = पारचीस एक पासे से खेला जाता है।
learn-end-parchis_enter = 5 आपके प्रवेश खाने पर एक गोटी बाहर लाता है।
learn-end-parchis_capture = सुरक्षित खानों से बाहर दूसरे रंग की अकेली गोटी पर रुककर उसे अड्डे में वापस भेजें, और 20 गिनें।
learn-end-parchis_bonus = सुरक्षित खाने पर किसी को मारा नहीं जाता।
learn-end-parchis_barrier = एक खाने पर आपकी दो गोटियाँ नाकाबंदी करती हैं, जिसे कोई लाँघ नहीं सकता।
learn-end-parchis_seven = आपकी सारी गोटियाँ बाहर हों तो 6 को 7 गिना जाता है।
learn-end-parchis_home = गोटी केवल ठीक गिनती से घर पहुँचती है, और 10 पाती है।
learn-why-no_capture-parchis = यह कुछ नहीं मारती: { $seat } की गोटी { $piece } बिसात पर रहती है, और आप { $bonus } नहीं गिनते।
learn-why-exposed-parchis = गोटी { $piece } सुरक्षित खानों से बाहर, { $seat } की गोटी { $by } से { $value } खाने आगे होगी, जो उसे { $value } से मार सकती है: { $percent } दाँव { $value } होते हैं।
learn-why-not_home-parchis = गोटी { $piece } को ठीक { $needed } चाहिए, और केवल { $percent } दाँव यह देते हैं: जब तक है, इसका इस्तेमाल करें, और { $bonus } पाएँ।
learn-why-no_blockade-parchis = इससे कोई नाकाबंदी नहीं बनती: { $seat } की गोटी { $piece } अब भी { $value } से आपकी गोटियों को लाँघ सकती है या उन पर पहुँच सकती है।

## leave (issue 26): abort, resign, leave, claiming the win; the game-over panel's notes on them (web/leave.js)
leave-label = खेल छोड़ें
leave-abort = रद्द करें
leave-resign = हार मानें
leave-leave = छोड़ें
leave-cancel = खेलते रहें
leave-abort_title = यह खेल रद्द करें?
leave-abort_body = खेल अभी बिना किसी नतीजे के ख़त्म हो जाएगा, सभी खिलाड़ियों के लिए।
leave-abort_confirm = खेल रद्द करें
leave-resign_title = हार मानें?
leave-resign_body = आप हार मान लेते हैं: खेल ख़त्म होता है और आप आख़िरी स्थान पर रहते हैं।
leave-resign_body_on = आप हार मान लेते हैं और आख़िरी स्थान पर रहते हैं; बाकी खिलाड़ी खेलते रहते हैं और आपकी गोटियाँ एक बॉट चलाता है।
leave-resign_confirm = हार मानें
leave-leave_title = यह खेल छोड़ें?
leave-leave_body = अब से आपकी सीट पर एक बॉट खेलेगा; आप उस पर वापस नहीं आ सकते।
leave-leave_confirm = छोड़ें
leave-claim_title = आपका प्रतिद्वंद्वी चला गया
leave-claim_body = उनका समय ख़त्म हो गया और वे लौटे नहीं। जीत का दावा करें, या उनकी सीट पर अंत तक एक बॉट को खेलने दें।
leave-claim = जीत का दावा करें
leave-let_bot = बॉट को खेल ख़त्म करने दें
leave-paused = सभी खिलाड़ी दूर हैं: किसी के लौटने तक खेल रुका है।
leave-paused_player = सबका समय ख़त्म हो गया, इसलिए बॉट रुके हैं: किसी खिलाड़ी के लौटने तक कुछ नहीं चलेगा।
over-aborted_title = खेल रद्द
over-aborted_body = इसे खेले जाने से पहले ही रद्द कर दिया गया: कोई नतीजा नहीं।
over-bot_won = आपके लिए एक बॉट जीता
over-resigned = हार मानी: { $seats }
over-left = खेल छोड़ा: { $seats }
over-bot_played_you = आपके { $count } फ़ैसलों में से { $by } एक बॉट ने लिए।
over-resigned_mark = (हार मानी)
over-left_mark = (छोड़ा)
over-bot_mark = ({ $count } में से { $by } बॉट ने खेले)
log-resign = हार मानता है: इस सीट पर आगे एक बॉट खेलता है
log-resign_ends = हार मानता है; खेल ख़त्म
log-abort = खेल रद्द करता है: यह बिना नतीजे के ख़त्म होता है
log-leave = खेल छोड़ता है: इस सीट पर आगे एक बॉट खेलता है
error-code-not_allowed = यह अभी नहीं किया जा सकता।
friends-status_aborted = रद्द

## Accounts, profiles and leaderboards (web/account.js, web/profile.js).
account-signin = साइन इन
account-signout = साइन आउट
account-signup = खाता बनाएँ
account-signin_title = साइन इन करें
account-signup_title = नया खाता बनाएँ
account-optional = खाता ज़रूरी नहीं है: यह आपके खेल और रेटिंग इस सर्वर पर रखता है। मेहमान पहले की तरह खेलते हैं।
account-name = उपयोगकर्ता नाम
account-name_rules = 3 से 20 अक्षर: a–z अक्षर, अंक, _ और -। इसे सब देख सकते हैं।
account-password = पासवर्ड (कम से कम 8 अक्षर)
account-cancel = रद्द करें
account-have_account = मेरा खाता है: साइन इन करें
account-new_account = नए हैं? खाता बनाएँ
account-leaderboard = लीडरबोर्ड
account-rated = रेटेड खेल (हर खिलाड़ी साइन इन)
profile-title = { $name } — पचीसी
profile-member_since = { $date } से सदस्य
profile-games = खेल
profile-games_of = { $preset }: { $games }
profile-no_games = अभी कोई खेल नहीं।
profile-ratings = रेटिंग
profile-no_ratings = अभी कोई रेटेड खेल नहीं।
profile-rating_for = { $preset }, { $players } खिलाड़ी
profile-rating_for_teams = { $preset }, { $players } खिलाड़ी, टीमें
profile-provisional = अस्थायी
profile-provisional_why = 10 से कम रेटेड खेल: रेटिंग अभी स्थिर हो रही है।
profile-rated_games = रेटेड खेल: { $games }
profile-graph_label = { $games } रेटेड खेलों में रेटिंग, { $from } से { $to }
profile-recent = हाल के खेल
profile-rated = रेटेड
profile-unrated = रेटेड नहीं
profile-against = विरुद्ध
profile-playing = अभी जारी
profile-no_result = कोई परिणाम नहीं
profile-place = { $of } में स्थान { $place }
profile-bot = बॉट
profile-guest = मेहमान
profile-settings = आपका खाता
profile-change_password = पासवर्ड बदलें
profile-export = मेरा डेटा डाउनलोड करें (JSON)
profile-delete = खाता हटाएँ
profile-password_changed = पासवर्ड बदल गया; आपके दूसरे सत्र साइन आउट हो गए।
leaderboard-title = लीडरबोर्ड — पचीसी
leaderboard-heading = लीडरबोर्ड: { $preset }, { $players } खिलाड़ी
leaderboard-how = सावधान रेटिंग (μ − 3σ) के क्रम में: यह जीतने से और प्रणाली के निश्चित होने से बढ़ती है।
leaderboard-empty = अभी कोई रेटेड खिलाड़ी नहीं।
error-code-sign_in_required = पहले साइन इन करें।
error-code-wrong_password = नाम या पासवर्ड गलत है।
error-code-bad_name = यह उपयोगकर्ता नाम नियमों के अनुसार नहीं है।
error-code-weak_password = यह पासवर्ड बहुत छोटा है या उपयोगकर्ता नाम है।
error-code-wrong_account = इस सीट पर कोई दूसरा खाता है।
leaderboard-preset = खेल:
leaderboard-players = खिलाड़ी:
play-online = ऑनलाइन खेलें
play-what_online = कोई खेल चुनें: सर्वर आपके स्तर के खिलाड़ी ढूँढता है (साइन इन होने पर रेटेड खेल)।
quick-heading = खिलाड़ी ढूँढे जा रहे हैं: { $game }, { $players } खिलाड़ी
quick-waiting = प्रतीक्षा… { $seconds } से.
quick-found = मिल गए! मेज़ खुल रही है…
quick-rated = रेटेड खेल। आपकी रेटिंग: { $rating }; ±{ $window } के भीतर के खिलाड़ी।
quick-unrated = बिना रेटिंग का खेल।
quick-unrated_guest = बिना रेटिंग का खेल: रेटेड खेलों के लिए साइन इन करें।
quick-bots_offer = अभी कोई नहीं। खाली सीटों पर बॉट बिठाएँ (बिना रेटिंग का खेल)?
quick-bots = बॉट के साथ खेलें
quick-cancel = रद्द करें
quick-close = बंद करें
error-code-too_early = अभी नहीं: थोड़ी देर और प्रतीक्षा करें।
profile-graph_games = रेटेड खेल
profile-graph_rating = रेटिंग
over-rating_change = आपकी रेटिंग: { $before } → { $after }
play-bot_rating = बॉट रेटिंग { $rating }
quick-bot_rating = (बॉट की रेटिंग { $rating })

## Friends (web/social.js): follow, presence, invites, blocks, reports; the profile's password forms.
social-friends = दोस्त
social-no_friends = आप अभी किसी को फ़ॉलो नहीं करते। खिलाड़ियों को उनके प्रोफ़ाइल पेज से फ़ॉलो करें।
social-presence_rule = ऑनलाइन: पिछले एक मिनट में देखा गया। आप ऑनलाइन हैं या नहीं, यह सिर्फ़ आपको फ़ॉलो करने वाले देखते हैं।
social-online = ऑनलाइन
social-offline = ऑफ़लाइन
social-invite = बुलाएँ
social-invite_heading = इस मेज़ पर किसी दोस्त को बुलाएँ
social-invite_sent = { $name } को बुलाया: जवाब की प्रतीक्षा।
social-no_free_seat = इस मेज़ पर देने के लिए कोई ख़ाली सीट नहीं है।
social-notices_label = निमंत्रण
social-invited = { $name } आपको एक मेज़ पर बुला रहे हैं।
social-invited_body = स्वीकार या अस्वीकार करने के लिए पेज खोलें।
social-accept = स्वीकार करें
social-decline = अस्वीकार करें
social-answer_accepted = { $name } ने आपका निमंत्रण स्वीकार किया।
social-answer_declined = { $name } ने आपका निमंत्रण अस्वीकार किया।
social-answer_expired = { $name } को भेजा निमंत्रण समाप्त हो गया।
social-to_table = मेज़ पर जाएँ
social-dismiss = बंद करें
social-follow = फ़ॉलो करें
social-unfollow = फ़ॉलो हटाएँ
social-block = ब्लॉक करें
social-unblock = ब्लॉक हटाएँ
social-blocked_note = ब्लॉक किया गया: आप उनकी चैट नहीं देखते, और आप में से कोई दूसरे को बुला या फ़ॉलो नहीं कर सकता।
social-line_menu = रिपोर्ट या ब्लॉक करें
social-reason = कारण (वैकल्पिक)
social-report = रिपोर्ट करें
social-reported = रिपोर्ट हो गई। धन्यवाद: संचालक इसे पढ़ेंगे।
social-block_name = { $name } को ब्लॉक करें
profile-current_password = वर्तमान पासवर्ड
profile-new_password = नया पासवर्ड (कम से कम 8 अक्षर)
profile-delete_warning = खाता हमेशा के लिए हट जाएगा। आपके खेल रहेंगे, आपके नाम के बिना।
profile-delete_confirm = खाता हटाएँ
error-code-blocked = आप में से एक ने दूसरे को ब्लॉक किया है।
error-code-not_following = पहले इस खिलाड़ी को फ़ॉलो करें।
error-code-suspended = यह खाता निलंबित है।
error-code-expired = इस निमंत्रण का जवाब दिया जा चुका है या यह समाप्त हो गया है।
error-code-already_reported = आप यह पंक्ति पहले ही रिपोर्ट कर चुके हैं।

## ---- बरजीस (issue 32, docs/rules.md §18): इसके प्रीसेट, कपड़ा, चालें और नियम पृष्ठ।
lobby-variant-barjis = लेवांत का खेल, पचीसी के क्रॉस पर: छह कौड़ियाँ, 10 और 25 गोटी को रसोई से बाहर लाते हैं, आठ चिह्नित खाने सुरक्षित हैं, और जब किसी विरोधी की कोई गोटी घर न पहुँची हो तब की जीत सात गिनी जाती है।
lobby-variant-barjis-levant = लेबनान और सीरिया में दो लोगों का बरजीस: आमने-सामने की भुजाओं पर एक के विरुद्ध एक, केवल 10 गोटी को बाहर लाता है।
preset-barjis = बरजीस: छह कौड़ियाँ, 2 से 4 खिलाड़ी, हर कोई अकेला, 10 और 25 से गोटी अंदर आती है, आठ चिह्नित सुरक्षित खाने, दोहरी गोटियाँ मारी नहीं जा सकतीं, मार्स सात गिनी जाती है
preset-barjis-levant = लेवांत का बरजीस: आमने-सामने की भुजाओं पर दो खिलाड़ी, छह कौड़ियाँ, केवल 10 से गोटी अंदर आती है, आठ चिह्नित सुरक्षित खाने, मार्स सात गिनी जाती है
rules-name-barjis = बरजीस
rules-name-barjis-levant = लेवांत का बरजीस
group-barjis = बरजीस
option-two_colours = दो खिलाड़ी दो-दो रंग खेलते हैं
option-go_on = फिर से फेंकने वाले दाँव
option-grace_values = गोटी अंदर लाने वाले दाँव (कृपा-दाँव)
option-exact = घर पहुँचने के लिए ठीक गिनती
option-mars = किसी विरोधी के घर न पहुँचने पर जीत सात गिनी जाती है
meaning-two_colours = पचीसी के क्रॉस पर दो खिलाड़ियों के साथ: हर एक दो आमने-सामने के रंग खेलता है; नहीं तो हर एक एक रंग, आमने-सामने की भुजाओं दक्षिण और उत्तर पर
meaning-go_on = वे दाँव जिनसे फिर फेंकने का मौका मिलता है (पहले से: दाँव-तालिका के अपने)
meaning-grace_values = वे दाँव जो गोटी को बिसात पर लाते हैं (खाली: फिर से फेंकने वाले दाँव)
meaning-exact = गोटी अंत तक केवल ठीक गिनती से पहुँचती है; नहीं तो अंत से आगे ले जाने वाला दाँव उसे बाहर (घर) कर देता है
meaning-mars = जब किसी विरोधी की एक भी गोटी घर न पहुँची हो तब की जीत (मार्स) सात खेल गिनी जाती है, नहीं तो एक
allowed-go_on = table, या दाँवों की सूची
allowed-grace_values = दाँवों की सूची, या खाली
value-safe_squares-barjis = बरजीस
value-enter-centre = बीच में
value-go_on-table = दाँव-तालिका के
board-kitchen = रसोई
piece-in_kitchen = { $seat } गोटी { $piece }, रसोई में
move-to_marked = { $who }: { $value } चिह्नित खाने तक ({ $togo } बाक़ी)
move-to_kitchen = { $who }: { $value } रसोई में आती है ({ $togo } बाक़ी)
logline-to_marked = { $who } { $value } चलकर चिह्नित खाने पर ({ $togo } बाक़ी)
rules-barjis-seats = हर खिलाड़ी चार गोटियों के साथ अकेला खेलता है: { $seats }।
rules-barjis-teams = साथी आमने-सामने बैठते हैं ({ $pairs }) और एक टीम बनकर साथ खेलते हैं।
rules-barjis-end = जो पहले अपनी चारों गोटियाँ घर, रसोई में, ले आए वह जीतता है, और खेल ख़त्म होता है।
rules-barjis-end_teams = जिस टीम के दोनों साथी पहले अपनी सारी गोटियाँ घर, रसोई में, ले आएँ वह जीतती है, और खेल ख़त्म होता है।
rules-barjis-end_all = जो पहले अपनी चारों गोटियाँ घर, रसोई में, ले आए वह जीतता है; बाकी स्थानों के लिए खेलते रहते हैं।
rules-barjis-mars = जब किसी विरोधी की एक भी गोटी घर न पहुँची हो तब की जीत मार्स है: वह सात खेल गिनी जाती है; कोई और जीत एक।
rules-barjis-road = कपड़ा चार भुजाओं का क्रॉस है, हर भुजा में आठ-आठ खानों के तीन स्तंभ, बीच के चारों ओर, जो रसोई है। हर रंगीन रेखा एक खिलाड़ी का रास्ता है: रसोई से अपनी भुजा के बीच वाले स्तंभ से नीचे, बाहरी स्तंभों पर एक बार घड़ी की उलटी दिशा में पूरा चक्कर, फिर उसी बीच वाले स्तंभ से ऊपर रसोई में, कुल 84 कदम।
rules-barjis-marked = सुनहरे तारे से कढ़े आठ खाने, हर भुजा के दोनों बाहरी स्तंभों में किनारे से तीसरा खाना, चिह्नित खाने हैं: वहाँ कोई मारा नहीं जाता, और अलग-अलग खिलाड़ियों की गोटियाँ उन पर साथ रह सकती हैं।
rules-barjis-marked_exclusive = जिस चिह्नित खाने पर विरोधी खड़ा हो उस पर कोई गोटी नहीं रुक सकती।
rules-barjis-home = खिलाड़ी के बीच वाले स्तंभ पर केवल उसकी अपनी गोटियाँ जाती हैं, इसलिए वहाँ वे सुरक्षित हैं। रसोई वह जगह है जहाँ गोटियाँ प्रतीक्षा करती हैं और जहाँ वे पूरी होती हैं।
rules-barjis-cowries = { $count } कौड़ियाँ फेंकें: कितनी मुँह ऊपर गिरती हैं उससे दाँव का मान बनता है, नीचे की तालिका से: कोई ऊपर नहीं तो 6, एक ऊपर 10 (दोस्त), दो, तीन और चार ऊपर अपनी संख्या, पाँच ऊपर 25 (बेंज), छहों ऊपर 12।
rules-barjis-go_on = { $values } का दाँव आपको फिर फेंकने देता है।
rules-barjis-go_on_none = कोई दाँव फिर से फेंकने नहीं देता: हर बारी एक दाँव है।
rules-barjis-grace = आपकी सारी गोटियाँ रसोई में, रास्ते से बाहर, शुरू होती हैं। केवल कृपा-दाँव, { $values } का दाँव, गोटी को बाहर लाता है, शुरू में और मारे जाने के बाद फिर से; कृपा-दाँव से रास्ते पर पहले से खड़ी गोटी भी चलाई जा सकती है।
rules-barjis-enter_place = अंदर आने वाली गोटी रसोई के पास आपके बीच वाले स्तंभ के पहले खाने पर रखी जाती है, और कृपा-दाँव ख़र्च हो जाता है।
rules-barjis-enter_full = अंदर आने वाली गोटी रसोई से कृपा-दाँव के पूरे मान जितना चलती है।
rules-barjis-enter_centre = अंदर आने वाली गोटी बिसात पर रसोई में रखी जाती है (बिसात उसे आपके रंग के त्रिकोण में दिखाती है), और कृपा-दाँव ख़र्च हो जाता है; आपके बाद के दाँव उसे अपने मान जितना बाहर चलाते हैं। रसोई में कोई मारा नहीं जाता।
rules-barjis-move = रखा हुआ हर दाँव एक गोटी को अपने पूरे मान जितना आगे चलाता है, दोहरे खाने से भी। गोटी किसी भी गोटी के ऊपर से निकल जाती है, और अपनी गोटियों वाले खाने पर रुक सकती है (दोहरी होना)।
rules-barjis-capture = बिना चिह्न वाले ऐसे खाने पर रुकें जहाँ किसी दूसरे खिलाड़ी की अकेली गोटी हो तो आप उसे मारते हैं: वह रसोई में लौट जाती है और बाहर आने के लिए फिर कृपा-दाँव चाहिए। मारने से कोई अतिरिक्त दाँव नहीं मिलता।
rules-barjis-doubled = बिना चिह्न वाले खाने पर एक खिलाड़ी की दो या अधिक गोटियाँ मारी नहीं जा सकतीं, और कोई दूसरा वहाँ रुक नहीं सकता; उनके ऊपर से निकला जा सकता है।
rules-barjis-exact = गोटी रसोई में घर केवल ठीक संख्या से पहुँचती है: जो दाँव उसे आगे ले जाए वह उस पर नहीं चल सकता।
rules-barjis-dead_end = 1 का कोई दाँव नहीं है, इसलिए गोटी को रसोई से एक खाना पहले कभी न रोकें: वहाँ से कोई दाँव उसे कभी घर नहीं ला सकता।
rules-barjis-bear_off = जो दाँव गोटी को उसके रास्ते के अंत से आगे ले जाए वह उसे बाहर कर देता है: वह घर है।

## The Barjis lesson (/learn?preset=barjis, web/learn.js).
learn-barjis-title = बरजीस खेलना सीखें — पचीसी
learn-barjis-offer_title = बरजीस में नए हैं?
learn-barjis-offer_text = उसके कपड़े पर 3 मिनट का पाठ खेलें: कौड़ियाँ, रसोई से गोटी निकालने वाला कृपा-दाँव, गोटी मारना, चिह्नित खाने और ठीक गिनती से घर।
learn-end-rules_barjis = बरजीस के सारे नियम
learn-barjis-levant-title = लेवांत का बरजीस खेलना सीखें — पचीसी
learn-barjis-levant-offer_title = लेवांत के बरजीस में नए हैं?
learn-barjis-levant-offer_text = उसके कपड़े पर आमने-सामने 3 मिनट का पाठ खेलें: कौड़ियाँ, रसोई से गोटी निकालने वाला अकेला 10 का दाँव, गोटी मारना, चिह्नित खाने और ठीक गिनती से घर।
learn-end-rules_barjis-levant = लेवांत के बरजीस के सारे नियम
learn-step-barjis_throw-title = कौड़ियाँ फेंकें
learn-step-barjis_throw-intro = बरजीस { $shells } कौड़ियों से खेला जाता है। उन्हें फेंकें और गिनें कि कितनी मुँह ऊपर गिरीं: तालिका दाँव का मान बताती है।
learn-step-barjis_throw-do = “फेंकें” दबाएँ।
learn-step-barjis_throw-again =
    { $count ->
        [one] { $count } कौड़ी मुँह ऊपर: { $value }। { $value } पर फिर से फेंकने को मिलता है — “फेंकें” एक बार और दबाएँ।
       *[other] { $count } कौड़ियाँ मुँह ऊपर: { $value }। { $value } पर फिर से फेंकने को मिलता है — “फेंकें” एक बार और दबाएँ।
    }
learn-step-barjis_throw-last =
    { $count ->
        [one] { $count } कौड़ी मुँह ऊपर: { $value }। अब फेंकना पूरा हुआ। आपके दाँव { $values } रखे गए हैं; अब इन्हें एक-एक करके, हर एक को एक गोटी पर, इस्तेमाल करें।
       *[other] { $count } कौड़ियाँ मुँह ऊपर: { $value }। अब फेंकना पूरा हुआ। आपके दाँव { $values } रखे गए हैं; अब इन्हें एक-एक करके, हर एक को एक गोटी पर, इस्तेमाल करें।
    }
learn-step-barjis_throw-done = आप अपने दाँव रखते हैं और उन्हें एक-एक करके इस्तेमाल करते हैं।
learn-step-barjis_grace-title = कृपा-दाँव से गोटी बाहर लाएँ
learn-step-barjis_grace-intro = आपकी चार { $seat } गोटियाँ कपड़े के बीच में, रसोई में, प्रतीक्षा करती हैं। केवल कृपा-दाँव — { $grace } — गोटी को बाहर लाता है: वह रसोई के पास आपके बीच वाले स्तंभ के पहले खाने पर रखी जाती है, और पूरा दाँव इसी में लग जाता है। आपके { $others } गोटी बाहर नहीं ला सकते।
learn-step-barjis_grace-do = अपने { $value } से एक गोटी बाहर लाएँ।
learn-step-barjis_grace-done = गोटी { $piece } बाहर है, घर से { $togo } क़दम दूर: अपने बीच वाले स्तंभ में नीचे, कपड़े का एक चक्कर वामावर्त, और फिर बीच वाले स्तंभ में ऊपर रसोई तक।
learn-step-barjis_move-title = अपने रास्ते पर चलें
learn-step-barjis_move-intro = रखा हुआ हर दाँव एक गोटी को उसके पूरे मान जितना आगे चलाता है; वह कभी गोटियों में बँटता नहीं। आपकी गोटी { $piece } आपके रास्ते की शुरुआत में है।
learn-step-barjis_move-do = इसे अपने { $value } से चलाएँ: जिस खाने तक पहुँचेगी वह उभारा गया है।
learn-step-barjis_move-done = गोटी { $piece } आपके रास्ते पर { $value } खाने चली और अब { $togo } बाक़ी हैं।
learn-step-barjis_capture-title = गोटी मारें
learn-step-barjis_capture-intro = { $victim } की गोटी { $vpiece } आपकी गोटी { $piece } से { $value } खाने आगे, बिना चिह्न वाले खाने पर अकेली खड़ी है। वहाँ रुकें तो आप उसे मार देते हैं: वह रसोई में लौट जाती है और बाहर आने के लिए उसे फिर कृपा-दाँव चाहिए। बरजीस में मारने से अतिरिक्त दाँव नहीं मिलता।
learn-step-barjis_capture-do = अपने { $value } से उसे मारें।
learn-step-barjis_capture-done = { $victim } की गोटी { $vpiece } रसोई में लौट गई; मारने से अतिरिक्त दाँव नहीं मिलता।
learn-step-barjis_marked-title = चिह्नित खाने सुरक्षित हैं
learn-step-barjis_marked-intro = सुनहरे तारे वाले आठ खाने चिह्नित खाने हैं। चिह्नित खाने पर कोई मारा नहीं जाता, और अलग-अलग खिलाड़ियों की गोटियाँ उस पर साथ रह सकती हैं।
learn-step-barjis_marked-do = आपका { $value } दो में से किसी भी गोटी को चला सकता है। वह चाल चुनें जिससे आपकी कोई गोटी मारे जाने के ख़तरे में न रहे।
learn-step-barjis_marked-done = गोटी { $piece } चिह्नित खाने पर है: वहाँ उसे कोई नहीं मार सकता, और आपकी कोई गोटी ख़तरे में नहीं है।
learn-step-barjis_exact-title = ठीक गिनती से रसोई में घर
learn-step-barjis_exact-intro = गोटी रसोई में घर केवल उतने ही क़दमों के दाँव से पहुँचती है जितने उसके बाक़ी हों। 1 का कोई दाँव नहीं है, इसलिए घर से एक क़दम पहले रुकी गोटी कभी पूरी नहीं हो सकती। आपकी गोटी { $piece } के { $needed } क़दम बाक़ी हैं।
learn-step-barjis_exact-do = आपने { $needed } फेंका: उस गोटी को घर लाएँ।
learn-step-barjis_exact-done = गोटी { $piece } ठीक गिनती से रसोई में घर पहुँच गई। जो पहले अपनी चारों गोटियाँ घर लाए, वह जीतता है।
learn-end-barjis_throw = कौड़ियाँ फेंकें और दाँव रखें; { $again } पर फिर फेंकने को मिलता है।
learn-end-barjis_grace = केवल कृपा-दाँव ({ $grace }) गोटी को रसोई से बाहर लाता है।
learn-end-barjis_move = हर दाँव एक गोटी को उसके पूरे मान जितना आगे चलाता है।
learn-end-barjis_capture = चिह्नित खानों के बाहर किसी दूसरे खिलाड़ी की अकेली गोटी पर रुककर उसे रसोई में लौटाएँ; अतिरिक्त दाँव नहीं मिलता।
learn-end-barjis_marked = चिह्नित खाने (सुनहरा तारा) पर कोई मारा नहीं जाता।
learn-end-barjis_exact = गोटी केवल ठीक गिनती से घर जाती है; उसे कभी घर से एक क़दम पहले न छोड़ें।
learn-why-no_capture-barjis = यह कुछ नहीं मारती: { $seat } की गोटी { $piece } बिसात पर रहती है।
learn-why-exposed-barjis = गोटी { $piece } बिना चिह्न वाले खाने पर होगी जहाँ { $seat } की गोटी { $by } उसे { $value } से मार सकती है — { $percent } दाँव { $value } होते हैं।

## ---- पारकेस (issue 32, docs/rules.md §19): इसका प्रीसेट, विकल्प, फूँक और ताज, नियम पृष्ठ।
lobby-variant-parques = कोलंबिया का खेल, पारचीस की बिसात पर: दो पासे, गोटियाँ केवल जोड़े से जेल से छूटती हैं, जोड़ा आने पर फिर से पासे, लगातार तीन जोड़े एक गोटी को ताज पहनाते हैं, और मारने का मौक़ा छोड़ने वाली गोटी को फूँककर जेल भेजा जा सकता है।
preset-parques = पारकेस: दो पासे, गोटियाँ केवल जोड़े से जेल से छूटती हैं (तीन प्रयास), जोड़े पर फिर से पासे, तीन जोड़े एक गोटी को ताज पहनाते हैं, मारने का छोड़ा गया मौक़ा फूँका जाता है
rules-name-parques = पारकेस
group-parques = पारकेस
option-pair_release = जोड़ा जेल से क्या छुड़ाता है
option-jail_tries = जब कोई गोटी बाहर न हो, तब जोड़े के लिए दाँव
option-eleven_is_pair = 5 और 6 को जोड़ा गिना जाता है
option-crown = लगातार तीन जोड़े एक गोटी को ताज पहनाते हैं
option-crown_from_jail = ताज वाली गोटी जेल से भी आ सकती है
option-soplar = मारने का छोड़ा गया मौक़ा फूँका जा सकता है (सोप्लार)
meaning-pair_release = दो पासों के साथ: केवल जोड़ा गोटियों को जेल से निकालकर सालीदा पर लाता है, एक गोटी एक पासे से या कई गोटियाँ दोनों पासों से; सुपर: 1-1 और 6-6 हर गोटी को छुड़ाते हैं, दूसरे जोड़े दो को; सब: कोई भी जोड़ा हर गोटी को छुड़ाता है; 1 या 2: ज़्यादा से ज़्यादा उतनी; बंद: बाहर आने के दूसरे नियम
meaning-jail_tries = जब खिलाड़ी की कोई गोटी बिसात पर न हो, तब एक बारी में कितने दाँव हो सकते हैं; पहला जोड़ा आते ही दाँव रुक जाते हैं
meaning-eleven_is_pair = जोड़ों के हर नियम में 5 और 6 को जोड़ा गिना जाता है: गोटियाँ छुड़ाना, फिर से पासे फेंकना, लगातार तीन जोड़े
meaning-crown = लगातार तीन जोड़े आने पर: दंड के बजाय खिलाड़ी अपनी एक गोटी सीधे बीच में रख देता है, और बारी ख़त्म होती है
meaning-crown_from_jail = ताज वाली गोटी वह भी हो सकती है जो अभी जेल में है (नहीं तो केवल बिसात पर की गोटी)
meaning-soplar = जो खिलाड़ी किसी पासे को बिना मारे चलता है, जबकि वह पासा मार सकता था, वह मारने का मौक़ा छोड़ता है: अगला खिलाड़ी सबसे पहले उन गोटियों में से एक को, जो मार सकती थीं, फूँककर उसकी जेल में वापस भेज सकता है
value-pair_release-off = बंद
value-pair_release-super = सुपर (1-1 और 6-6 सब छुड़ाते हैं, दूसरे जोड़े दो)
value-pair_release-all = सब (कोई भी जोड़ा सब छुड़ाता है)
move-blow = { $seat } की गोटी { $piece } को फूँककर उसकी जेल में वापस भेजें (मारने का छोड़ा गया मौक़ा)
move-no_blow = न फूँकें: अपने दाँव पर आगे बढ़ें
move-crown = गोटी { $piece } को ताज पहनाएँ: वह सीधे बीच में जाती है
move-release_pair = { $who }: दोनों पासों से एक साथ जेल से बाहर ({ $togo } बाक़ी)
logline-release_pair = जोड़े के दोनों पासों से { $who } जेल से बाहर ({ $togo } बाक़ी)
logline-blow = { $captured } को फूँककर जेल वापस भेजा (मारने का छोड़ा गया मौक़ा)
logline-no_blow = मारने के छोड़े गए मौक़े पर नहीं फूँका
logline-crown = { $who } को ताज पहनाया: लगातार तीसरे जोड़े ने उसे बीच में पहुँचा दिया
banner-blow_you = { $seat } (आप): { $victim } ने मारने का मौक़ा छोड़ा — उसकी एक गोटी फूँककर जेल वापस भेजें, या आगे बढ़ें
banner-crown_you = { $seat } (आप): लगातार तीसरा जोड़ा — एक गोटी को ताज पहनाएँ
rules-parques-seats =
    { $count ->
        [one] दो से चार खिलाड़ी, हर कोई अकेला, हर एक की एक रंग की { $count } गोटी, जो उसी रंग की जेल (कारसेल) में शुरू होती है: अपने सालीदा के पास वाले कोने में।
       *[other] दो से चार खिलाड़ी, हर कोई अकेला, हर एक की एक रंग की { $count } गोटियाँ, जो उसी रंग की जेल (कारसेल) में शुरू होती हैं: अपने सालीदा के पास वाले कोने में।
    }
rules-parques-end = जो खिलाड़ी सबसे पहले अपनी सारी गोटियाँ सिएलो में, यानी बीच में, पहुँचा दे, वह जीतता है, और खेल ख़त्म होता है।
rules-parques-end_all = जो खिलाड़ी सबसे पहले अपनी सारी गोटियाँ सिएलो में, यानी बीच में, पहुँचा दे, वह जीतता है; बाक़ी खिलाड़ी स्थानों के लिए खेलते रहते हैं।
rules-parques-road = रास्ता क्रॉस के चारों ओर 68 खानों का घेरा है। गोटी जेल से निकलकर अपने सालीदा पर, यानी अपने रंग के प्रवेश खाने पर, आती है, बिसात का एक चक्कर वामावर्त लगाकर अपनी भुजा के अंत तक जाती है, और फिर अपने येगादा से, उसके रंग के सात खानों से होते हुए, बीच में सिएलो तक पहुँचती है।
rules-parques-safe = 12 सेगूरो (छल्ले वाले खाने: हर भुजा पर तीन, सालीदा भी इन्हीं में) बचाते हैं: वहाँ किसी को मारा नहीं जाता, और किसी भी रंग की गोटियाँ वहाँ साथ रह सकती हैं।
rules-parques-dice = दो पासे फेंकें। हर पासा एक गोटी को आगे चलाता है: एक गोटी एक पासा ले सकती है और दूसरी गोटी दूसरा, या एक ही गोटी दोनों, एक के बाद एक। जो पासा चला जा सकता है, उसे चलना ही होगा।
rules-parques-eleven = जोड़ों के हर नियम में 5 और 6 को भी जोड़ा गिना जाता है।
rules-parques-release_super = केवल जोड़ा गोटियों को जेल से निकालकर आपके सालीदा पर लाता है: 1-1 और 6-6 जेल की हर गोटी को छुड़ाते हैं, कोई दूसरा जोड़ा दो तक।
rules-parques-release_all = केवल जोड़ा गोटियों को जेल से निकालकर आपके सालीदा पर लाता है, और कोई भी जोड़ा जेल की हर गोटी को छुड़ाता है।
rules-parques-release_count =
    { $count ->
        [one] केवल जोड़ा गोटी को जेल से निकालकर आपके सालीदा पर लाता है, एक बार में { $count } गोटी।
       *[other] केवल जोड़ा गोटियों को जेल से निकालकर आपके सालीदा पर लाता है, एक बार में ज़्यादा से ज़्यादा { $count } गोटियाँ।
    }
rules-parques-tries = जब तक आपकी कोई गोटी बिसात पर न हो, जोड़ा पाने के लिए आपके पास { $count } दाँव तक होते हैं; पहला जोड़ा आते ही दाँव रुक जाते हैं।
rules-parques-release_dice = एक गोटी छुड़ाने में जोड़े का एक पासा लगता है, और दूसरा पासा बिसात पर पहले से मौजूद किसी गोटी को चलाता है; दो या ज़्यादा गोटियाँ छुड़ाने में दोनों पासे लगते हैं। बिसात पर आपकी कोई गोटी न हो तो जोड़े से जितनी हो सकें उतनी गोटियाँ छुड़ानी ही होंगी; नहीं तो आप उसकी जगह उससे चाल चल सकते हैं।
rules-parques-salida_capture = बाहर आती गोटियाँ आपके सालीदा पर खड़ी विरोधियों की हर गोटी को मार देती हैं; बाक़ी समय सालीदा सेगूरो की तरह सुरक्षित है।
rules-parques-again = जोड़ा चलने के बाद आप फिर से पासे फेंकते हैं, जितनी बार जोड़े आएँ।
rules-parques-crown = लगातार तीसरा जोड़ा नहीं चला जाता: आप अपनी कोई ऐसी गोटी चुनते हैं जो अभी सिएलो में नहीं है, जेल वाली भी, और वह सीधे वहाँ जाती है (ताज); आपकी बारी ख़त्म।
rules-parques-crown_board = लगातार तीसरा जोड़ा नहीं चला जाता: आप बिसात पर की अपनी कोई गोटी चुनते हैं और वह सीधे सिएलो में जाती है (ताज); आपकी बारी ख़त्म।
rules-parques-three_pairs = लगातार तीसरा जोड़ा नहीं चला जाता: सिएलो के सबसे पास वाली आपकी गोटी जेल में लौट जाती है, और आपकी बारी ख़त्म।
rules-parques-capture = घेरे के किसी ऐसे खाने पर चाल ख़त्म करें जो सेगूरो नहीं है, तो आप वहाँ खड़ी विरोधियों की हर गोटी मार देते हैं: वे अपनी-अपनी जेल में लौट जाती हैं। मारने पर कोई अतिरिक्त खाने नहीं मिलते।
rules-parques-no_barriers = गोटियाँ किसी भी गोटी को लाँघ जाती हैं: कोई नाकाबंदी नहीं है, और एक खाने पर कितनी भी गोटियाँ साथ रह सकती हैं।
rules-parques-soplar = अगर आप किसी पासे से ऐसी चाल चलते हैं जो कुछ नहीं मारती, जबकि वह पासा मार सकता था, तो आप मारने का मौक़ा छोड़ते हैं: अगला खिलाड़ी अपनी बारी की शुरुआत उन गोटियों में से एक को, जो मार सकती थीं, फूँककर उसकी जेल में वापस भेजने से कर सकता है।
rules-parques-forced_capture = मारना अनिवार्य है: जब कोई पासा मार सकता है, तो केवल मारने वाली चालें ही मान्य हैं।
rules-parques-forfeit = जिस पासे को कोई गोटी न चल सके, वह बेकार जाता है; दूसरा फिर भी चला जाता है।
rules-parques-exact = गोटी सिएलो में केवल ठीक गिनती से पहुँचती है, किसी एक पासे से या दोनों से बारी-बारी।
rules-throws-parques = दो पासे: हर पासे पर 1 से 6 तक हर अंक की संभावना बराबर है, और हर पासा अलग से इस्तेमाल होता है। जोड़ा, जो गोटियों को जेल से छुड़ाता है और फिर से फेंकने का मौका देता है, { $pairs } दाँवों में आता है।
rules-throws-parques_sums = दोनों पासों का जोड़ (इससे तय होता है कि कौन शुरू करे, और एक ही गोटी पूरे जोड़ जितना चल सकती है):

## पारकेस का पाठ (/learn?preset=parques, web/learn.js)।
learn-parques-title = पारकेस खेलना सीखें — पचीसी
learn-parques-offer_title = पारकेस में नए हैं?
learn-parques-offer_text = उसकी बिसात पर 3 मिनट का पाठ खेलें: जेल से निकलने के लिए जोड़ा, गोटी मारना, मारने के छोड़े गए मौक़े पर फूँकना, सिएलो में ठीक गिनती से पहुँचना और तीन जोड़ों का ताज।
learn-end-rules_parques = पारकेस के सारे नियम
learn-choose_blow = जिस गोटी को फूँककर उसकी जेल में वापस भेजना है उस पर क्लिक करें, या कोई चाल चुनें:
learn-step-parques_throw-title = जोड़े के लिए फेंकें
learn-step-parques_throw-intro = पारकेस दो पासों से खेला जाता है। आपकी चारों गोटियाँ ({ $seat }) जेल (कारसेल) में हैं, आपके रंग के कोने में, और उन्हें केवल जोड़ा छुड़ाता है — दोनों पासों पर एक ही अंक। जब तक आपकी कोई गोटी बिसात पर न हो, जोड़ा पाने के लिए आपके पास तीन दाँव तक होते हैं।
learn-step-parques_throw-do = फेंकें दबाएँ।
learn-step-parques_throw-again = { $dice }: जोड़ा नहीं, इसलिए कोई गोटी बाहर नहीं आती। आपके पास एक और प्रयास है — फिर से फेंकें दबाएँ।
learn-step-parques_throw-last = { $dice }: जोड़ा! इससे आपके प्रयास रुक जाते हैं। जोड़ा { $doubles } दाँवों में आता है।
learn-step-parques_release-title = जोड़ा गोटियों को जेल से छुड़ाता है
learn-step-parques_release-intro = जोड़ा गोटियों को जेल से निकालकर आपके सालीदा पर लाता है, जो उसके पास आपके रंग का सेगूरो है। 1‑1 या 6‑6 जेल की हर गोटी को छुड़ाते हैं, कोई दूसरा जोड़ा दो तक, और दो या ज़्यादा गोटियाँ छुड़ाने में दोनों पासे लगते हैं। जब बिसात पर आपकी कोई गोटी न हो, तो जोड़ा जितनी गोटियाँ छुड़ा सकता है, उतनी छुड़ानी होती हैं।
learn-step-parques_release-do = उन्हें बाहर लाने के लिए जेल में अपनी किसी गोटी पर क्लिक करें।
learn-step-parques_release-done = चारों गोटियाँ आपके सालीदा पर हैं, सिएलो से { $togo } खाने दूर, और दोनों पासे लग चुके हैं। जोड़ा चलने के बाद आपको एक और दाँव मिलता है, जितनी बार जोड़े आएँ।
learn-step-parques_capture-title = खाने की हर गोटी मारें
learn-step-parques_capture-intro = एक पासा लग चुका है; आपका { $value } बचा है। { $victim } की दो गोटियाँ आपकी गोटी { $piece } से { $value } खाने आगे, ऐसे खाने पर हैं जो सेगूरो नहीं है। वहाँ चाल ख़त्म करें तो आप उस पर खड़ी विरोधियों की हर गोटी मार देते हैं: वे सब अपनी जेल में लौट जाती हैं।
learn-step-parques_capture-do = अपने { $value } से उन्हें मारें।
learn-step-parques_capture-done = { $victim } की दोनों गोटियाँ अपनी जेल में वापस हैं। गोटी मारने पर न अतिरिक्त खाने मिलते हैं, न अतिरिक्त दाँव।
learn-step-parques_blow-title = छोड़े गए मौक़े पर फूँकें
learn-step-parques_blow-intro = { $victim } ने अभी बिना मारे चाल चली, जबकि उसकी गोटी { $vpiece }, जो आपकी गोटी { $target } से { $gap } खाने पीछे है, मार सकती थी: { $victim } ने मारने का मौक़ा छोड़ा। अपना दाँव फेंकने से पहले आप उस गोटी को फूँककर उसकी जेल में वापस भेज सकते हैं (सोप्लार), या आगे बढ़ सकते हैं।
learn-step-parques_blow-do = उसे फूँकें: बिसात पर { $victim } की गोटी { $vpiece } पर क्लिक करें।
learn-step-parques_blow-done = { $victim } की गोटी { $vpiece } अपनी जेल में वापस है और अब आपकी गोटी { $target } को नहीं मार सकती। अब आप हमेशा की तरह फेंकते हैं: फूँकने में कोई दाँव नहीं लगता।
learn-step-parques_llegada-title = ठीक गिनती से सिएलो में
learn-step-parques_llegada-intro = एक पासा लग चुका है; आपका { $needed } बचा है। आपकी गोटी { $piece } आपके येगादा में है, यानी बीच तक जाने वाले आपके रंग के सात खानों में, और उसे { $needed } खाने और चलने हैं। गोटी सिएलो में केवल ठीक गिनती से पहुँचती है, एक पासे से या दोनों से बारी-बारी।
learn-step-parques_llegada-do = अपने { $needed } से उस गोटी को सिएलो में पहुँचाएँ।
learn-step-parques_llegada-done = गोटी { $piece } सिएलो में है। जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ सिएलो में पहुँचा दे, वह जीतता है।
learn-step-parques_third-title = लगातार तीन जोड़े
learn-step-parques_third-intro = हर जोड़ा चलने के बाद आपको एक और दाँव मिलता है। इस बारी में आप लगातार दो जोड़े फेंककर चल चुके हैं, और लगातार तीसरा जोड़ा नहीं चला जाता।
learn-step-parques_third-do = फेंकें दबाएँ।
learn-step-parques_third-last = { $dice }: लगातार आपका तीसरा जोड़ा। यह नहीं चला जाता: इसके बजाय आप अपनी एक गोटी को ताज पहनाते हैं, और फिर आपकी बारी ख़त्म होती है।
learn-step-parques_crown-title = एक गोटी को ताज पहनाएँ
learn-step-parques_crown-intro = ताज आपकी किसी ऐसी गोटी को, जो अभी सिएलो में नहीं है, सीधे वहाँ पहुँचा देता है — जेल में पड़ी गोटी को भी।
learn-step-parques_crown-do = उस गोटी को ताज पहनाएँ जिसे इससे सबसे ज़्यादा फ़ायदा हो: उस पर क्लिक करें।
learn-step-parques_crown-done = गोटी { $piece } जेल से सीधे सिएलो में पहुँच गई: अब उसे न बाहर निकलने के लिए जोड़ा चाहिए, न पूरा चक्कर। आपकी बारी ख़त्म होती है।
learn-end-parques_throw = जब बिसात पर आपकी कोई गोटी न हो, तो जोड़ा पाने के लिए आपके पास तीन दाँव तक होते हैं।
learn-end-parques_release = केवल जोड़ा गोटियों को जेल से छुड़ाता है (1‑1 और 6‑6 सबको, दूसरे जोड़े दो को), और हर जोड़ा चलने के बाद फिर से दाँव मिलता है।
learn-end-parques_capture = ऐसे खाने पर चाल ख़त्म करें जो सेगूरो नहीं है, तो वहाँ खड़ी विरोधियों की हर गोटी अपनी जेल में लौट जाती है।
learn-end-parques_blow = जो मौक़ा न लिया जाए, वह मारने का छोड़ा गया मौक़ा है: अगला खिलाड़ी उस गोटी को फूँककर उसकी जेल में वापस भेज सकता है।
learn-end-parques_llegada = गोटी सिएलो में केवल ठीक गिनती से पहुँचती है।
learn-end-parques_third = लगातार तीसरा जोड़ा नहीं चला जाता।
learn-end-parques_crown = इसके बजाय वह एक गोटी को ताज पहनाता है: हो सके तो जेल वाली गोटी को ताज पहनाएँ।
learn-why-no_capture_blow = यह कुछ नहीं मारती, इसलिए { $seat } की गोटियाँ बिसात पर रहती हैं — और यह मारने का मौक़ा छोड़ती है: { $blower } की बारी आपकी गोटी { $mine } को फूँककर जेल वापस भेजने से शुरू हो सकती है।
learn-why-no_blow = मना करने में कुछ नहीं जाता, पर { $seat } की गोटी { $piece } आपकी गोटी { $target } से { $value } खाने पीछे बनी रहती है: एक पासे पर या दोनों के जोड़ में { $value } उसे मार देगा, और { $percent } दाँव ऐसा कर सकते हैं।
learn-why-crown_short = गोटी { $piece } को केवल { $togo } खाने और चलने थे। गोटी { $best } अभी जेल में है: उसे बाहर निकलने के लिए ही जोड़ा चाहिए, और फिर पूरा चक्कर — उसे ताज पहनाने में कहीं ज़्यादा फ़ायदा है।
learn-why-not_home-parques = गोटी { $piece } को सिएलो के लिए ठीक { $needed } चाहिए, और केवल { $percent } दाँव एक पासे पर या दोनों के जोड़ में { $needed } देते हैं: जब तक है, इसका इस्तेमाल करें।

## ---- सॉरी! (issue 32, docs/rules.md §20): नियम पृष्ठ (web/rules.js)।
rules-name-sorry = सॉरी!
preset-sorry = सॉरी!: पासों की जगह 45 पत्तों की गड्डी, 1 या 2 गोटी को स्टार्ट से निकालता है, 4 पीछे ले जाता है, 7 बँटता है, 11 अदला-बदली करता है, सॉरी! पत्ता वापस भेजता है, फिसलपट्टियाँ
option-deck = गड्डी के पत्ते
option-deck_model = पत्ते कैसे खींचे जाते हैं
option-quick_start = जल्दी शुरुआत: एक गोटी पहले से बाहर
option-slide_colour = गोटी किसकी फिसलपट्टियों पर फिसलती है
option-two_draws_again = 2 पर फिर से पत्ता खींचें
option-sorry_four = सॉरी! पत्ता इसकी जगह 4 आगे भी चला सकता है
meaning-deck = गड्डी के पत्ते; 45: पाँच 1, और 2, 3, 4, 5, 7, 8, 10, 11, 12 और सॉरी! के चार-चार; 44: हर एक के चार (पहला संस्करण); 55: हर एक के पाँच
meaning-deck_model = पत्ते वापस रखे बिना खींचे जाते हैं और गड्डी ख़त्म होने पर फेंके गए पत्ते फेंटकर नई गड्डी बनती है (सीमित), या हर पत्ता पूरी गड्डी की संभावनाओं से खींचा जाता है (असीमित)
meaning-quick_start = हर खिलाड़ी की एक गोटी स्टार्ट के बजाय अपने आरंभ खाने पर शुरू होती है
meaning-slide_colour = फिसलपट्टी के त्रिकोण पर रुकने वाली गोटी दूसरे रंगों की फिसलपट्टियों पर फिसलती है (दूसरों की), हर फिसलपट्टी पर (सबकी) या केवल अपने रंग की फिसलपट्टियों पर (अपनी)
meaning-two_draws_again = 2 आने पर खिलाड़ी एक और पत्ता खींचता है (2013 के संस्करण में नहीं)
meaning-sorry_four = सॉरी! पत्ता इसकी जगह खिलाड़ी की एक गोटी को 4 आगे भी चला सकता है (बाद के संस्करण)
value-deck_model-finite = सीमित
value-deck_model-infinite = असीमित
value-slide_colour-others = दूसरों की
value-slide_colour-any = सबकी
value-slide_colour-own = अपनी
rules-sorry-seats = दो से चार खिलाड़ी, हर कोई अकेला, हर एक की एक रंग की चार गोटियाँ, जो उसके स्टार्ट में, यानी उसके आरंभ खाने के पास वाली जगह में, शुरू होती हैं।
rules-sorry-quick_start = जल्दी खेल के लिए, हर खिलाड़ी की एक गोटी अपने आरंभ खाने पर शुरू होती है।
rules-sorry-end = जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ होम (घर) पहुँचा दे, वह जीतता है, और खेल ख़त्म होता है।
rules-sorry-end_all = जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ होम (घर) पहुँचा दे, वह जीतता है; बाक़ी खिलाड़ी स्थानों के लिए खेलते रहते हैं।
rules-sorry-seats_teams = चार खिलाड़ी दो टीमों में, साथी आमने-सामने बैठते हैं: { $a } मिलकर { $b } के विरुद्ध खेलते हैं। हर खिलाड़ी की एक रंग की चार गोटियाँ होती हैं, जो उसके स्टार्ट में, यानी उसके आरंभ खाने के पास वाली जगह में, शुरू होती हैं।
rules-sorry-end_teams = जो टीम सबसे पहले दोनों साथियों की आठों गोटियाँ होम (घर) पहुँचा दे, वह जीतती है, और खेल ख़त्म होता है।
rules-sorry-team_pawns = साथियों के खेल में आप अपना पत्ता अपनी टीम की आठ गोटियों में से किसी पर भी चल सकते हैं: अपनी चार पर या अपने साथी की चार पर। हर गोटी फिर भी अपने ही रंग के रास्ते पर चलती है, अपने ही सुरक्षित क्षेत्र और होम में जाती है।
rules-sorry-team_home = जिस खिलाड़ी की चारों गोटियाँ होम पहुँच चुकी हों, वह अपनी बारी पर पत्ते खींचता रहता है और उन्हें अपने साथी की गोटियों पर चलता है।
rules-sorry-team_start = 1 या 2 किसी भी साथी के स्टार्ट से गोटी निकाल सकता है, उस गोटी के अपने आरंभ खाने पर।
rules-sorry-team_seven = 7 को टीम की आठ गोटियों में से किन्हीं दो में बाँटा जा सकता है, जैसे 4 अपनी एक गोटी के लिए और 3 साथी की एक गोटी के लिए।
rules-sorry-team_eleven = 11 टीम की किसी गोटी की अदला-बदली केवल विरोधी की गोटी से करता है, अपनी टीम की गोटी से कभी नहीं।
rules-sorry-team_sorry = सॉरी! पत्ता किसी भी साथी के स्टार्ट से गोटी लेकर घेरे के उस खाने पर रख सकता है जहाँ किसी दूसरे रंग की गोटी खड़ी है, साथी की गोटी भी; वह गोटी अपने स्टार्ट में लौट जाती है।
rules-sorry-team_bump = जो गोटी अपनी चाल दूसरे साथी की गोटी पर ख़त्म करे, वह उसे उसके स्टार्ट में वापस भेज देती है, जैसे विरोधी की गोटी को; अपने ही रंग की गोटी पर कोई गोटी चाल ख़त्म नहीं कर सकती।
rules-sorry-does_sorry_teams = स्टार्ट से दूसरे रंग की गोटी (साथी की भी) की जगह पर, जो अपने स्टार्ट में लौटती है
rules-sorry-does_sorry_four_teams = स्टार्ट से दूसरे रंग की गोटी (साथी की भी) की जगह पर, जो अपने स्टार्ट में लौटती है; या 4 आगे
rules-sorry-order_fixed = { $seat } शुरू करता है; फिर बारी बाईं ओर, मेज़ के चारों ओर दक्षिणावर्त चलती है।
rules-sorry-order = कौन शुरू करे, यह देखने के लिए हर कोई एक पत्ता खींचता है: सबसे बड़ा पत्ता शुरू करता है, और सॉरी! पत्ता 12 से भी बड़ा गिना जाता है (बराबरी पर फिर खींचें)। पत्ते गड्डी में लौटते हैं और गड्डी फेंटी जाती है। फिर बारी बाईं ओर, मेज़ के चारों ओर दक्षिणावर्त चलती है।
rules-sorry-road = रास्ता चौकोर बिसात के किनारे-किनारे 60 खानों का घेरा है, हर ओर 15, और हर गोटी उस पर दक्षिणावर्त चलती है। गोटी स्टार्ट से निकलकर अपने आरंभ खाने पर आती है, बिसात का एक चक्कर लगाती है, और अपने आरंभ खाने से दो खाने पहले घेरे से मुड़कर अपने सुरक्षित क्षेत्र में जाती है।
rules-sorry-slides = हर ओर उस ओर के खिलाड़ी के रंग की दो फिसलपट्टियाँ हैं, 4 और 5 खानों की, और हर एक त्रिकोण से शुरू होती है।
rules-sorry-slide_others = जो गोटी अपनी चाल ठीक किसी दूसरे रंग की फिसलपट्टी के त्रिकोण पर ख़त्म करे — किसी भी पत्ते से, पीछे की चाल से भी — वह तुरंत फिसलकर फिसलपट्टी के अंत तक पहुँचती है, और फिसलपट्टी पर खड़ी हर गोटी, आपकी अपनी भी, अपने स्टार्ट में लौट जाती है। अपने रंग के त्रिकोण पर रुकने से कुछ नहीं होता, न त्रिकोण को लाँघने से, न फिसलपट्टी के बाक़ी खानों पर रुकने से।
rules-sorry-slide_any = जो गोटी अपनी चाल ठीक किसी भी फिसलपट्टी के त्रिकोण पर ख़त्म करे, अपने रंग की पर भी — किसी भी पत्ते से, पीछे की चाल से भी — वह तुरंत फिसलकर फिसलपट्टी के अंत तक पहुँचती है, और फिसलपट्टी पर खड़ी हर गोटी, आपकी अपनी भी, अपने स्टार्ट में लौट जाती है। त्रिकोण को लाँघने से या फिसलपट्टी के बाक़ी खानों पर रुकने से कुछ नहीं होता।
rules-sorry-slide_own = इस खेल में गोटी केवल अपने रंग की फिसलपट्टियों पर फिसलती है: जो गोटी अपनी चाल ठीक अपने रंग की फिसलपट्टी के त्रिकोण पर ख़त्म करे — किसी भी पत्ते से, पीछे की चाल से भी — वह तुरंत फिसलकर फिसलपट्टी के अंत तक पहुँचती है, और फिसलपट्टी पर खड़ी हर गोटी, आपकी अपनी भी, अपने स्टार्ट में लौट जाती है। दूसरे रंगों की फिसलपट्टियों से, त्रिकोण को लाँघने से या फिसलपट्टी के बाक़ी खानों पर रुकने से कुछ नहीं होता।
rules-sorry-empty_sides = जिस ओर कोई नहीं खेलता, उसकी फिसलपट्टियाँ दूसरे रंग की गिनी जाती हैं: हर गोटी उन पर फिसलती है।
rules-sorry-safety = हर रंग का सुरक्षित क्षेत्र उसके रंग के पाँच खाने हैं, जो घेरे से निकलकर उसके होम तक जाते हैं। उसमें केवल उसी रंग की गोटियाँ जाती हैं, और केवल आगे चलकर; गोटी 4 या 10 से पीछे चलकर उससे निकल सकती है और बाद में लौट सकती है। सुरक्षित क्षेत्र या होम में खड़ी गोटी को न वापस भेजा जा सकता है, न उससे अदला-बदली हो सकती है, न सॉरी! पत्ता उसे ले सकता है; इसके अलावा कोई खाना सुरक्षित नहीं है, आरंभ खाने भी नहीं।
rules-sorry-draw = पासे नहीं हैं: अपनी बारी पर आप गड्डी का ऊपर वाला पत्ता खींचते हैं और उसे चलते हैं (नीचे की तालिका)। पत्ता वापस नहीं रखा जाता: वह फेंके गए पत्तों के ढेर पर जाता है, और गड्डी ख़त्म होने पर सारे पत्ते फेंटकर नई गड्डी बनाई जाती है।
rules-sorry-draw_infinite = पासे नहीं हैं: अपनी बारी पर आप एक पत्ता खींचते हैं और उसे चलते हैं (नीचे की तालिका)। इस खेल में हर पत्ता पूरी गड्डी से खींचा जाता है, मानो हर पत्ता तुरंत वापस फेंट दिया गया हो, इसलिए संभावनाएँ कभी नहीं बदलतीं।
rules-sorry-deck_45 = गड्डी में 45 पत्ते हैं: पाँच 1, और 2, 3, 4, 5, 7, 8, 10, 11, 12 और सॉरी! के चार-चार। 6 या 9 का कोई पत्ता नहीं है।
rules-sorry-deck_44 = गड्डी में पहले संस्करण वाले 44 पत्ते हैं: 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 और सॉरी! के चार-चार। 6 या 9 का कोई पत्ता नहीं है।
rules-sorry-deck_55 = गड्डी में 55 पत्ते हैं: 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 और सॉरी! के पाँच-पाँच। 6 या 9 का कोई पत्ता नहीं है।
rules-sorry-start = केवल 1 या 2 गोटी को स्टार्ट से निकालकर आपके आरंभ खाने पर लाता है, और इसमें पूरा पत्ता लगता है; सॉरी! पत्ता गोटी को अपने ढंग से निकालता है (नीचे), और कोई दूसरा पत्ता नहीं निकाल सकता। जब आपके आरंभ खाने पर आपकी अपनी गोटी हो, तब कोई गोटी बाहर नहीं आ सकती; वहाँ खड़ी विरोधी की गोटी वापस भेज दी जाती है।
rules-sorry-card_1 = 1: एक गोटी स्टार्ट से निकालें, या एक गोटी 1 आगे चलाएँ।
rules-sorry-card_2 = 2: एक गोटी स्टार्ट से निकालें, या एक गोटी 2 आगे चलाएँ। फिर एक और पत्ता खींचें, चाहे 2 चला जा सका हो या नहीं, जितनी बार 2 आए।
rules-sorry-card_2_once = 2: एक गोटी स्टार्ट से निकालें, या एक गोटी 2 आगे चलाएँ। इस खेल में 2 पर फिर से पत्ता नहीं खींचा जाता।
rules-sorry-card_forward = 3, 5, 8 और 12: एक गोटी उतने खाने आगे चलाएँ।
rules-sorry-card_4 = 4: एक गोटी 4 पीछे चलाएँ। जो गोटी अपने आरंभ खाने से 4 पीछे जाए, वह अपने सुरक्षित क्षेत्र के प्रवेश से दो खाने पहले रुकती है, इसलिए बिना फिर से चक्कर लगाए अपने सुरक्षित क्षेत्र में मुड़ सकती है।
rules-sorry-card_7 = 7: एक गोटी 7 आगे चलाएँ, या 7 को अपनी दो गोटियों में बाँटें (जैसे 4 और 3), एक हिस्सा दूसरे के बाद; हर हिस्सा अपनी अलग चाल है, जो वापस भेज सकती है और फिसल सकती है। पूरा 7 इस्तेमाल होना चाहिए, और बँटवारे से कोई गोटी स्टार्ट से नहीं निकलती।
rules-sorry-card_10 = 10: एक गोटी 10 आगे चलाएँ, या 1 पीछे। अगर कोई गोटी 10 आगे नहीं जा सकती, तो हो सके तो किसी गोटी को 1 पीछे जाना ही होगा।
rules-sorry-card_11 = 11: एक गोटी 11 आगे चलाएँ, या अपनी एक गोटी और विरोधी की एक गोटी की जगहों की अदला-बदली करें, दोनों घेरे पर हों (स्टार्ट, सुरक्षित क्षेत्र या होम में नहीं)। अगर कोई गोटी 11 आगे नहीं जा सकती, तो आप अदला-बदली से मना करके पत्ता छोड़ सकते हैं। अदला-बदली के बाद आपकी गोटी फिसलती है, अगर अब वह ऐसे त्रिकोण पर है जिस पर वह फिसलती है; विरोधी की गोटी नहीं फिसलती।
rules-sorry-card_sorry = सॉरी!: अपने स्टार्ट से एक गोटी लेकर घेरे के उस खाने पर रखें जहाँ विरोधी की गोटी खड़ी है; वह गोटी अपने स्टार्ट में लौट जाती है (“सॉरी!”)। फिर आपकी गोटी फिसलती है, अगर वह ऐसे त्रिकोण पर उतरी है जिस पर वह फिसलती है। अगर आपके स्टार्ट में कोई गोटी नहीं है या घेरे पर विरोधी की कोई गोटी नहीं है, तो पत्ता बेकार जाता है।
rules-sorry-sorry_four = इस खेल में सॉरी! पत्ता इसकी जगह आपकी एक गोटी को 4 आगे भी चला सकता है।
rules-sorry-bump = गोटी किसी भी गोटी को लाँघ जाती है, और उनके खाने भी गिने जाते हैं। किसी चाल को — आगे की या पीछे की, या बँटे हुए 7 के किसी भी हिस्से को — उस खाने पर ख़त्म करें जहाँ विरोधी की गोटी खड़ी है, तो आप उसे उसके स्टार्ट में वापस भेज देते हैं। अपने रंग की गोटी वाले खाने पर चाल कभी ख़त्म नहीं की जा सकती, इसलिए एक खाने पर ज़्यादा से ज़्यादा एक गोटी होती है।
rules-sorry-must = अगर आपका पत्ता चला जा सकता है, तो उसे चलना ही होगा, चाहे आपका नुक़सान हो; केवल 11 की अदला-बदली से मना किया जा सकता है। जिस पत्ते को कोई गोटी इस्तेमाल न कर सके, वह बेकार जाता है।
rules-sorry-exact = गोटी होम में केवल ठीक गिनती से पहुँचती है: जो पत्ता उसे होम से आगे ले जाए, वह उस पर नहीं लग सकता। होम पहुँची गोटी फिर कभी नहीं चलती।
rules-sorry-order_draw = पत्ता खींचकर
rules-sorry-order_meaning = हर खिलाड़ी एक पत्ता खींचता है और सबसे बड़ा पत्ता शुरू करता है (पत्ता खींचकर), या पहली सीट शुरू करती है (पहली सीट)
rules-sorry-players_meaning = खिलाड़ियों की संख्या, 2 से 4, हर एक के पास एक रंग की चार गोटियाँ
rules-sorry-card_name = सॉरी!
rules-sorry-does_1 = स्टार्ट से बाहर, या 1 आगे
rules-sorry-does_2 = स्टार्ट से बाहर, या 2 आगे; फिर से पत्ता खींचें
rules-sorry-does_2_once = स्टार्ट से बाहर, या 2 आगे
rules-sorry-does_forward = { $value } आगे
rules-sorry-does_4 = 4 पीछे
rules-sorry-does_7 = 7 आगे, या दो गोटियों में बाँटें
rules-sorry-does_10 = 10 आगे, या 1 पीछे
rules-sorry-does_11 = 11 आगे, या विरोधी की गोटी से अदला-बदली
rules-sorry-does_sorry = स्टार्ट से विरोधी की गोटी की जगह पर, जो अपने स्टार्ट में लौटती है
rules-sorry-does_sorry_four = स्टार्ट से विरोधी की गोटी की जगह पर, जो अपने स्टार्ट में लौटती है; या 4 आगे
rules-throws-cards = { $count } पत्तों की गड्डी, जिससे पत्ते वापस रखे बिना खींचे जाते हैं। नीचे की संभावनाएँ पूरी गड्डी से पहले पत्ते की हैं; उसके बाद वे गड्डी में बचे पत्तों पर निर्भर करती हैं, जब तक गड्डी ख़त्म होकर फिर से फेंटी न जाए।
rules-throws-cards_infinite = { $count } पत्तों की गड्डी; इस खेल में हर पत्ता पूरी गड्डी से खींचा जाता है, इसलिए ये संभावनाएँ कभी नहीं बदलतीं।
rules-throws-cards_label = पत्तों की तालिका
rules-throws-cards_enter = रंगे हुए पत्ते, { $cards }, गोटी को स्टार्ट से निकालते हैं।
rules-col-card = पत्ता
rules-col-cards = गड्डी में
rules-col-chance_first = संभावना (पहला पत्ता)
rules-col-does = क्या करता है
rules-h-cards = पत्ते

## ---- सॉरी! (issue 32, docs/rules.md §20): इसकी बिसात, पत्ते और खेल में चालें (web/board.js, web/game.js, web/ui.js)।
board-start = स्टार्ट
card-sorry = सॉरी!
card-label = खींचा गया पत्ता: { $value }
card-label_sorry = खींचा गया पत्ता: सॉरी!
throw-draw = पत्ता खींचें
throw-none_card = अभी कोई पत्ता नहीं खींचा गया
throw-drew = { $seat } ने { $value } का पत्ता खींचा
throw-drew_sorry = { $seat } ने सॉरी! पत्ता खींचा
tray-card = पत्ता:
tray-rest = 7 का बाक़ी हिस्सा:
throw-cards_left = { $count ->
    [one] गड्डी में 1 पत्ता बचा
   *[other] गड्डी में { $count } पत्ते बचे
}
banner-draw = पत्ता खींचने की बारी: { $seat }
banner-draw_bot = पत्ता खींचने की बारी: { $seat } (बॉट)
banner-draw_you = पत्ता खींचने की बारी: { $seat } (आप)
banner-order_draw = शुरुआत तय करने के लिए पत्ता खींचें: { $seat }
banner-order_draw_bot = शुरुआत तय करने के लिए पत्ता खींचें: { $seat } (बॉट)
banner-order_draw_you = शुरुआत तय करने के लिए पत्ता खींचें: { $seat } (आप)
move-out_of_start = { $who }: { $value } पर स्टार्ट से बाहर ({ $togo } बाक़ी)
move-back = { $who }: { $value } पीछे ({ $togo } बाक़ी)
move-to_safety_zone = { $who }: { $value } सुरक्षित क्षेत्र में ({ $togo } बाक़ी)
move-switch = { $who }: { $seat } की गोटी { $piece } से अदला-बदली
move-sorry = सॉरी!: { $who } स्टार्ट से { $seat } की गोटी { $piece } की जगह पर, जो अपने स्टार्ट में लौटती है
move-bumps = { $move }, स्टार्ट में वापस भेजती है: { $captured }
move-split = { $move }, फिर दूसरी गोटी के लिए { $rest }
move-split_open = { $who }: 7 को दूसरी गोटी के साथ बाँटें…
move-who_partner = { $seat } की गोटी { $piece }
logline-draw = { $value } का पत्ता खींचा
logline-draw_sorry = सॉरी! पत्ता खींचा
logline-draw_order = शुरुआत का क्रम तय करने के लिए { $value } का पत्ता खींचा
logline-draw_sorry_order = शुरुआत का क्रम तय करने के लिए सॉरी! पत्ता खींचा
logline-out_of_start = { $who } स्टार्ट से बाहर निकली ({ $togo } बाक़ी)
logline-back = { $who } { $value } पीछे चली ({ $togo } बाक़ी)
logline-to_safety_zone = { $who } { $value } चलकर सुरक्षित क्षेत्र में ({ $togo } बाक़ी)
logline-switch = { $who } की { $seat } की गोटी { $piece } से अदला-बदली की
logline-sorry = सॉरी! पत्ते से { $who } को स्टार्ट से { $seat } की गोटी { $piece } की जगह पर रखा, और वह गोटी अपने स्टार्ट में लौट गई
logline-bumps = { $move }, स्टार्ट में वापस भेजी: { $captured }
logline-split = { $move }, 7 में से { $rest } दूसरी गोटी के लिए छोड़े
logline-who_partner = { $seat } की गोटी { $piece }
forfeit-sorry_card = कोई गोटी सॉरी! पत्ते का इस्तेमाल नहीं कर सकती: इसके लिए स्टार्ट में एक गोटी और घेरे पर दूसरे खिलाड़ी की गोटी चाहिए
forfeit-sorry_start = कोई गोटी { $value } का इस्तेमाल नहीं कर सकती: केवल 1, 2 या सॉरी! पत्ता ही गोटी को स्टार्ट से निकालता है
lobby-variant-sorry = पश्चिम का पत्तों वाला खेल: पासों की जगह पत्तों की गड्डी, 1 या 2 पर गोटी स्टार्ट से बाहर आती है, 4 पीछे ले जाता है, 7 बँटता है, 11 अदला-बदली करता है, फिसलपट्टियाँ वापस भेजती हैं, और सॉरी! पत्ता गोटी को उसके स्टार्ट में लौटा देता है।
group-sorry = सॉरी!
move-pass_sorry = चाल छोड़ें: कोई अदला-बदली नहीं (कोई गोटी 11 आगे नहीं जा सकती)
pass-body_sorry = आप { $values } का उपयोग नहीं करेंगे: आपकी गोटियाँ जहाँ हैं वहीं रहेंगी। ऑनलाइन खेल में वापसी नहीं होती।
over-length_cards =
    { $count ->
        [one] { $count } बारी · { $moves } चालें · { $throws } खींचे गए पत्ते
       *[other] { $count } बारियाँ · { $moves } चालें · { $throws } खींचे गए पत्ते
    }
review-luck_heading_cards = पत्तों का भाग्य
review-luck_line_cards = { $throws } खींचे गए पत्तों से जीत की संभावना के { $points } अंक
review-luck_explain_cards = भाग्य वह है जो हर खींचे गए पत्ते ने आ सकने वाले पत्तों की तुलना में जीत की अनुमानित संभावना में दिया (+) या लिया (−) (GNU Backgammon की भाग्य रेटिंग की तरह): ग्राफ़ का ज़्यादातर उतार-चढ़ाव पत्तों से है, चालों से नहीं। यह एक मोटा अनुमान है, खेल के नियमों के हिसाब से मापा गया, और परिणाम का केवल एक हिस्सा समझाता है।

## सॉरी! का पाठ (/learn?preset=sorry, web/learn.js)।
learn-sorry-title = सॉरी! खेलना सीखें — पचीसी
learn-sorry-offer_title = सॉरी! में नए हैं?
learn-sorry-offer_text = उसकी बिसात पर 3 मिनट का पाठ खेलें: पत्ते खींचना, स्टार्ट से बाहर निकलना, फिसलपट्टी, 11 की अदला-बदली, सॉरी! पत्ता, 4 से पीछे जाना और ठीक गिनती से होम पहुँचना।
learn-end-rules_sorry = सॉरी! के सारे नियम
learn-step-sorry_draw-title = पत्ता खींचें
learn-step-sorry_draw-intro = सॉरी! पासों की जगह पत्तों की गड्डी से खेला जाता है: अपनी बारी पर आप ऊपर वाला पत्ता खींचते हैं और उसे चलते हैं। आपकी चारों गोटियाँ ({ $seat }) आपके स्टार्ट के गोले में, आपके आरंभ खाने के पास, इंतज़ार करती हैं।
learn-step-sorry_draw-do = पत्ता खींचें दबाएँ।
learn-step-sorry_draw-last = { $value } का पत्ता। केवल 1 या 2 गोटी को स्टार्ट से निकालता है (और सॉरी! पत्ता भी, जिसकी बात बाद में आएगी)।
learn-step-sorry_start-title = स्टार्ट से बाहर
learn-step-sorry_start-intro = 1 या 2 एक गोटी को स्टार्ट से निकालकर आपके आरंभ खाने पर लाता है, यानी आपके स्टार्ट के गोले के सामने वाले खाने पर। 2 पर आप एक और पत्ता भी खींचते हैं।
learn-step-sorry_start-do = अपने स्टार्ट में किसी गोटी पर क्लिक करें।
learn-step-sorry_start-done = आपकी गोटी अपने आरंभ खाने पर है, होम से { $togo } खाने दूर, और 2 की वजह से आप एक और पत्ता खींचते हैं।
learn-step-sorry_slide-title = फिसलपट्टी
learn-step-sorry_slide-intro = आपने { $value } का पत्ता खींचा। हर ओर दो फिसलपट्टियाँ हैं: एक त्रिकोण, फिर एक गोले तक जाती रेखा। जो गोटी अपनी चाल ठीक किसी दूसरे रंग की फिसलपट्टी के त्रिकोण पर ख़त्म करे, वह फिसलकर उसके अंत तक पहुँचती है, और फिसलपट्टी पर खड़ी हर गोटी अपने स्टार्ट में लौट जाती है — आपकी अपनी भी।
learn-step-sorry_slide-do = अपने { $value } से आगे वाले त्रिकोण पर रुकें और फिसलें।
learn-step-sorry_slide-done = आपकी गोटी { $value } चली और फिसलकर अंत तक पहुँची: कुल { $gain } खाने। फिसलपट्टी पर खड़ी { $victim } की गोटी { $vpiece } अपने स्टार्ट में लौट गई।
learn-step-sorry_switch-title = 11: अदला-बदली
learn-step-sorry_switch-intro = आपने 11 का पत्ता खींचा। यह एक गोटी को 11 आगे चलाता है, या घेरे पर खड़ी आपकी गोटी घेरे पर खड़ी किसी दूसरे खिलाड़ी की गोटी से जगह की अदला-बदली करती है, वह चाहे कहीं भी हो।
learn-step-sorry_switch-do = वह चाल चुनें जो आपकी गोटी को होम के सबसे पास ले जाए: जिस दूसरी गोटी से अदला-बदली करनी है उस पर क्लिक करें, या कोई चाल चुनें।
learn-step-sorry_switch-done = आपकी गोटी { $gain } खाने कूदकर वहाँ पहुँची जहाँ { $victim } की गोटी { $vpiece } खड़ी थी, और वह गोटी आपके पुराने खाने पर चली गई। 11 आगे चलने से केवल 11 खाने मिलते।
learn-step-sorry_card-title = सॉरी! पत्ता
learn-step-sorry_card-intro = आपने सॉरी! पत्ता खींचा: अपने स्टार्ट से एक गोटी लेकर घेरे पर खड़ी किसी दूसरे खिलाड़ी की गोटी के खाने पर रखें; वह गोटी अपने स्टार्ट में लौट जाती है। सॉरी!
learn-step-sorry_card-do = वह गोटी वापस भेजें जिससे उसके खिलाड़ी का सबसे ज़्यादा नुक़सान हो।
learn-step-sorry_card-done = { $victim } की गोटी { $vpiece } सबसे आगे तक आ चुकी थी और अब अपने स्टार्ट में वापस है; आपकी गोटी अब होम से { $togo } खाने दूर है।
learn-step-sorry_four-title = 4 पीछे ले जाता है
learn-step-sorry_four-intro = आपने 4 का पत्ता खींचा: 4 हमेशा गोटी को चार खाने पीछे ले जाता है। आपके आरंभ खाने से चार पीछे जाकर गोटी आपके सुरक्षित क्षेत्र से ठीक पहले पहुँचती है।
learn-step-sorry_four-do = 4 वहाँ चलें जहाँ पीछे जाने से फ़ायदा हो।
learn-step-sorry_four-done = आपकी गोटी अपने आरंभ खाने से भी पीछे चली गई और अब होम से केवल { $togo } खाने दूर है: घेरा तो गोल है।
learn-step-sorry_home-title = ठीक गिनती से होम
learn-step-sorry_home-intro = आपने 3 का पत्ता खींचा। आपकी गोटी { $piece } आपके सुरक्षित क्षेत्र में है, यानी आपके रंग के उन पाँच खानों में जहाँ कोई दूसरी गोटी नहीं आ सकती, और उसे होम तक { $needed } खाने और चलने हैं। गोटी होम में केवल ठीक गिनती से पहुँचती है।
learn-step-sorry_home-do = अपने { $needed } से उस गोटी को होम पहुँचाएँ।
learn-step-sorry_home-done = गोटी { $piece } होम पहुँच गई। जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ होम पहुँचा दे, वह जीतता है।
learn-end-sorry_draw = हर बारी एक पत्ता खींचें और उसे चलें; गड्डी ख़त्म होने पर पत्ते फिर से फेंटे जाते हैं।
learn-end-sorry_start = 1 या 2 गोटी को स्टार्ट से निकालता है; 2 पर फिर से पत्ता खींचें।
learn-end-sorry_slide = फिसलने के लिए दूसरे रंग के त्रिकोण पर चाल ख़त्म करें: फिसलपट्टी पर खड़ी हर गोटी स्टार्ट में वापस जाती है।
learn-end-sorry_switch = 11 से गोटी 11 आगे चलती है या दूसरे खिलाड़ी की गोटी से अदला-बदली करती है।
learn-end-sorry_card = सॉरी! पत्ता स्टार्ट से एक गोटी को किसी दूसरे की गोटी की जगह पर रखता है, और वह गोटी अपने स्टार्ट में लौट जाती है।
learn-end-sorry_four = 4 पीछे ले जाता है: आरंभ खाने से चार पीछे जाना छोटा रास्ता है।
learn-end-sorry_home = होम में केवल ठीक गिनती से।
learn-why-no_capture-sorry = यह किसी को वापस नहीं भेजती: { $seat } की गोटी { $piece } बिसात पर रहती है।
learn-why-not_home-sorry = गोटी { $piece } को ठीक { $needed } चाहिए, और केवल { $percent } पत्ते { $needed } के होते हैं: जब तक है, इसका इस्तेमाल करें।
learn-why-gains_less = यह आपकी गोटी { $piece } को { $gained } खाने आगे ले जाती है; पाठ वाली चाल { $best } खाने।
learn-why-sorry_target = { $seat } की गोटी { $piece } को अभी { $togo } खाने और चलने थे; { $best_seat } की गोटी { $best_piece } को केवल { $best_togo }: उसे वापस भेजने से उसके खिलाड़ी का सबसे ज़्यादा नुक़सान होता है, और आपकी गोटी होम के ज़्यादा पास पहुँचती है।
learn-why-back_far = यह चाल गोटी को होम से चार खाने और दूर कर देती है। आपके आरंभ खाने से चार पीछे जाकर गोटी { $piece } होम से केवल { $togo } खाने दूर होती।

## ---- Yut Nori (issue 32, docs/rules.md §21): its board, sticks and moves in the game (web/board.js, web/game.js, web/ui.js).
board-yut_start = स्टार्ट
board-yut_start_title = पड़ाव 0: शुरुआत और अंत
piece-on_station = { $seat } गोटी { $piece }, बोर्ड पर
piece-on_corner = { $seat } गोटी { $piece }, कोने पर
piece-on_centre = { $seat } गोटी { $piece }, केंद्र पर
piece-on_yut_start = { $seat } गोटी { $piece }, पड़ाव 0 पर (अगली चाल में बाहर)
piece-yut_stacked = { $label }, { $count ->
    [one] गोटी
   *[other] गोटियों
} { $pieces } के साथ ढेर में
piece-yut_beside = { $label }, { $count ->
    [one] गोटी
   *[other] गोटियों
} { $pieces } के बगल में (ढेर में नहीं)
yut-name-1 = डो
yut-name-2 = गे
yut-name-3 = गॉल
yut-name-4 = युत
yut-name-5 = मो
yut-name-back_do = बैक-डो
yut-kept = { $name } ({ $value })
yut-means-1 = 1 क़दम
yut-means-2 = 2 क़दम
yut-means-3 = 3 क़दम
yut-means-4 = 4 क़दम, फिर से फेंकें
yut-means-5 = 5 क़दम, फिर से फेंकें
yut-means-back_do = 1 क़दम पीछे
throw-sticks_button = डंडियाँ फेंकें
throw-yut_last = { $seat }: { $name } — { $means }
throw-sticks = { $count } में से { $up } डंडियाँ चपटी तरफ़ ऊपर
throw-sticks_back_do = केवल निशान वाली डंडी चपटी तरफ़ ऊपर: बैक-डो
move-yut_enter = { $who }: { $value }, बोर्ड पर
move-yut_forward = { $who }: { $value } आगे
move-yut_back = { $who }: बैक-डो, 1 पड़ाव पीछे
move-yut_out = { $who }: { $value }, बाहर (पूरी)
move-yut_shortcut = { $move }, छोटे रास्ते से
move-yut_straight = { $move }, सीधे आगे (छोटा रास्ता नहीं)
move-yut_stacks = { $move }, { $count ->
    [one] गोटी
   *[other] गोटियों
} { $pieces } के साथ ढेर बनाकर
move-yut_joins = { $move }, { $count ->
    [one] गोटी
   *[other] गोटियों
} { $pieces } के साथ ढेर बनाकर
move-yut_beside = { $move }, { $count ->
    [one] गोटी
   *[other] गोटियों
} { $pieces } के बगल में (ढेर नहीं)
move-yut_captures = { $move }, मारती है: { $captured }
move-yut_onto_start = { $move }, पड़ाव 0 पर (अगली चाल में बाहर)
move-yut_onto_corner = { $move }, कोने पर
move-yut_onto_centre = { $move }, केंद्र पर
logline-yut_enter = { $value } से { $who } बोर्ड पर
logline-yut_forward = { $value } से { $who } आगे
logline-yut_back = बैक-डो से { $who } 1 पड़ाव पीछे
logline-yut_out = { $value } से { $who } बाहर (पूरी)
logline-yut_straight = { $move }, सीधे आगे
logline-yut_joins = { $move }, वहाँ की गोटियों के साथ ढेर बनाकर
logline-yut_beside = { $move }, वहाँ की गोटियों के बगल में (ढेर नहीं)
logline-yut_captures = { $move }, मारी: { $captured }
logline-yut_throw = { $name } फेंका ({ $means })
logline-yut_order = शुरुआत के क्रम के लिए { $name } फेंका
logline-yut_capture_throw = मारने पर फिर फेंका: { $name } ({ $means })
cancelled-back_do_void = बैक-डो बेकार: बोर्ड पर उनकी कोई गोटी नहीं
review-luck_heading_sticks = डंडियों का भाग्य
review-luck_line_sticks = डंडियों के { $throws } फेंकों से जीत की संभावना के { $points } अंक
review-luck_explain_sticks = भाग्य वह है जो डंडियों के हर फेंक ने आ सकने वाले फेंकों की तुलना में जीत की अनुमानित संभावना में दिया (+) या लिया (−) (GNU Backgammon की भाग्य रेटिंग की तरह): ग्राफ़ का ज़्यादातर उतार-चढ़ाव डंडियों से है, चालों से नहीं। यह एक मोटा अनुमान है, खेल के नियमों के हिसाब से मापा गया, और परिणाम का केवल एक हिस्सा समझाता है।

## ---- Yut Nori (issue 32, docs/rules.md §21): the lobby (web/lobby.js): its cards, house rules and options.
rules-name-yut = युत नोरी
rules-name-yut-culin = युत नोरी (कलिन, 1895)
lobby-variant-yut = कोरिया का नए साल का खेल: पासों की जगह चार डंडियाँ (डो 1, गे 2, गॉल 3, युत 4, मो 5; युत और मो पर फिर से फेंकें; बैक-डो एक पीछे ले जाता है), 29 पड़ाव, विकर्णों से छोटे रास्ते, आपकी गोटियाँ ढेर बनकर साथ चलती हैं, मारने पर फिर से फेंकें।
lobby-variant-yut-culin = युत नोरी जैसा स्टुअर्ट कलिन ने 1895 में लिखा: बराबर डंडियाँ, बैक-डो नहीं, छोटा रास्ता आपकी मर्ज़ी, और मारने का अतिरिक्त फेंक सब चालों के बाद।
preset-yut = युत नोरी: चार डंडियाँ (डो 1 … युत 4, मो 5; युत और मो पर फिर से फेंकें; बैक-डो 1 पीछे), 29 पड़ाव, कोनों और केंद्र से छोटे रास्ते, ढेर, मारने पर फिर से फेंकें
preset-yut-culin = युत नोरी जैसा कलिन (1895) बताते हैं: बराबर डंडियाँ, बैक-डो नहीं, छोटा रास्ता मर्ज़ी से
group-yut = युत नोरी
option-pieces = हर खिलाड़ी की गोटियाँ
option-stick_p = डंडी के चपटी तरफ़ ऊपर गिरने की संभावना
option-back_do = बैक-डो (निशान वाली डंडी)
option-back_do_sticks = बैक-डो के निशान वाली डंडियाँ
option-back_do_void = बोर्ड पर कोई गोटी न हो तो बैक-डो
option-max_go_on = युत और मो के सबसे ज़्यादा अतिरिक्त फेंक
option-shortcut = कोने या केंद्र पर छोटा रास्ता
option-centre_exit = केंद्र से निकलना
option-capture_throw = मारने का अतिरिक्त फेंक कब
option-capture_bonus_yut_mo = युत या मो से मारने पर फिर से फेंकें
option-capture_bonus_back_do = बैक-डो से मारने पर फिर से फेंकें
option-capture_bonus_chain = मारने के फेंक का युत या मो भी फिर फेंकता है
option-finish = गोटी बाहर कैसे जाती है
option-heaven_stations = स्वर्ग पड़ाव (तुरंत बाहर)
option-hell_stations = नरक पड़ाव (वापस शुरुआत में)
option-stack = ढेर (एक पड़ाव पर अपनी गोटियाँ)
meaning-stack = अपनी गोटियों पर चाल ख़त्म करने वाली गोटी उनसे जुड़ जाती है, और वे बाहर जाने तक एक साथ चलती हैं (अपने-आप); या खिलाड़ी चुनता है कि वह उनसे जुड़े या उनके बगल में खड़ी रहे (मर्ज़ी से)
value-stack-auto = अपने-आप
value-stack-optional = मर्ज़ी से
meaning-pieces = हर खिलाड़ी की गोटियाँ (1 से 4)
meaning-stick_p = डंडी के चपटी तरफ़ ऊपर गिरने की संभावना: असली डंडियों के लिए 0.6, बराबर डंडियों के लिए 0.5; या चार संभावनाएँ, पहली निशान वाली डंडी की
meaning-back_do = एक डंडी पर निशान है: जब अकेली वही चपटी तरफ़ ऊपर गिरे, तो फेंक बैक-डो है और गोटी एक पड़ाव पीछे जाती है
meaning-back_do_sticks = कितनी डंडियों पर बैक-डो का निशान है (1 या 2)
meaning-back_do_void = बोर्ड पर आपकी कोई गोटी न हो तो फेंका गया बैक-डो बेकार है (फेंकते समय), या रखा जाता है और तभी जाता है जब कोई गोटी उसे इस्तेमाल न कर सके (इस्तेमाल के समय)
meaning-max_go_on = एक बारी में युत और मो कितने अतिरिक्त फेंक दिला सकते हैं (0: कोई सीमा नहीं)
meaning-shortcut = कोने या केंद्र पर रुकी गोटी को विकर्ण का छोटा रास्ता लेना ही है (ज़रूरी), या वह सीधे आगे भी जा सकती है (मर्ज़ी से)
meaning-centre_exit = केंद्र पर रुकी गोटी घर की ओर जाती है (घर की ओर), या पहले विकर्ण से आई हो तो नीचे बाएँ कोने की ओर भी जा सकती है (मर्ज़ी से)
meaning-capture_throw = मारने पर एक और फेंक मिलता है, तुरंत (तुरंत) या सब चालों के बाद (चालों के बाद)
meaning-capture_bonus_yut_mo = युत या मो से मारने पर भी अतिरिक्त फेंक मिलता है
meaning-capture_bonus_back_do = बैक-डो से मारने पर भी अतिरिक्त फेंक मिलता है
meaning-capture_bonus_chain = मारने के अतिरिक्त फेंक में आया युत या मो फिर से फेंकता है
meaning-finish = गोटी पड़ाव 0 से आगे निकलकर बाहर जाती है (पड़ाव 0 से आगे), उस तक पहुँचकर (उस तक पहुँचकर), या उस पर ठीक रुककर अगली चाल में बाहर जाती है (ठीक रुककर)
meaning-heaven_stations = घरेलू नियम: इन पड़ावों में से किसी पर रुकी गोटी तुरंत बाहर जाती है
meaning-hell_stations = घरेलू नियम: इन पड़ावों में से किसी पर रुकी गोटी वापस प्रतीक्षा में जाती है
allowed-stick_p = (0,1) में एक संभावना, या चार की सूची (पहली निशान वाली डंडी की)
allowed-max_go_on = 0 (कोई सीमा नहीं) से 20
allowed-heaven_stations = 1 से 28 तक पड़ाव संख्याओं की सूची, या ख़ाली
allowed-hell_stations = 1 से 28 तक पड़ाव संख्याओं की सूची, या ख़ाली
value-back_do_void-at_throw = फेंकते समय
value-back_do_void-at_use = इस्तेमाल के समय
value-shortcut-forced = ज़रूरी
value-shortcut-optional = मर्ज़ी से
value-centre_exit-home = घर की ओर
value-centre_exit-choice = मर्ज़ी से
value-capture_throw-immediate = तुरंत
value-capture_throw-end = चालों के बाद
value-finish-pass = पड़ाव 0 से आगे
value-finish-reach = उस तक पहुँचकर
value-finish-exact = ठीक रुककर
house-shortcut-optional = छोटा रास्ता मर्ज़ी से: चाहें तो कोने या केंद्र पर सीधे आगे जाएँ
house-capture_throw-end = मारने का अतिरिक्त फेंक सब चालों के बाद
house-stack-optional = ढेर मर्ज़ी से: अपनी गोटियों पर पहुँची गोटी उनके बगल में भी खड़ी रह सकती है


## Yut Nori's rules page (web/rules.js: yutRules, StickTable; docs/rules.md §21). The throws keep their Korean names: do, gae, geol, yut, mo, back-do (도 개 걸 윷 모 빽도, shown in the table where a Korean font draws them).
rules-h-sticks = डंडियाँ
rules-yut-sides = { $players } खिलाड़ी, हर कोई अकेला, हर एक के पास अपने रंग की { $pieces ->
    [one] एक गोटी
   *[other] { $pieces } गोटियाँ
} (इन गोटियों को "माल" कहते हैं)। गोटियाँ बोर्ड के बाहर प्रतीक्षा करती हैं जब तक कोई फेंक उन्हें बोर्ड पर न लाए, और हर खिलाड़ी उन्हीं पड़ावों को उसी दिशा में इस्तेमाल करता है।
rules-yut-teams = चार खिलाड़ी दो टीमों में, { $pairs }: साथी मिलकर खेलते हैं, हर एक की अपनी { $pieces ->
    [one] एक गोटी
   *[other] { $pieces } गोटियाँ
}। साथियों की गोटियाँ एक पड़ाव पर साथ रह सकती हैं: वे न एक-दूसरे को मारती हैं, न ढेर बनाती हैं।
rules-yut-end = जो खिलाड़ी सबसे पहले अपनी सारी गोटियाँ बोर्ड का चक्कर लगवाकर बाहर ले आए, वह जीतता है, और खेल ख़त्म हो जाता है।
rules-yut-end_all = जो खिलाड़ी सबसे पहले अपनी सारी गोटियाँ बोर्ड का चक्कर लगवाकर बाहर ले आए, वह जीतता है; बाकी स्थानों के लिए खेलते रहते हैं।
rules-yut-end_teams = जो टीम सबसे पहले दोनों साथियों की सारी गोटियाँ बोर्ड का चक्कर लगवाकर बाहर ले आए, वह जीतती है।
rules-yut-order = कौन शुरू करे, यह देखने के लिए हर कोई एक बार डंडियाँ फेंकता है: सबसे ऊँचा फेंक शुरू करता है — मो सबसे ऊँचा, फिर युत, गॉल, गे और डो, और बैक-डो सबसे नीचा — और सबसे ऊँचे पर बराबरी वाले फिर फेंकते हैं। फिर बारी एक सीट से अगली सीट पर जाती है।
rules-yut-order_no_back_do = कौन शुरू करे, यह देखने के लिए हर कोई एक बार डंडियाँ फेंकता है: सबसे ऊँचा फेंक शुरू करता है — मो सबसे ऊँचा, फिर युत, गॉल, गे और डो — और सबसे ऊँचे पर बराबरी वाले फिर फेंकते हैं। फिर बारी एक सीट से अगली सीट पर जाती है।
rules-yut-order_fixed = { $seat } शुरू करता है; फिर बारी एक सीट से अगली सीट पर जाती है।
rules-yut-board = बोर्ड पर 29 पड़ाव हैं: वर्ग के किनारे पर 20, हर तरफ़ छह (कोने साझा), और पाँच-पाँच पड़ावों के दो विकर्ण जो केंद्र पर एक-दूसरे को काटते हैं। चारों कोने और केंद्र बड़े पड़ाव हैं। पड़ाव 0, नीचे दाएँ का कोना, वह जगह है जहाँ गोटियाँ बोर्ड पर आती हैं और जहाँ से बाहर जाती हैं।
rules-yut-direction = हर गोटी घड़ी की उलटी दिशा में चलती है: पड़ाव 0 से दाईं तरफ़ ऊपर ऊपरी दाएँ कोने (पड़ाव 5) तक, ऊपर की तरफ़ से ऊपरी बाएँ कोने (10) तक, बाईं तरफ़ नीचे निचले बाएँ कोने (15) तक और नीचे की तरफ़ से वापस पड़ाव 0 तक।
rules-yut-corners_forced = ऊपरी दाएँ कोने पर रुकी गोटी को अपनी अगली चाल में केंद्र की ओर जाने वाले विकर्ण पर मुड़ना ही है, और ऊपरी बाएँ कोने पर रुकी गोटी को दूसरे विकर्ण पर। जो गोटी कोने के ऊपर से बस गुज़रती है, वह सीधे आगे जाती है।
rules-yut-corners_optional = ऊपरी दाएँ या ऊपरी बाएँ कोने पर रुकी गोटी अपनी अगली चाल में केंद्र की ओर जाने वाले विकर्ण पर मुड़ सकती है, या किनारे के साथ सीधे आगे जा सकती है: आप चुनें। जो गोटी कोने के ऊपर से बस गुज़रती है, वह सीधे आगे जाती है।
rules-yut-centre_home = केंद्र पर रुकी गोटी को अपनी अगली चाल में घर का छोटा रास्ता लेना ही है, विकर्ण से नीचे पड़ाव 0 तक। जो गोटी बिना रुके केंद्र पार करती है, वह सीधी चलती रहती है।
rules-yut-centre_choice = ऊपरी दाएँ कोने से आकर केंद्र पर रुकी गोटी दूसरे विकर्ण से नीचे पड़ाव 0 की ओर घर जा सकती है, या सीधे आगे निचले बाएँ कोने की ओर: आप चुनें। ऊपरी बाएँ कोने से आई गोटी घर की ओर ही जाती है। जो गोटी बिना रुके केंद्र पार करती है, वह सीधी चलती रहती है।
rules-yut-routes = इस तरह चक्कर के चार रास्ते हैं: पूरा किनारा ({ $outer } क़दम); ऊपरी दाएँ कोने से केंद्र पार करके निचले बाएँ कोने तक ({ $across } क़दम); ऊपरी बाएँ कोने तक और फिर केंद्र पार करके घर ({ $round } क़दम); या ऊपरी दाएँ कोने से केंद्र होकर घर, सबसे छोटा ({ $short } क़दम)।
rules-yut-no_safe = कोई पड़ाव सुरक्षित नहीं है, और कोई चीज़ गोटी को रोकती नहीं: वह किसी भी गोटी के ऊपर से निकल जाती है, अपनी हो या दूसरों की।
rules-yut-sticks = पासे नहीं होते: आप चार डंडियाँ फेंकते हैं, जिनकी एक तरफ़ चपटी और दूसरी गोल है, और ऊपर आई चपटी तरफ़ें गिनते हैं। एक हो तो डो (1 क़दम), दो गे (2), तीन गॉल (3), चार युत (4), और एक भी नहीं तो मो (5 क़दम)। नीचे की तालिका हर फेंक की संभावना बताती है।
rules-yut-marked = एक डंडी पर निशान है: जब अकेली वही चपटी तरफ़ ऊपर गिरे, तो फेंक बैक-डो है, एक क़दम पीछे।
rules-yut-marked_two = इस खेल में दो डंडियों पर निशान है: जब उनमें से कोई एक अकेली चपटी तरफ़ ऊपर गिरे, तो फेंक बैक-डो है, एक क़दम पीछे।
rules-yut-again = युत या मो पर फिर से फेंकें, और उसके बाद आने वाले हर युत या मो पर भी; पहला डो, गे, गॉल या बैक-डो आपका फेंकना ख़त्म करता है। हर फेंक रखा जाता है।
rules-yut-again_plain = युत या मो पर फिर से फेंकें, और उसके बाद आने वाले हर युत या मो पर भी; पहला डो, गे या गॉल आपका फेंकना ख़त्म करता है। हर फेंक रखा जाता है।
rules-yut-max_go_on = इस खेल में युत और मो एक बारी में ज़्यादा से ज़्यादा { $count ->
    [one] एक अतिरिक्त फेंक
   *[other] { $count } अतिरिक्त फेंक
} दिलाते हैं; उसके बाद का युत या मो फिर नहीं फेंकता।
rules-yut-spend = फिर आप रखे हुए फेंक एक-एक करके, जिस क्रम में चाहें, इस्तेमाल करते हैं, हर फेंक पूरा एक गोटी या ढेर पर: कोई फेंक गोटियों में बाँटा नहीं जाता।
rules-yut-enter = कोई फेंक नई गोटी बोर्ड पर ला सकता है: वह पड़ाव 0 से उतने पड़ाव आगे जाती है, इसलिए मो उसे सीधे ऊपरी दाएँ कोने पर रखता है।
rules-yut-enter_back_do = आगे का कोई फेंक नई गोटी बोर्ड पर ला सकता है: वह पड़ाव 0 से उतने पड़ाव आगे जाती है, इसलिए मो उसे सीधे ऊपरी दाएँ कोने पर रखता है। बैक-डो कभी कोई गोटी बोर्ड पर नहीं लाता।
rules-yut-move = या फेंक बोर्ड पर पहले से खड़ी किसी गोटी (या ढेर) को उसके रास्ते पर उतने पड़ाव आगे ले जाता है।
rules-yut-back_do = बैक-डो किसी गोटी या ढेर को उसी रास्ते एक पड़ाव पीछे ले जाता है जिससे वह आई थी। पड़ाव 1 से वह वापस पड़ाव 0 पर जाती है और बोर्ड पर रहती है, और आगे का उसका अगला फेंक उसे बाहर ले जाता है।
rules-yut-back_do_void = जब बोर्ड पर आपकी कोई गोटी न हो, तब फेंका गया बैक-डो बेकार जाता है (फिर भी आपका फेंकना ख़त्म करता है)।
rules-yut-back_do_at_use = इस खेल में, बोर्ड पर आपकी कोई गोटी न होने पर फेंका गया बैक-डो रखा जाता है: आप उसे इसी बारी में बाद में लाई गई गोटी पर इस्तेमाल कर सकते हैं, और अगर कोई गोटी उसे इस्तेमाल न कर सके तो वह बेकार जाता है।
rules-yut-stack = जो गोटी अपनी चाल वहाँ ख़त्म करती है, या वहाँ बोर्ड पर आती है, जहाँ आपकी अपनी गोटियाँ खड़ी हों, वह उनके साथ ढेर बना लेती है। तब से वे हर फेंक पर साथ चलती हैं, साथ बाहर जाती हैं, और साथ मारी जाती हैं; एक ढेर में चार तक गोटियाँ हो सकती हैं।
rules-yut-stack_optional = जो गोटी अपनी चाल वहाँ ख़त्म करती है, या वहाँ बोर्ड पर आती है, जहाँ आपकी अपनी गोटियाँ खड़ी हों, वह उनके साथ ढेर बना सकती है या उनके बगल में खड़ी रह सकती है: आप चुनें। ढेर हर फेंक पर साथ चलता है और साथ बाहर जाता है; एक ढेर में चार तक गोटियाँ हो सकती हैं। बगल-बगल खड़ी गोटियाँ अलग-अलग चलती हैं, पर उनके पड़ाव पर मार होने पर वे सब एक साथ मारी जाती हैं।
rules-yut-capture = जो गोटी या ढेर अपनी चाल किसी विरोधी के पड़ाव पर ख़त्म करे — आगे चलकर, बैक-डो से या बोर्ड पर आकर — वह वहाँ की सारी गोटियाँ बोर्ड से बाहर वापस भेज देता है, और उन्हें फिर से बोर्ड पर आना पड़ता है।
rules-yut-capture_plain = जो गोटी या ढेर अपनी चाल किसी विरोधी के पड़ाव पर ख़त्म करे — आगे चलकर या बोर्ड पर आकर — वह वहाँ की सारी गोटियाँ बोर्ड से बाहर वापस भेज देता है, और उन्हें फिर से बोर्ड पर आना पड़ता है।
rules-yut-capture_throw_now = मारने पर एक और फेंक मिलता है, तुरंत: वह आपके बचे हुए रखे फेंकों में जुड़ जाता है, और उसमें आया युत या मो फिर से फेंकता है।
rules-yut-capture_throw_end = इस खेल में मारने का अतिरिक्त फेंक तब आता है जब आप अपने सारे रखे फेंक इस्तेमाल कर चुके हों; उसमें आया युत या मो फिर से फेंकता है।
rules-yut-capture_no_chain = इस खेल में मारने के लिए मिले फेंक में आया युत या मो फिर से नहीं फेंकता।
rules-yut-capture_no_yut_mo = इस खेल में युत या मो से मारने पर कोई अतिरिक्त फेंक नहीं मिलता।
rules-yut-capture_no_back_do = इस खेल में बैक-डो से मारने पर कोई अतिरिक्त फेंक नहीं मिलता।
rules-yut-capture_no_throw = इस खेल में मारने पर कोई अतिरिक्त फेंक नहीं मिलता।
rules-yut-must = जो फेंक इस्तेमाल हो सकता है, उसे इस्तेमाल करना ही है, चाहे अपना नुकसान हो; छोड़ना नहीं होता। जिस रखे फेंक को कोई गोटी इस्तेमाल न कर सके, वह बेकार जाता है।
rules-yut-finish_pass = गोटी तब बाहर जाती है जब कोई चाल उसे चक्कर के अंत में पड़ाव 0 से आगे ले जाए, और बचे हुए क़दम बेकार जाते हैं। जो गोटी ठीक पड़ाव 0 पर रुके, वह बोर्ड पर रहती है, जहाँ उसे अब भी मारा जा सकता है, और आगे का उसका अगला फेंक उसे बाहर ले जाता है।
rules-yut-finish_reach = इस खेल में गोटी चक्कर के अंत में पड़ाव 0 तक पहुँचते ही, या उससे आगे जाते ही, बाहर चली जाती है।
rules-yut-finish_exact = इस खेल में गोटी चक्कर के अंत में पड़ाव 0 से आगे नहीं जा सकती: उसे ठीक उसी पर रुकना है, जहाँ उसे अब भी मारा जा सकता है, और वह आगे के अपने अगले फेंक से बाहर जाती है।
rules-yut-heaven = घरेलू नियम: जो गोटी या ढेर { $count ->
    [one] पड़ाव { $stations }
   *[other] पड़ाव { $stations } में से किसी
} पर रुके (स्वर्ग), वह अपने किए किसी भी मारने के बाद तुरंत बाहर जाता है।
rules-yut-hell = घरेलू नियम: जो गोटी या ढेर { $count ->
    [one] पड़ाव { $stations }
   *[other] पड़ाव { $stations } में से किसी
} पर रुके (नरक), वह अपने किए किसी भी मारने के बाद बोर्ड से बाहर प्रतीक्षा में वापस जाता है।
rules-yut-diagram = { $name } का बोर्ड: 29 पड़ाव और उनके बीच की रेखाएँ, पड़ाव 0 जहाँ गोटियाँ शुरू और ख़त्म होती हैं, और हर खिलाड़ी की प्रतीक्षा करती गोटियों की ट्रे और घर का डिब्बा
rules-yut-legend = { $seat }: ट्रे और घर का डिब्बा
rules-yut-players_meaning = खिलाड़ियों की संख्या, 2 से 4, हर कोई अकेला; 4 खिलाड़ियों और टीमों के साथ, साथियों की दो टीमें
rules-yut-capture_again_meaning = मारने पर एक और फेंक मिलता है
rules-yut-no_limit = कोई सीमा नहीं
rules-yut-throws_one = { $count } डंडियों में से हर एक { $p } संभावना से चपटी तरफ़ ऊपर गिरती है; नीचे हर फेंक की संभावना इसी से निकलती है।
rules-yut-throws_each = इस खेल में डंडियाँ { $chances } संभावना से चपटी तरफ़ ऊपर गिरती हैं; नीचे हर फेंक की संभावना इसी से निकलती है।
rules-yut-throws_each_marked = इस खेल में डंडियाँ { $chances } संभावना से चपटी तरफ़ ऊपर गिरती हैं, पहली निशान वाली डंडी की; नीचे हर फेंक की संभावना इसी से निकलती है।
rules-yut-table_label = डंडियों के फेंक
rules-yut-col_sticks = डंडियाँ
rules-yut-col_name = नाम
rules-yut-col_steps = क़दम
rules-yut-steps_back = 1 पीछे
rules-yut-flat_up = { $count ->
    [0] कोई चपटी तरफ़ ऊपर नहीं
    [one] एक चपटी तरफ़ ऊपर
   *[other] { $count } चपटी तरफ़ें ऊपर
}
rules-yut-flat_one_unmarked = एक चपटी तरफ़ ऊपर, { $marked ->
    [one] निशान वाली डंडी नहीं
   *[other] कोई निशान वाली डंडी नहीं
}
rules-yut-flat_back_do = { $marked ->
    [one] केवल निशान वाली डंडी चपटी तरफ़ ऊपर
   *[other] केवल एक निशान वाली डंडी चपटी तरफ़ ऊपर
}
rules-yut-name_do = डो
rules-yut-name_gae = गे
rules-yut-name_geol = गॉल
rules-yut-name_yut = युत
rules-yut-name_mo = मो
rules-yut-name_back_do = बैक-डो

## युत नोरी का पाठ (/learn?preset=yut, web/learn.js)। फेंक अपने नामों से (yut-name-*); सीट 0 सीखने वाला है, $opponent दूसरा खिलाड़ी।
learn-yut-title = युत नोरी खेलना सीखें — पचीसी
learn-yut-offer_title = युत नोरी में नए हैं?
learn-yut-offer_text = उसके बोर्ड पर 3 मिनट का पाठ खेलें: डंडियाँ फेंकना, गोटियाँ बोर्ड पर लाना, कोने से छोटा रास्ता, मारना, ढेर बनाना, बैक-डो और बाहर जाना।
learn-end-rules_yut = युत नोरी के सारे नियम
learn-choose_station = अपनी कोई गोटी, वह पड़ाव जहाँ वह जाएगी, या कोई चाल चुनें:
learn-table_note_sticks = युत या मो (मोटे अक्षरों में) पर फिर से फेंकने को मिलता है। बैक-डो, यानी केवल निशान वाली डंडी चपटी तरफ़ ऊपर, एक पड़ाव पीछे ले जाता है।
learn-step-yut_throw-title = डंडियाँ फेंकें
learn-step-yut_throw-intro = युत नोरी पासों की जगह चार डंडियों से खेला जाता है, जिनकी एक तरफ़ चपटी और दूसरी गोल होती है। उन्हें फेंकें और ऊपर आई चपटी तरफ़ें गिनें: तालिका हर फेंक का नाम देती है और बताती है कि वह कितने पड़ाव चलाता है। आपकी चारों { $seat } गोटियाँ बोर्ड के पास इंतज़ार कर रही हैं; { $opponent } एक गोटी पहले ही बोर्ड पर ला चुका है।
learn-step-yut_throw-do = “डंडियाँ फेंकें” दबाएँ।
learn-step-yut_throw-again = { $name }: एक भी चपटी तरफ़ ऊपर नहीं, { $value } क़दम। युत या मो पर फिर से फेंकने को मिलता है: “डंडियाँ फेंकें” एक बार और दबाएँ।
learn-step-yut_throw-last = { $name }: दो चपटी तरफ़ें ऊपर, { $value } क़दम। युत और मो के सिवा कोई भी फेंक आपका फेंकना ख़त्म कर देता है। आप दोनों फेंक, { $names }, रखते हैं और उन्हें एक-एक करके, किसी भी क्रम में, हर एक को पूरा एक ही गोटी पर इस्तेमाल करते हैं।
learn-step-yut_enter-title = गोटी बोर्ड पर लाएँ
learn-step-yut_enter-intro = कोई फेंक नई गोटी को बोर्ड पर ला सकता है: वह पड़ाव 0 से, यानी “स्टार्ट” लिखे कोने से, शुरू होकर दाईं तरफ़ ऊपर की ओर, घड़ी की उलटी दिशा में, उतने पड़ाव चलती है। कोने और केंद्र बड़े पड़ाव हैं: जो गोटी ऊपरी दाएँ या ऊपरी बाएँ कोने पर रुकती है, वह अपनी अगली चाल में विकर्ण पर मुड़ जाती है, जो अंत तक का छोटा रास्ता है।
learn-step-yut_enter-do = गोटी उस फेंक से बोर्ड पर लाएँ जो उसे किसी कोने पर रोक दे।
learn-step-yut_enter-done = गोटी { $piece } आपके { $name } से बोर्ड पर आई और ठीक ऊपरी दाएँ कोने पर रुकी। वहाँ से उसकी अगली चाल विकर्ण पकड़ती है: अब केवल { $togo } पड़ाव बाक़ी हैं।
learn-step-yut_shortcut-title = छोटा रास्ता
learn-step-yut_shortcut-intro = गोटी { $piece } एक कोने पर रुकी है, इसलिए उसकी अगली चाल को किनारे पर आगे जाने के बजाय केंद्र की ओर जाने वाले विकर्ण पर मुड़ना ही है। जो गोटी कोने के ऊपर से बस गुज़रती है, वह सीधे आगे जाती है।
learn-step-yut_shortcut-do = कोने वाली गोटी को अपने { $name } से चलाएँ।
learn-step-yut_shortcut-done = गोटी { $piece } विकर्ण पर केंद्र की ओर मुड़ गई: { $togo } पड़ाव बाक़ी, और { $opponent } की गोटियों की पहुँच से बाहर।
learn-step-yut_capture-title = मारना
learn-step-yut_capture-intro = { $victim } की गोटी { $vpiece } आपकी गोटी { $piece } से { $value } पड़ाव आगे खड़ी है। कोई पड़ाव सुरक्षित नहीं है: अपनी चाल वहाँ ख़त्म करें जहाँ विरोधी की गोटियाँ खड़ी हों, तो वे सब बोर्ड से बाहर लौट जाती हैं और उन्हें शुरुआत से फिर बोर्ड पर आना पड़ता है। मारने पर आपको एक और फेंक भी मिलता है, जो तुरंत होता है।
learn-step-yut_capture-do = उसे अपने { $name } से मारें।
learn-step-yut_capture-done = { $victim } की गोटी { $vpiece } बोर्ड से बाहर लौट गई, और आप डंडियाँ फिर से फेंकते हैं।
learn-step-yut_stack-title = गोटियों का ढेर बनाएँ
learn-step-yut_stack-intro = जो गोटी अपनी चाल वहाँ ख़त्म करती है जहाँ आपकी अपनी कोई गोटी खड़ी हो, वह उसके साथ ढेर बना लेती है। तब से वे हर फेंक पर एक होकर साथ चलती हैं, जब तक साथ बाहर न चली जाएँ; पर मारे जाने पर पूरा ढेर वापस जाता है। { $opponent } की इंतज़ार कर रही गोटी पहले पाँच पड़ावों में से किसी एक पर बोर्ड पर आती है।
learn-step-yut_stack-do = अपने { $name } से अपनी दो गोटियों का ढेर वहाँ बनाएँ जहाँ { $opponent } की कोई गोटी उन तक न पहुँच सके।
learn-step-yut_stack-done = गोटियाँ { $stack } एक ढेर बनकर साथ खड़ी हैं: अब हर फेंक दोनों को चलाता है, और वहाँ { $opponent } की कोई गोटी उन तक नहीं पहुँच सकती।
learn-step-yut_back_do-title = बैक-डो
learn-step-yut_back_do-intro = जब केवल निशान वाली डंडी चपटी तरफ़ ऊपर गिरती है, तो फेंक बैक-डो होता है: गोटी उसी रास्ते एक पड़ाव पीछे जाती है जिससे वह आई थी। हर फेंक की तरह, अगर कोई गोटी इसे इस्तेमाल कर सकती है तो इसे इस्तेमाल करना ही होगा, इसलिए वह गोटी चुनें जिसे इससे फ़ायदा हो।
learn-step-yut_back_do-do = बैक-डो वहाँ चलें जहाँ पीछे जाने से फ़ायदा हो।
learn-step-yut_back_do-done = गोटी { $piece } पीछे कोने पर लौटकर वहीं रुकी है, इसलिए उसकी अगली चाल विकर्ण पकड़ती है: { $before } की जगह अब { $togo } पड़ाव बाक़ी हैं।
learn-step-yut_out-title = बाहर जाना
learn-step-yut_out-intro = गोटी अपना सफ़र पूरा करके तब बाहर जाती है जब कोई चाल उसे पड़ाव 0 से, जहाँ वह बोर्ड पर आई थी, आगे ले जाए; बचे हुए क़दम बेकार जाते हैं। जो गोटी ठीक पड़ाव 0 पर रुके, वह बोर्ड पर रहती है, जहाँ उसे अब भी मारा जा सकता है, जब तक उसका अगला फेंक उसे बाहर न ले जाए।
learn-step-yut_out-do = अपने { $name } से एक गोटी बाहर ले जाएँ।
learn-step-yut_out-done = गोटी { $piece } पड़ाव 0 से आगे निकलकर बाहर चली गई। जो खिलाड़ी सबसे पहले अपनी चारों गोटियाँ बाहर ले जाए, वह जीतता है।
learn-end-yut_throw = ऊपर आई चपटी तरफ़ें गिनें: डो 1, गे 2, गॉल 3, युत 4, और एक भी नहीं तो मो, 5; युत और मो पर फिर से फेंकें।
learn-end-yut_enter = अपने फेंक रखें और हर एक को पूरा एक ही गोटी पर इस्तेमाल करें; कोई फेंक नई गोटी को पड़ाव 0 से बोर्ड पर ला सकता है।
learn-end-yut_shortcut = जो गोटी किसी कोने या केंद्र पर रुकती है, वह अपनी अगली चाल में छोटा रास्ता लेती है।
learn-end-yut_capture = अपनी चाल विरोधी की गोटियों पर ख़त्म करें तो वे सब वापस जाती हैं, और आप फिर से फेंकते हैं।
learn-end-yut_stack = एक पड़ाव पर आपकी गोटियाँ ढेर बनकर साथ चलती हैं, और साथ मारी जाती हैं।
learn-end-yut_back_do = बैक-डो, यानी केवल निशान वाली डंडी, गोटी को एक पड़ाव पीछे ले जाता है।
learn-end-yut_out = गोटी पड़ाव 0 से आगे निकलकर बाहर जाती है; जो सबसे पहले चारों बाहर ले जाए, वह जीतता है।
learn-why-no_corner = गोटी { $piece } कोने से पहले रुक जाएगी, और फिर आपका { $rest } उसे बिना मुड़े कोने के ऊपर से आगे ले जाएगा: विकर्ण केवल वही गोटी पकड़ती है जो कोने पर रुकती है।
learn-why-no_corner_plain = गोटी { $piece } किसी कोने पर नहीं रुकेगी: अगली चाल में विकर्ण केवल वही गोटी पकड़ती है जो कोने पर रुकती है।
learn-why-no_corner_back = गोटी { $piece } बस एक पड़ाव गँवाएगी। कोने पर लौटकर गोटी { $best } अपनी अगली चाल में विकर्ण पकड़ती, और केवल { $togo } पड़ाव बाक़ी रहते।
learn-why-on_start = गोटी { $piece } ठीक पड़ाव 0 पर, स्टार्ट वाले कोने पर, रुकेगी: वह बोर्ड पर रहती है, जहाँ उसे अब भी मारा जा सकता है, जब तक कोई और फेंक उसे बाहर न ले जाए। गोटी { $best } पड़ाव 0 से आगे निकलकर तुरंत बाहर जाती है।
learn-why-exposed-yut = गोटी { $piece } ऐसी जगह रह जाएगी जहाँ { $seat } की गोटी { $by } उसे { $name } से मार सकती है: { $percent } फेंक { $name } होते हैं।
learn-why-exposed_coming-yut = गोटी { $piece } पहले पाँच पड़ावों में से एक पर रह जाएगी, जहाँ { $seat } की गोटी { $by } { $name } से बोर्ड पर आकर उसे मार सकती है: { $percent } फेंक { $name } होते हैं।
learn-why-not_home-yut = गोटी { $piece } इस { $name } से बाहर जा सकती थी: जो चाल गोटी को पड़ाव 0 से आगे ले जाए, वह उसे बाहर ले जाती है, चाहे कितने भी क़दम बचें।
