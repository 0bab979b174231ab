# Pachisi — ગુજરાતી (gu). en.ftl જેવા જ સંદેશા અને ચલ (e2e/i18n-catalogue.test.mjs);
# રમતના શબ્દોની શબ્દસૂચિ — docs/i18n.md.

## The page around every screen.
app-name = પચીસી
app-skip = સીધા રમત પર જાઓ
app-loading = લોડ થાય છે…
nav-main = મુખ્ય
nav-new_game = નવી રમત
nav-replay = ફરી જુઓ
error-api = { $code }: { $message }
error-http = HTTP { $status }

## Seats.
seat-0 = લાલ
seat-1 = લીલો
seat-2 = પીળો
seat-3 = વાદળી
seat-other = બેઠક { $n }
seat-with_number = { $seat } (બેઠક { $n })
arm-N = ઉ
arm-E = પૂ
arm-S = દ
arm-W = પ

## Settings.
speed-label = ઍનિમેશન
speed-normal = સામાન્ય
speed-fast = ઝડપી
speed-off = બંધ
copy-button = નકલ કરો
copy-done = નકલ થઈ
copy-announce = લિંકની નકલ થઈ
copy-prompt = આ લિંકની નકલ કરો:

## Lobby.
lobby-title = પચીસી — નવી રમત
lobby-heading = નવી રમત
lobby-game = રમત
lobby-players = ખેલાડીઓ
lobby-teams = ટીમ (4 ખેલાડી: સામસામેની બેઠકો સાથી)
lobby-seat_bot = બૉટ: { $level }
lobby-options = બધા નિયમો
lobby-options_changed =
    { $count ->
       *[other] બધા નિયમો ({ $count } નિયમ બદલ્યા)
    }
lobby-options_intro = પસંદ કરેલી રમતનો દરેક નિયમ અહીં બદલી શકાય છે. દરેક નિયંત્રણ રમતના સામાન્ય મૂલ્યથી શરૂ થાય છે; ફક્ત તમે બદલેલું જ મોકલાય છે.
lobby-options_reset = રમતના સામાન્ય નિયમો પર પાછા
lobby-option_default = { $value } (સામાન્ય)
lobby-option_allowed = માન્ય: { $allowed }
lobby-option_changed = બદલ્યું
lobby-create = રમત બનાવો
lobby-replay_link = રેકોર્ડ ફરી જુઓ

## Lobby: game cards, seats in words, clock bot.
lobby-variant-pachisi = છ કોડીઓ વાળી મૂળ રમત: 6, 10 અને 25 સોગઠી અંદર લાવે છે અને ફરી દાવ આપે છે; કિલ્લા સુરક્ષિત છે.
lobby-variant-pachisi-seven = સાત કોડીઓ: 10, 25 અને 30 સોગઠીઓ અંદર લાવે છે; એક જ પ્રકારના સળંગ ત્રણ ફરી-દાવ રદ થાય છે; મોટા દાવ વધારાનું પગલું આપે છે.
lobby-variant-chopat = સૌરાષ્ટ્રની રમત: સાત કોડીઓ, પટની ફરતે ઘડિયાળની દિશામાં, ફૂલ સુરક્ષિત છે.
lobby-variant-chaupar = કોડીઓને બદલે ત્રણ લાંબા પાસા; સોગઠીઓ પટ પર શરૂ થાય છે અને કોઈ ખાનું સુરક્ષિત નથી.
lobby-variant_players_teams = { $min } થી { $max } ખેલાડી; 4 હોય તો સાથીઓની બે ટીમ
lobby-variant_players_alone = { $min } થી { $max } ખેલાડી, દરેક એકલો
lobby-rules_of = { $name } કેવી રીતે રમવું
lobby-teams_four_only = ટીમ માટે 4 ખેલાડી જોઈએ
lobby-seats_who = કોણ રમે છે
lobby-seat_person = વ્યક્તિ
lobby-seat_words_you = { $seat } — તમે
lobby-seat_words_you_named = { $seat } — તમે ({ $name })
lobby-seat_words_friend = { $seat } — મિત્ર (આમંત્રણ લિંક)
lobby-seat_words_bot = { $seat } — બૉટ, { $level }: { $about }
lobby-bot-easy = અડધી ચાલ સમજદાર, અડધી મનફાવે તેમ
lobby-bot-medium = આગળ જોયા વગર અત્યારે સૌથી સારી લાગતી ચાલ રમે છે
lobby-bot-hard = આવનારા દાવ ધ્યાનમાં લઈને આગળ જુએ છે
lobby-bot-expert = સૌથી લાંબું આગળ જુએ છે; મોટા ભાગની રમતોમાં મુશ્કેલ કરતાં વધુ મજબૂત
lobby-partners = સાથી: { $a } મળીને { $b } સામે રમે છે.
lobby-two_colours = બે ખેલાડી હોય તો દરેક સામસામેના બે રંગ એક ટીમ તરીકે રમે છે.
lobby-seats_help = રમત બને પછી દરેક વ્યક્તિની બેઠકને આમંત્રણ લિંક મળે છે; તમે આ બ્રાઉઝરથી અનેક બેઠકો પણ રમી શકો છો.
lobby-clock_bot = સમય પૂરો થાય ત્યારે બૉટ રમે છે:
lobby-level_option = { $level } — { $about }

## Play now, Continue and My games at the top of the lobby (web/lobby.js, issue 26).
play-heading = હમણાં રમો
play-mode = કોની સાથે
play-vs_bots = બૉટ સામે રમો
play-with_friends = મિત્રો સાથે રમો
play-players = ખેલાડીઓ
play-level = બૉટ
play-what_bots =
    { $count ->
        [one] રમત પસંદ કરો: તમે એક બૉટ ({ $level }) સામે, રમતના સામાન્ય નિયમોથી.
       *[other] રમત પસંદ કરો: તમે { $count } બૉટ ({ $level }) સામે, રમતના સામાન્ય નિયમોથી.
    }
play-what_friends =
    { $count ->
        [one] રમત પસંદ કરો: તમે અને એક મિત્ર; તેને મોકલવા માટે તમને એક લિંક મળશે.
       *[other] રમત પસંદ કરો: તમે અને { $count } મિત્રો; દરેકને મોકલવા માટે તમને એક લિંક મળશે.
    }
play-last = છેલ્લે રમેલી
play-starting = શરૂ થાય છે…
play-more_options = વધુ વિકલ્પો: દરેક નિયમ, કોણ ક્યાં બેસે, ઘડિયાળ, ખુલ્લું ટેબલ
continue-heading = ચાલુ રાખો
continue-what = { $game }, { $rivals } સામે
mygames-you = તમે
mygames-you_named = { $name } (તમે)
mygames-bot = બૉટ ({ $level })
mygames-you_won = તમે જીત્યા
mygames-won = વિજેતા: { $who }
mygames-your_turn = તમારો વારો
mygames-show_all =
    { $count ->
        [one] બધી બતાવો ({ $count } રમત)
       *[other] બધી { $count } રમતો બતાવો
    }
mygames-show_fewer = ઓછી બતાવો
created-fairness = પ્રામાણિકતા
created-fairness_help = સર્વરે આ રમતના બધા દાવ પહેલા દાવ પહેલાં જ નક્કી કરી દીધા. આ તેના ગુપ્ત બીજની છાપ છે; રમત પૂરી થાય ત્યારે બીજ બતાવાય છે, જેથી કોઈ પણ દરેક દાવ ચકાસી શકે.
created-local_title = આ લિંક ફક્ત આ કમ્પ્યુટર પર જ ચાલે છે: સર્વર ફક્ત આ કમ્પ્યુટરના પોતાના સરનામે સાંભળે છે.
created-local_fix = ઘરના નેટવર્ક પરના મિત્રો માટે સર્વરને { $command } થી શરૂ કરો અને તે છાપે તે નેટવર્ક સરનામે પેજ ખોલો; પછી લિંક એ જ સરનામું વાપરશે.
created-local_internet = ઇન્ટરનેટ પરના મિત્રો માટે સર્વરને TLS વાળા રિવર્સ પ્રૉક્સી પાછળ રાખો, જેમ { $docs } માં બતાવ્યું છે.

## Option groups.
group-board = પટ અને રસ્તો (§2)
group-throws = દાવ (§3)
group-turns = વારા, દરેક રમતમાં (T-…)
group-pachisi = પચીસીના નિયમો (P-…)
group-chopat = ચોપાટના નિયમો (C-…)
group-chaupar = ચોપડના નિયમો (K-…)
group-length = રમતની લંબાઈ

## Option labels.
option-table = દાવ અને તેમનાં મૂલ્ય
option-mouth_up_p = કોડી મોં ઉપર પડવાની શક્યતા
option-seven_high = છ મોં ઉપર (સાતનું કોષ્ટક) નું મૂલ્ય
option-chopat_ends = એક પણ મોં ઉપર નહીં (ચોપાટ કોષ્ટક) નું મૂલ્ય
option-dice_faces = દરેક લાંબા પાસાની બાજુઓ
option-track = રસ્તો
option-safe_squares = સુરક્ષિત ખાનાં
option-flower_in_middle = દરેક પાંખનું વચલું ફૂલ
option-order = કોણ શરૂ કરે
option-accumulate = પહેલાં વારાના બધા દાવ, પછી ચાલ
option-stack_moves = સાથે ઊભેલી સોગઠીઓ સાથે ચાલી શકે
option-forfeit = નકામો દાવ શું ગુમાવે
option-pass = ખેલાડી વારો છોડી શકે
option-streak = સળંગ ત્રણ દાવની હાર
option-streak_penalty = હાર શું રદ કરે
option-bonus = વધારાનું પગલું (પ્યાદું, પેઘેડુ)
option-bonus_values = વધારાનું પગલું આપતા દાવ
option-capture_again = મારીને ફરી દાવ
option-enter = અંદર આવતી સોગઠી
option-enter_any = કોઈ પણ દાવ સોગઠી અંદર લાવી શકે
option-first_free = બેઠકની પહેલી સોગઠી કોઈ પણ દાવે અંદર આવે
option-seven_fourteen = 7 અને 14 સોગઠી અંદર ન લાવે
option-castle_exclusive = વિરોધીના સુરક્ષિત ખાને રોકાઈ ન શકાય
option-castle_single = સુરક્ષિત ખાને એક જ સોગઠી
option-block_two = સુરક્ષિત ખાને બે સોગઠી તેને રોકે
option-capture_stacks = ઢગલાને મારી શકાય
option-must_capture = ઘરે જતાં પહેલાં મારવું (તોડ)
option-revenge = બદલાની મારથી મારનો હક રદ
option-fool = ગાંડુ કાઢવું: પૂરી થયેલી બેઠક સોગઠી ફરી બહાર લાવે
option-partner_moves = સાથી પૂરી થયેલી બેઠકના દાવથી ચાલે
option-triple = ત્રિપુટી બે વાર ચાલે
option-start_steps = સોગઠીઓ આ પગલાં પર શરૂ થાય
option-rank_all = પહેલા વિજેતા પછી પણ રમત ચાલુ
option-max_turns = વારાની મર્યાદા

## The "Game created" panel.
created-heading = રમત બની ગઈ
created-intro = દરેક ખેલાડીને તેની લિંક મોકલો (તેમાં તેની બેઠકની ગુપ્ત ચાવી છે), અથવા આ બ્રાઉઝરથી અનેક બેઠકો રમો.
created-invite_label = { $seat } માટે આમંત્રણ લિંક
created-play_seat = આ બેઠક અહીં રમો
created-spectators = દર્શકો
created-spectator_label = દર્શક લિંક
created-play_all = બધી માનવ બેઠકો અહીં રમો (વારાફરતી)
created-watch = બૉટને રમતા જુઓ
created-commitment = પ્રામાણિકતાની બાંયધરી: { $commitment }

## The game page.
game-title = પચીસી
game-title_state = { $banner } — પચીસી
game-title_your_turn = ▶ { $banner } — પચીસી
game-cannot_open = રમત { $id } ખોલી શકાતી નથી: { $message }
game-reconnecting = જોડાણ તૂટ્યું; ફરી જોડાય છે…
banner-over = રમત પૂરી
banner-over_seat = રમત પૂરી. વિજેતા: { $seat }
banner-over_seat_adjudicated = રમત પૂરી. વિજેતા: { $seat } (અંતર પરથી)
banner-over_team = રમત પૂરી. વિજેતા ટીમ: { $seats }
banner-over_team_adjudicated = રમત પૂરી. વિજેતા ટીમ: { $seats } (અંતર પરથી)
banner-damaged = આ રમત અટકી છે: { $reason }
banner-damaged_unknown = આ રમત અટકી છે: તે ખરાબ થઈ ગઈ છે
banner-waiting = રાહ: { $seats } જોડાય તેની
banner-move = ચાલ: { $seat }
banner-move_bot = ચાલ: { $seat } (બૉટ)
banner-move_you = ચાલ: { $seat } (તમે)
banner-throw = દાવ: { $seat }
banner-throw_bot = દાવ: { $seat } (બૉટ)
banner-throw_you = દાવ: { $seat } (તમે)
banner-order = શરૂઆતના ક્રમ માટે દાવ: { $seat }
banner-order_bot = શરૂઆતના ક્રમ માટે દાવ: { $seat } (બૉટ)
banner-order_you = શરૂઆતના ક્રમ માટે દાવ: { $seat } (તમે)
throw-button = દાવ નાખો
throw-none = હજી દાવ નથી
throw-last = { $seat }: { $value }
throw-last_up = { $seat }: { $value } ({ $up } ઉપર)
throw-dice = પાસા { $faces }
throw-cowries =
    { $count ->
       *[other] { $count } માંથી { $up } કોડી મોં ઉપર
    }
tray-label = રાખેલા દાવ
tray-kept = રાખ્યા:
moves-label = ચાલ
moves-choose = સોગઠી કે ચાલ પસંદ કરો:
moves-of_piece = { $seat } સોગઠી { $piece } ની ચાલ:
moves-of_stack = { $seat } ઢગલા (સોગઠીઓ { $pieces }) ની ચાલ:
moves-with_value = { $value } થી ચાલ:
moves-show_all = બધી ચાલ બતાવો (Esc)
moves-hint = સલાહ
move-pass = વારો છોડો (બાકીના દાવ જતા કરો)
move-captures = { $move }, મારે: { $captured }
move-captured_piece = { $seat } { $piece }
move-stack = { $move } (ઢગલો)
move-triple = { $move } (ત્રિપુટી)
hint-heading = સલાહ (સૌથી સારી પહેલાં):
hint-item = { $move } — જીતની શક્યતા { $percent }%
players-heading = ખેલાડીઓ
players-line = { $seat } (બેઠક { $n }, { $arm }) — { $status }
players-line_team = { $seat } (બેઠક { $n }, { $arm }) — { $status }, ટીમ { $team }
players-line_no_arm = { $seat } (બેઠક { $n }) — { $status }
players-line_team_no_arm = { $seat } (બેઠક { $n }) — { $status }, ટીમ { $team }
players-finished = { $line } ✓ પૂરું
players-to_move = (ચાલ)
players-bot = બૉટ { $bot }
players-you = તમે
players-joined = જોડાયા
players-not_joined = જોડાયા નથી
log-heading = નોંધ
log-label = ચાલની નોંધ
log-entry = { $seat }: { $text }
say-captures = { $seat } મારે છે: { $captured }
say-captured_piece = { $seat } સોગઠી { $piece }
say-enters = { $seat } સોગઠી અંદર લાવે છે
say-home = { $seat } સોગઠી ઘરે લાવે છે
say-your_move = તમારો વારો: ચાલ, { $seat }
say-your_throw = તમારો વારો: દાવ, { $seat }
footer-record = રેકોર્ડ ડાઉનલોડ કરો
footer-replay = ફરી જુઓ
footer-new_game = નવી રમત
footer-commitment = બાંયધરી { $commitment }
footer-seed = બીજ { $seed } — { $command } થી તપાસો
footer-fairness = નિષ્પક્ષતા
footer-rematch = ફરી રમો
footer-join_rematch = ફરી રમતમાં જોડાઓ

## The board.
board-label = { $variant } પટ
board-home = ઘર
piece-waiting = { $seat } સોગઠી { $piece }, રાહ જુએ છે
piece-home = { $seat } સોગઠી { $piece }, ઘરે
piece-on_step = { $seat } સોગઠી { $piece }, { $togo } બાકી
piece-on_step_fool = { $seat } સોગઠી { $piece }, પાછી ફરે છે (ગાંડુ)
piece-with_moves = { $label }, ચાલી શકે: { $values }

## The board's stacks, and the sound toggle.
board-stack =
    { $count ->
       *[other] અહીં { $count } સોગઠી
    }
sound-label = અવાજ
sound-turn_on = અવાજ ચાલુ કરો
sound-turn_off = અવાજ બંધ કરો

## Notices (web/notify.js): the tab's title while the page is in the background, the system notification, the setting.
notice-turn_tab = ● તમારો વારો — પચીસી
notice-turn_heading = પચીસીમાં તમારો વારો
notice-invite_tab = ● તમને આમંત્રણ છે — પચીસી
notices-label = સૂચનાઓ
notices-turn_on = મારો વારો આવે અને આ પાનું પાછળ હોય ત્યારે મને સૂચના મોકલો
notices-turn_off = સૂચનાઓ બંધ કરો
notices-blocked = આ બ્રાઉઝર આ સાઇટની સૂચનાઓ રોકે છે: બ્રાઉઝરની સાઇટ સેટિંગમાં તેમને મંજૂરી આપો

## The offline page (web/offline.html), shown when the server cannot be reached.
offline-title = પચીસી — ઑફલાઇન
offline-heading = પચીસીના સર્વર સુધી પહોંચાતું નથી
offline-needs = અહીં બધું સર્વરથી ચાલે છે: રમવું, લોકો સાથે કે બૉટ સાથે, લૉબી અને તેનાં ખુલ્લાં ટેબલ, રીપ્લે અને સમીક્ષા, નિયમો અને પાઠ.
offline-works = સર્વર વિના કશું ચાલતું નથી, બૉટ સામેની રમત પણ નહીં. તમારી રમતો સર્વર પર સચવાયેલી છે અને સર્વર મળતાં જ ત્યાંથી આગળ ચાલશે.
offline-retry = ફરી પ્રયત્ન કરો

## No needless clicks (issue 26): automatic play and the keyboard shortcuts (web/autoplay.js).
auto-group = આપમેળે રમત
auto-move = આપમેળે ચાલ
auto-move_title = એક જ ચાલ હોય ત્યારે તે આપમેળે રમાય
auto-move_on = આપમેળે ચાલ ચાલુ: એકલી ચાલ આપમેળે રમાશે
auto-move_off = આપમેળે ચાલ બંધ
auto-throw = આપમેળે દાવ
auto-throw_title = તમારો દાવ નાખવાનો વારો આવે ત્યારે દાવ આપમેળે નખાય
auto-throw_on = આપમેળે દાવ ચાલુ: તમારા દાવ આપમેળે નખાશે
auto-throw_off = આપમેળે દાવ બંધ
auto-only_move = એક જ ચાલ: { $move }. તે આપમેળે રમાશે
auto-only_pass = { $values } થી કોઈ સોગઠી ચાલી શકતી નથી: તમારો વારો જાય છે
tutor-group = શિક્ષક
tutor-switch = શિક્ષક
tutor-switch_title = બૉટના અંદાજે જીતની શક્યતા ઘણી ઘટાડે એવી ચાલ પહેલાં ચેતવો
tutor-on = શિક્ષક ચાલુ: મોંઘી ચાલ પહેલાં ચેતવશે
tutor-off = શિક્ષક બંધ
tutor-threshold = આટલા નુકસાનથી ચેતવો
tutor-threshold_option = { $percent }%
tutor-title = શિક્ષક ફરી વિચારવાનું કહે છે
tutor-your_move = તમારી ચાલ: { $move }.
tutor-cost = બૉટના અંદાજે આ ચાલ તમારી જીતની શક્યતા આશરે { $percent }% ઘટાડે છે ({ $best }% ને બદલે { $mine }%).
tutor-best = બૉટની સૌથી સારી ચાલ, પાટ પર બતાવેલી: { $move }.
tutor-explain = આ ઝડપી અંદાજ છે જે આ ચાલના અંત સુધી જુએ છે, પૂરું વિશ્લેષણ નથી: તે ખોટો પણ હોઈ શકે.
tutor-back = ફરી પસંદ કરો
tutor-play = તો પણ રમો
keys-line = કી: { $throw } દાવ નાખો · { $kept } રાખેલો દાવ · { $clear } પસંદગી હટાવો · { $help }
keys-open = બધી કી
keys-title = કીબોર્ડ શૉર્ટકટ
keys-throw = દાવ નાખો
keys-kept = રાખેલો દાવ પસંદ કરો: 1 પહેલો, 2 બીજો…
keys-clear = પસંદ કરેલો દાવ કે સોગઠી હટાવો
keys-tab = ચાલી શકે તેવી સોગઠીઓ અને ચાલ પર જાઓ; Enter પસંદ કરેલી ચાલ રમે છે
keys-help = આ યાદી બતાવો
keys-close = બંધ કરો

## The replay page.
replay-title = પચીસી — ફરી જુઓ
replay-heading = રેકોર્ડ ફરી જુઓ
replay-file = રેકોર્ડ ફાઇલ (“રેકોર્ડ ડાઉનલોડ કરો” અથવા pachisi record માંથી):
replay-not_json = JSON નથી: { $message }
replay-stops = રેકોર્ડ અહીં અટકે છે: { $error }
replay-slider = ઘટના
replay-caption = { $i } / { $last }: { $text }
replay-caption_start = { $i } / { $last }: શરૂઆત
replay-controls = ફરી જોવાનાં નિયંત્રણો
replay-first = પહેલી
replay-first_label = પહેલી ઘટના
replay-prev = ◀ પાછલી
replay-prev_label = પાછલી ઘટના
replay-next = આગલી ▶
replay-next_label = આગલી ઘટના
replay-last = છેલ્લી
replay-last_label = છેલ્લી ઘટના
replay-play = ચલાવો
replay-pause = થોભો
replay-result = પરિણામ: { $ranking }
replay-result_adjudicated = પરિણામ: { $ranking } (અંતર પરથી)
replay-unfinished = રમત પૂરી થઈ નથી

## Game review.
over-analyse = વિશ્લેષણ
review-heading = રમતની સમીક્ષા
review-explain = દરેક નિર્ણયને ઘણી વાર રમી જોઈને કઈ ચાલે જીતની શક્યતા ગુમાવી તે શોધે છે.
review-start = આ રમતનું વિશ્લેષણ કરો
review-retry = ફરી પ્રયાસ કરો
review-started = રમતનું વિશ્લેષણ થાય છે…
review-starting = સમીક્ષા શરૂ થાય છે…
review-queued = સમીક્ષાની કતારમાં રાહ (આગળ: { $ahead })…
review-progress = વિશ્લેષણ… { $of } માંથી { $done } રમતો
review-progress_label = સમીક્ષાની પ્રગતિ
review-ready = સમીક્ષા તૈયાર છે.
review-busy = સમીક્ષા અત્યારે શરૂ થઈ શકતી નથી: { $message }
review-failed = સમીક્ષા નિષ્ફળ ગઈ: { $message }
review-not_over = રમત પૂરી થાય પછી જ તેનું વિશ્લેષણ થઈ શકે.
review-graph_label =
    { $count ->
       *[other] રમત દરમિયાન જીતની શક્યતા: { $count } નિર્ણયોની સમીક્ષા, { $marked } ચિહ્નિત. સ્લાઇડર અને ચિહ્નિત ચાલની યાદી એ જ ઘટનાઓ પર લઈ જાય છે.
    }
review-legend_below = { $side }: જીતની શક્યતા, રેખાની નીચે
review-legend_above = { $side }: રેખાની ઉપર
review-legend_seat = { $seat }: પોતાની ચાલ વખતે જીતની શક્યતા
review-mark-inaccuracy = અચોકસાઈ
review-mark-mistake = ભૂલ
review-mark-blunder = મોટી ભૂલ
review-action_enter = { $value } થી સોગઠી { $piece } અંદર લાવો
review-action_move = સોગઠી { $piece } ને { $value } ચલાવો
review-action_enter_partner = { $value } થી { $seat } ની સોગઠી { $piece } અંદર લાવો
review-action_move_partner = { $seat } ની સોગઠી { $piece } ને { $value } ચલાવો
review-action_stack = સોગઠી { $piece } ના પગલા પરની સોગઠીઓ { $value } ચલાવો
review-action_triple = { $value } ની ત્રિપુટી પર સોગઠી { $piece } સાથે ત્રણ સોગઠી ચલાવો
review-action_pass = વારો છોડો
review-no_decision = આ સમીક્ષા કરેલો નિર્ણય નથી: કોઈ ચાલ પર જાઓ, અથવા આલેખ કે યાદીમાંથી એક પસંદ કરો.
review-note = { $move }. સૌથી સારી: { $best } (જીતની શક્યતા { $before } → { $after }, −{ $loss }).
review-note_best = { $move }: મળેલી સૌથી સારી ચાલ (જીતની શક્યતા { $before }).
review-note_forced = { $move }: એક જ ચાલ.
review-note_unreviewed = { $move }: સમીક્ષા નથી થઈ (સમીક્ષાનો સમય પૂરો થયો).
review-summary_caption = ખેલાડી પ્રમાણે
review-col_player = ખેલાડી
review-col_decisions = સમીક્ષા કરેલા નિર્ણયો
review-col_mean_loss = સરેરાશ નુકસાન
review-col-inaccuracy = અચોકસાઈ
review-col-mistake = ભૂલો
review-col-blunder = મોટી ભૂલો
review-marked_heading = ચિહ્નિત ચાલ
review-marked_item = ઘટના { $n } · { $mark }: { $move } (−{ $loss })
replay-heading_game = રીપ્લે અને સમીક્ષા
replay-open_other = બીજો રેકોર્ડ ખોલો
replay-result_wins = { $who } જીત્યા
replay-result_wins_then = { $who } જીત્યા · પછી { $rest }
replay-result_win = { $who } જીત્યા
replay-result_win_then = { $who } જીત્યા · પછી { $rest }
replay-result_adjudicated_note = { $text } (ચાલની મર્યાદાએ રમત પૂરી થઈ)
review-bot_name = { $seat } બોટ ({ $level })
review-marked_row = વારો { $turn } · { $player } · { $mark }: { $move } (−{ $loss })
review-note_who = વારો { $turn }, { $player }:
review-stand_in = ખેલાડી દૂર હતા ત્યારે સહાયક બોટ ({ $level }) એ રમી; ગણાઈ નથી
review-exact = ચોક્કસ: અંતિમ સ્થિતિઓના કોષ્ટકથી અંત સુધી ગણેલી દોડ
review-method_exact = અંતિમ સ્થિતિઓના કોષ્ટકથી ચોક્કસ મપાયેલા નિર્ણયો (દોડ; રમી જોયા વગર): { $count }.
review-stand_in_count = સહાયક બોટની ચાલો, ગણાઈ નથી: { $count }
review-col_accuracy = ચોકસાઈ
review-luck_heading = પાસાનું નસીબ
review-luck_line = { $throws } ફેંકમાંથી જીતની શક્યતાના { $points } અંક
review-luck_explain = નસીબ એટલે દરેક ફેંકે આવી શકતા ફેંકોની સરખામણીમાં જીતની અંદાજિત શક્યતામાં શું આપ્યું (+) કે લીધું (−) (GNU Backgammon ના નસીબ રેટિંગની જેમ): ગ્રાફનો મોટાભાગનો ઉતાર-ચઢાવ પાસાથી છે, ચાલથી નહીં. આ એક સ્થૂળ અંદાજ છે, રમતના નિયમો મુજબ માપેલો, અને પરિણામનો માત્ર એક ભાગ સમજાવે છે.
review-no_marks = કોઈ ચાલ ચિહ્નિત નથી.
review-incomplete = આ સમીક્ષા અધૂરી છે: દરેક નિર્ણયને બધી રમતો મળે તે પહેલાં સમય પૂરો થયો, તેથી આંકડા ઓછા ચોક્કસ છે અને કેટલાક નિર્ણયોની સમીક્ષા નથી થઈ.
review-thresholds = ચાલ ત્યારે ચિહ્નિત થાય છે જ્યારે રમતો, તેમની ભૂલ-મર્યાદાના નીચલા છેડે પણ, બતાવે કે તેણે સૌથી સારી ચાલની સરખામણીમાં ઓછામાં ઓછી { $inaccuracy } જીતની શક્યતા ગુમાવી છે: અચોકસાઈ; { $mistake }થી ભૂલ, { $blunder }થી મોટી ભૂલ.
review-method =
    { $count ->
       *[other] દરેક પસંદગી “{ $policy }” બૉટે અંત સુધી વધુમાં વધુ { $count } વાર રમી (કુલ { $total } રમતો).
    }

## Friends: names, invites, my games, open tables, clock, presence, chat.
friends-named = { $name } ({ $seat })
friends-board_label = { $name } (બેઠક { $n })
friends-your_name = તમારું નામ
friends-your_name_help = બીજા ખેલાડીઓને દેખાય છે; આ બ્રાઉઝરમાં રખાય છે.
friends-name_prompt = બીજા ખેલાડીઓ માટે તમારું નામ:
friends-name_save = સાચવો
friends-name_skip = હમણાં નહીં
friends-public = ખુલ્લા ટેબલ તરીકે બતાવો (કોઈ પણ ખાલી બેઠકમાં જોડાઈ શકે)
friends-spectator_chat = દર્શકો પણ ગપસપમાં લખી શકે (વાંચી તો હંમેશાં શકે છે)
friends-clock_label = દરેક નિર્ણય માટે સમય
friends-clock_0 = ઘડિયાળ નહીં
friends-clock_30 = 30 સેકન્ડ
friends-clock_120 = 2 મિનિટ
friends-clock_86400 = 1 દિવસ
friends-clock_help = ખેલાડીનો સમય પૂરો થાય ત્યારે તે પાછો આવે ત્યાં સુધી તેના બદલે બૉટ રમે છે.
friends-clock = { $seat }: { $time } બાકી
friends-clock_you = તમારો સમય: { $time } બાકી
friends-away = { $seat } દૂર છે: પાછા આવે ત્યાં સુધી બૉટ રમે છે.
friends-away_you = તમારો સમય પૂરો થયો: તમારા બદલે બૉટ રમે છે.
friends-back = હું પાછો આવ્યો
friends-left = { $name } ગયા
friends-is_back = { $name } પાછા આવ્યા
friends-presence_label = ટેબલ પરના ખેલાડીઓ
friends-online = જોડાયેલા
friends-offline = જોડાયેલા નથી
friends-not_joined = હજી જોડાયા નથી
friends-mute = { $seat } ને મૂંગા કરો
friends-unmute = { $seat } નો અવાજ ચાલુ કરો
friends-chat_heading = ગપસપ
friends-chat_label = ગપસપના સંદેશા
friends-chat_open = ગપસપ
friends-toasts_label = ગપસપના નવા સંદેશા
friends-chat_close = ગપસપ છુપાવો
friends-chat_unread =
    { $count ->
       *[other] ગપસપ ({ $count } નવા)
    }
friends-chat_input = ગપસપ સંદેશ
friends-chat_placeholder = કંઈક કહો…
friends-chat_send = મોકલો
friends-chat_left =
    { $count ->
       *[other] { $count } અક્ષર બાકી
    }
friends-reactions = ઝડપી પ્રતિભાવ
friends-spectator = દર્શક
friends-line_who = { $who }:
friends-line_who_spectator = { $who } (જુએ છે):
friends-show_spectators = દર્શકોની ગપસપ બતાવો
friends-spectators_read_only = દર્શકો ગપસપ વાંચી શકે છે.
friends-rate_limited = તમે બહુ ઝડપથી સંદેશા મોકલો છો; થોડી વાર થોભો, પછી ફરી પ્રયાસ કરો.
friends-too_large = એ સંદેશ બહુ લાંબો છે (વધુમાં વધુ 200 અક્ષર).
friends-share = શેર કરો
friends-share_title = મારી પચીસીની રમતમાં જોડાઓ
friends-qr = QR કોડ
friends-qr_label = { $seat } ની આમંત્રણ લિંકનો QR કોડ
friends-invite_heading = આમંત્રણ
friends-invite_intro = આ બેઠકો હજી ખાલી છે. દરેક મિત્રને તેની લિંક મોકલો; બધા જોડાઈ જાય પછી આ પેનલ જતી રહેશે.
friends-my_games = મારી રમતો
friends-my_games_empty = આ બ્રાઉઝરમાં તમે બનાવેલી, જોડાયેલી કે જોયેલી રમતો અહીં દેખાશે.
friends-role_created = તમે બનાવી
friends-role_joined = તમે રમો છો
friends-role_watched = તમે જુઓ છો
friends-status_waiting = ખેલાડીઓની રાહ
friends-status_playing = ચાલુ
friends-status_over = રમત પૂરી
friends-status_damaged = અટકી
friends-to_move = ચાલ: { $seat }
friends-invites = આમંત્રણો
friends-gone = { $id }: હવે આ સર્વર પર નથી
friends-forget = ભૂલી જાઓ
friends-forget_label = રમત { $id } ભૂલી જાઓ
friends-open_tables = ખુલ્લાં ટેબલ
friends-open_tables_empty = અત્યારે કોઈ ખુલ્લું ટેબલ નથી.
friends-refresh = તાજું કરો
friends-table_line = { $variant }, { $players } ખેલાડી: { $names }
friends-free_seats =
    { $count ->
       *[other] { $count } ખાલી બેઠક: { $seats }
    }
friends-table_clock = ઘડિયાળ: દરેક નિર્ણય માટે { $clock }
friends-seconds =
    { $count ->
       *[other] { $count } સેકન્ડ
    }
friends-join = જોડાઓ
friends-join_label = { $variant } ટેબલમાં { $seat } તરીકે જોડાઓ
friends-nobody = હજી કોઈ નહીં

## Learn: the first-game lesson.
learn-offer-title = પચીસીમાં નવા છો?
learn-offer-text = 3 મિનિટનો પાઠ રમો: તમે સાચા પટ પર ચાલ ચાલો છો, અને દરેક સમજાવાય છે.
learn-offer-start = પાઠ રમો
learn-offer-dismiss = ના, આભાર
learn-offer-dismissed = પાઠ જ્યારે જોઈએ ત્યારે /learn પર છે.
learn-title = રમતાં શીખો — પચીસી
learn-cannot_open = પાઠ બતાવી શકાતો નથી: { $message }
learn-progress = { $count } માંથી પગલું { $n }
learn-progress_done = પાઠ પૂરો
learn-skip = પાઠ છોડો
learn-nav = પાઠનાં પગલાં
learn-back = પાછળ
learn-next = આગળ
learn-finish = પૂરું કરો
learn-redo = આ પગલું ફરી કરો
learn-try_again = ફરી પ્રયાસ કરો
learn-rule_more = નિયમ વાંચો
learn-rule_more_label = નિયમ વાંચો: આ પગલાનો નિયમ, નિયમોના પાના પર (નવા ટૅબમાં ખૂલે છે)
learn-kept = તમારા દાવ:
learn-kept_label = તમારા રાખેલા દાવ
learn-moves = તમારી ચાલ
learn-choose = તમારી કોઈ સોગઠી, તે જ્યાં જશે તે ખાનું, અથવા કોઈ ચાલ પર ક્લિક કરો:
learn-right = શાબાશ!
learn-wrong = સૌથી સારી ચાલ નથી:
learn-table_label = દરેક દાવનું મૂલ્ય
learn-table_again = (ફરી દાવ)
learn-table_note = { $again } (ઘાટા અક્ષરે) ફરી દાવ આપે છે.
learn-step-throw-title = કોડીઓ નાખો
learn-step-throw-intro = પચીસી પાસાને બદલે { $shells } કોડીઓથી રમાય છે. તેમને નાખો અને કેટલી મોં ઉપર પડી તે ગણો: કોષ્ટક દાવનું મૂલ્ય આપે છે.
learn-step-throw-do = “દાવ નાખો” દબાવો.
learn-step-throw-again =
    { $count ->
       *[other] { $count } કોડી મોં ઉપર: { $value }. { $value } ફરી દાવ આપે છે — “દાવ નાખો” ફરી દબાવો.
    }
learn-step-throw-last =
    { $count ->
       *[other] { $count } કોડી મોં ઉપર: { $value }. તમારા દાવ પૂરા થયા. તમારા દાવ, { $values }, રખાય છે, અને હવે તમે તેમને એક પછી એક, દરેક એક સોગઠી પર વાપરો છો.
    }
learn-step-throw-done = તમે દાવ રાખો છો અને એક પછી એક વાપરો છો.
learn-step-grace-title = કૃપા-દાવથી સોગઠી અંદર લાવો
learn-step-grace-intro = તમારી ચાર { $seat } સોગઠીઓ પટની બાજુમાં, તમારા ખૂણામાં રાહ જુએ છે. ફક્ત કૃપા-દાવ — { $grace } — સોગઠીને પટ પર લાવે છે: તે તમારા શરૂઆતના ખાને (તમારા રંગના કૂંડાળાવાળા) મુકાય છે, અને તેમાં આખો દાવ વપરાય છે. તમારા { $others } સોગઠી અંદર લાવી શકતા નથી.
learn-step-grace-do = તમારા { $value } થી સોગઠી અંદર લાવો.
learn-step-grace-done = સોગઠી { $piece } તમારા શરૂઆતના ખાને છે. ત્યાંથી તેને { $togo } ખાનાં દોડવાનું છે: તમારી વચલી હારમાં નીચે, પટની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં એક વાર, અને વચલી હારમાં પાછા ઉપર વચ્ચે, જે ઘર છે.
learn-step-move-title = તમારા રસ્તે ચાલો
learn-step-move-intro = દાવ એક સોગઠીને તેના આખા મૂલ્ય જેટલી, ખાને ખાને આગળ ચલાવે છે; તે ક્યારેય સોગઠીઓ વચ્ચે વહેંચાતો નથી. તમારી સોગઠી { $piece } તમારા શરૂઆતના ખાને છે.
learn-step-move-do = તેને તમારા { $value } થી ચલાવો: તે જ્યાં પહોંચશે તે ખાનું ચિહ્નિત છે.
learn-step-move-done = સોગઠી { $piece } તમારા રસ્તે { $value } ખાનાં ગઈ અને હજી { $togo } બાકી છે. દરેક સોગઠી એ જ રીતે જાય છે: પોતાની વચલી હારમાં નીચે, પછી ચોકડીની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં.
learn-step-capture-title = મારો
learn-step-capture-intro = { $victim } ની સોગઠી { $vpiece } તમારી સોગઠી { $piece } થી { $value } ખાનાં આગળ, સામાન્ય ખાને છે. જ્યાં વિરોધી હોય ત્યાં રોકાઓ તો તમે તેને મારો છો: તે પટની બહાર પાછી જાય છે અને ફરી આવવા તેને કૃપા-દાવ જોઈએ. મારવાથી તમને ફરી દાવ પણ મળે છે.
learn-step-capture-do = તમારા { $value } થી તેને મારો.
learn-step-capture-done = { $victim } ની સોગઠી { $vpiece } પટની બહાર પાછી ગઈ, અને તમે ફરી દાવ નાખો છો.
learn-step-castle-title = કિલ્લા સુરક્ષિત છે
learn-step-castle-intro = ✕ વાળાં ખાનાં કિલ્લા છે. કિલ્લા પર કોઈ સોગઠી મરાતી નથી, અને વિરોધીના કિલ્લા પર કોઈ રોકાઈ શકતું નથી.
learn-step-castle-do = તમારો { $value } બેમાંથી કોઈ એક સોગઠી ચલાવી શકે છે. એવી ચાલ પસંદ કરો જેથી તમારી કોઈ સોગઠી મરાવા માટે ખુલ્લી ન રહે.
learn-step-castle-done = સોગઠી { $piece } કિલ્લા પર છે: ત્યાં તેને કોઈ મારી શકે નહીં, અને તમારી કોઈ સોગઠી ખુલ્લી નથી.
learn-step-exact-title = ઘરે ફક્ત પૂરા આંકે
learn-step-exact-intro = સોગઠી ફક્ત બાકી ખાનાંના પૂરા આંકે જ ઘરે જાય છે: જે દાવ તેને ઘરથી આગળ લઈ જાય તે તેના પર વાપરી શકાતો નથી. તમારી સોગઠી { $piece } ને { $needed } ખાનાં બાકી છે.
learn-step-exact-do = તમે { $needed } નાખ્યા: તે સોગઠીને ઘરે લાવો.
learn-step-exact-done = સોગઠી { $piece } પૂરા આંકે ઘરે છે.
learn-step-team-title = ટીમ તરીકે રમો
learn-step-team-intro = તમારી સામે બેઠેલો { $partner } તમારો સાથી છે: તમે મળીને { $opponents } સામે રમો છો. સાથીઓ ક્યારેય એકબીજાને મારતા નથી અને કોઈ પણ ખાનું વહેંચી શકે છે. જે ટીમની આઠેય સોગઠી પહેલાં ઘરે પહોંચે તે જીતે. { $partner } ઘરે પહોંચી ગયો છે; તમારી છેલ્લી સોગઠીને { $needed } બાકી છે.
learn-step-team-do = તમારી ટીમ માટે રમત જીતો.
learn-step-team-done = તમારી ટીમની આઠેય સોગઠી ઘરે છે: { $team } જીત્યા!
learn-why-pass = વારો છોડવાથી તમારા બધા રાખેલા દાવ જતા રહે છે: કંઈ ચાલતું નથી, અને તમારો વારો પૂરો થાય છે.
learn-why-no_enter = તે કોઈ સોગઠી પટ પર લાવતો નથી.
learn-why-strands = સોગઠી { $piece } ઘરથી એક ખાનું પહેલાં અટકી જાય. આ રમતમાં 1 નો દાવ નથી, તેથી ત્યાંથી તે ક્યારેય પૂરી ન થઈ શકે.
learn-why-loses_throw = તે પછી કોઈ સોગઠી તમારા { $values } વાપરી ન શકે: તે નકામો જાય.
learn-why-no_capture = તે કંઈ મારતો નથી: { $seat } ની સોગઠી { $piece } પટ પર રહે છે, અને તમને વધારાનો દાવ મળતો નથી.
learn-why-exposed = સોગઠી { $piece } ખુલ્લા ખાને ઊભી રહે, જ્યાં { $seat } ની સોગઠી { $by } તેને { $value } થી મારી શકે — { $percent } દાવ { $value } હોય છે.
learn-why-not_home = સોગઠી { $piece } ને બરાબર { $needed } જોઈએ, અને ફક્ત { $percent } દાવ { $needed } હોય છે: મળ્યો છે ત્યારે વાપરો.
learn-why-other = તે માન્ય છે, પણ આ પગલું એના વિશે નથી.
learn-end-title = તમે રમવા તૈયાર છો
learn-end-intro = પહેલી રમત માટે આટલું જ જોઈએ:
learn-end-throw = કોડીઓ નાખો અને દાવ રાખો; { $again } ફરી દાવ આપે છે.
learn-end-grace = ફક્ત કૃપા-દાવ ({ $grace }) સોગઠીને પટ પર લાવે છે.
learn-end-move = દરેક દાવ એક સોગઠીને તેના આખા મૂલ્ય જેટલી આગળ ચલાવે છે.
learn-end-capture = વિરોધી પર રોકાઈને તેને પટની બહાર મોકલો, અને ફરી દાવ નાખો.
learn-end-castle = કિલ્લા (✕) પરની સોગઠી મરાતી નથી.
learn-end-exact = સોગઠી ફક્ત પૂરા આંકે ઘરે જાય છે.
learn-end-team = સાથીઓ સામસામે બેસે છે અને સાથે જીતે છે.
learn-end-play = પહેલી રમત રમો
learn-end-again = પાઠ ફરી કરો
learn-end-rules = પચીસીના બધા નિયમો

## The rules pages.
rules-title = { $name } કેવી રીતે રમવું — પચીસી
rules-heading = { $name } કેવી રીતે રમવું
rules-link = કેવી રીતે રમવું
rules-link_game = આ રમતના નિયમો
rules-cannot_open = આ નિયમો બતાવી શકાતા નથી: { $message }
rules-other_games = બીજી રમતો:
rules-game_options = આ એક રમતના નિયમો છે: “બદલ્યું” ચિહ્નવાળા નિયમો સામાન્ય { $name } થી જુદા છે.
rules-name-pachisi = પચીસી
rules-name-pachisi-seven = સાત કોડીઓ વાળી પચીસી
rules-name-chopat = ચોપાટ
rules-name-chaupar = ચોપડ
rules-h-goal = ધ્યેય
rules-h-board = પટ
rules-h-turn = તમારો વારો
rules-h-throws = દાવ
rules-h-options = આ રમતના બધા નિયમો
rules-goal-race = તમારી ચાર સોગઠીઓને ચોકડી આકારના પટની ફરતે એક વાર દોડાવીને વચ્ચે ઘરે પાછી લાવો.
rules-goal-teams = સાથીઓ સામસામે બેસે છે ({ $pairs }) અને સાથે રમે છે: જે ટીમની આઠેય સોગઠી પહેલાં ઘરે પહોંચે તે જીતે. સાથીઓ ક્યારેય એકબીજાને મારતા નથી અને કોઈ પણ ખાનું વહેંચી શકે છે.
rules-goal-alone = દરેક એકલો રમે છે. ચારેય સોગઠી પહેલાં ઘરે લાવનાર જીતે; બાકીના સ્થાન માટે રમતા રહે છે.
rules-goal-alone_first = દરેક એકલો રમે છે. ચારેય સોગઠી પહેલાં ઘરે લાવનાર જીતે.
rules-goal-players_two = બે ખેલાડી હોય તો દરેક સામસામેના બે રંગ એક ટીમ તરીકે રમે છે.
rules-goal-order = કોણ શરૂ કરે તે જોવા દરેક એક વાર દાવ નાખે છે: સૌથી મોટો દાવ શરૂ કરે (બરાબરી હોય તો ફરી). પછી રમત ટેબલની ફરતે ચાલે છે.
rules-goal-order_fixed = { $seat } શરૂ કરે છે; પછી રમત ટેબલની ફરતે ચાલે છે.
rules-goal-max_turns = { $count } વારા સુધી પહોંચેલી રમતનો નિર્ણય કોને સૌથી ઓછું અંતર બાકી છે તેના પરથી થાય છે.
rules-diagram = { $name } પટ: દરેક બેઠકનો રસ્તો તીર સાથે, શરૂઆતનાં ખાનાં, સુરક્ષિત ખાનાં અને ઘર
rules-legend-road = { $seat } નો રસ્તો
rules-board-anticlockwise = દરેક રંગીન રેખા એક બેઠકનો રસ્તો છે, તેનાં તીર દિશા બતાવે છે: વચ્ચેથી બેઠકની પોતાની વચલી હારમાં નીચે, ચોકડીની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં એક વાર, પછી એ જ વચલી હારમાં પાછા ઉપર વચ્ચે.
rules-board-clockwise = દરેક રંગીન રેખા એક બેઠકનો રસ્તો છે, તેનાં તીર દિશા બતાવે છે: બેઠકના શરૂઆતના ફૂલથી ચોકડીની ફરતે ઘડિયાળની દિશામાં એક વાર, પછી પોતાની વચલી હારમાં ઉપર વચ્ચે.
rules-board-start = બેઠકના રંગના કૂંડાળાવાળું ખાનું તેનું શરૂઆતનું ખાનું છે, જ્યાં તેની સોગઠીઓ પટ પર આવે છે.
rules-board-castles = ✕ વાળાં બાર ખાનાં કિલ્લા છે: કિલ્લા પરની સોગઠી મરાતી નથી.
rules-board-castles_exclusive = જ્યાં વિરોધી હોય એ કિલ્લા પર કોઈ સોગઠી રોકાઈ શકતી નથી.
rules-board-castles_single = કિલ્લા પર એક સમયે એક જ સોગઠી રહી શકે.
rules-board-flowers = ફૂલ ભરેલાં ખાનાં ફૂલ છે: ત્યાં કોઈ પણ રંગની સોગઠીઓ સાથે રહી શકે, અને ત્યાં કોઈ મરાતું નથી.
rules-board-block_two = ફૂલ પર એક રંગની બે સોગઠી તેને રોકે છે: બીજા ત્યાંથી પસાર થઈ શકે પણ રોકાઈ ન શકે.
rules-board-no_safe = આ રમતમાં કોઈ ખાનું સુરક્ષિત નથી: સોગઠી ફેરામાં ગમે ત્યાં મરાઈ શકે.
rules-board-home = દરેક પાંખની વચલી હાર તેની બેઠકની ઘરની હાર છે: બીજી બેઠકની સોગઠી ત્યાં જતી નથી, તેથી તેમાંની સોગઠીઓ સુરક્ષિત છે. વચ્ચેનો ભાગ ઘર છે.
rules-turn-throw_cowries = { $count } કોડીઓ નાખો: કેટલી મોં ઉપર પડે તે દાવનું મૂલ્ય આપે છે (નીચેનું કોષ્ટક). { $values } નો દાવ ફરી દાવ આપે છે.
rules-turn-throw_dice = ત્રણ લાંબા પાસા નાખો, દરેક પર { $faces }. દરેક પાસો અલગ ચાલ છે: તમે ત્રણ સોગઠી, અથવા એક સોગઠી ત્રણ વાર ચલાવી શકો. વધારાના દાવ નથી.
rules-turn-keep = તમે વારાના બધા દાવ રાખો છો, પછી તેમને એક પછી એક, કોઈ પણ ક્રમમાં, દરેક તમારી પસંદની સોગઠી પર વાપરો છો.
rules-turn-keep_off = દરેક દાવ પછીનો દાવ નાખતા પહેલાં વપરાય છે.
rules-turn-enter_centre = તમારી સોગઠીઓ રસ્તાની બહાર, વચ્ચેથી શરૂ થાય છે — પટ પર તે તમારા ખૂણામાં રાહ જોતી દેખાય છે. સોગઠી ફક્ત { $values } ના દાવે પટ પર આવે છે: તે તમારા શરૂઆતના ખાને મુકાય છે, અને તે દાવ વપરાઈ જાય છે.
rules-turn-enter_hand = તમારી સોગઠીઓ તમારા હાથમાંથી શરૂ થાય છે. સોગઠી ફક્ત { $values } ના દાવે પટ પર આવે છે: તે તમારા શરૂઆતના ફૂલ પર મુકાય છે, અને તે દાવ વપરાઈ જાય છે.
rules-turn-enter_full = અંદર આવતી સોગઠી દાવના પૂરા મૂલ્ય જેટલી ચાલે છે.
rules-turn-first_free = તમારી સૌથી પહેલી સોગઠી કોઈ પણ દાવે અંદર આવી શકે.
rules-turn-seven_fourteen = 7 અને 14 ફરી દાવ આપે છે પણ સોગઠી અંદર લાવી શકતા નથી; પટ પર સોગઠી ન હોય તો તે રદ છે.
rules-turn-start_on_board = તમારી ચાર સોગઠીઓ રમતની શરૂઆતમાં જ પટ પર, તમારા શરૂઆતના ખાના પાસે હોય છે. મરાયેલી સોગઠી વચ્ચે પાછી જાય છે (પટ પર તે પોતાના ખૂણામાં રાહ જોતી દેખાય છે) અને કોઈ પણ પાસાથી ફરી આવે છે, જે વપરાઈ જાય છે.
rules-turn-move = દાવ એક સોગઠીને તમારા રસ્તે તેના આખા મૂલ્ય જેટલી આગળ ચલાવે છે; તે ક્યારેય સોગઠીઓ વચ્ચે વહેંચાતો નથી.
rules-turn-stack = સાથે ઊભેલી તમારી સોગઠીઓ એક દાવથી સાથે પણ ચાલી શકે.
rules-turn-forfeit = જે દાવ કોઈ સોગઠી વાપરી ન શકે તે નકામો જાય છે.
rules-turn-forfeit_turn = કોઈ સોગઠી તમારા દાવ વાપરી ન શકે ત્યારે તે નકામા જાય છે અને તમારો વારો પૂરો થાય છે.
rules-turn-pass = ચાલવાને બદલે તમે બાકીના દાવ જતા કરીને વારો છોડી શકો છો.
rules-turn-no_pass = વારો છોડી શકાતો નથી: કોઈ સોગઠી દાવ વાપરી શકે તો ચાલવું જ પડે.
rules-turn-capture_centre = જ્યાં વિરોધીઓ હોય એ ખાને (સુરક્ષિત ખાનું નહીં) રોકાઓ તો તમે તેમને મારો છો: તે વચ્ચે પાછા જાય છે (પટ પર તે પોતાના ખૂણામાં રાહ જોતા દેખાય છે) અને ફરી અંદર આવવું પડે છે.
rules-turn-capture_hand = જ્યાં વિરોધીઓ હોય એ ખાને (ફૂલ નહીં) રોકાઓ તો તમે તેમને મારો છો: તે માલિકના હાથમાં પાછા જાય છે અને ફરી અંદર આવવું પડે છે.
rules-turn-capture_stacks_off = એક રંગની બે કે વધુ સોગઠી સાથે હોય તો તેમને મારી શકાતી નથી, અને બીજું કોઈ તેમના ખાને રોકાઈ શકતું નથી.
rules-turn-capture_again = મારવાથી દાવનો બીજો દોર મળે છે.
rules-turn-must_capture = તમારી સોગઠીઓ ઘરની હારમાં વળે તે પહેલાં તમારે ઓછામાં ઓછું એક વાર મારવું પડે (તોડ); ત્યાં સુધી તે ફરતી રહે છે.
rules-turn-exact = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે: જે દાવ તેને વચ્ચેથી આગળ લઈ જાય તે તેના પર વાપરી શકાતો નથી.
rules-turn-dead_end = આ રમતમાં 1 નો દાવ નથી, તેથી સોગઠીને ક્યારેય ઘરથી એક ખાનું પહેલાં ન રોકો: ત્યાંથી કોઈ દાવ તેને પૂરી ન કરી શકે.
rules-turn-streak_cancel = એક જ પ્રકારના સળંગ ત્રણ ફરી-દાવ હાર છે: ત્રણેય રદ થાય છે અને દાવ અટકે છે.
rules-turn-streak_turn = સળંગ ત્રણ ફરી-દાવ તમારો વારો બાળી નાખે છે: રાખેલા બધા દાવ નકામા જાય છે.
rules-turn-bonus = તમારી કોઈ સોગઠી અંદર આવવાની રાહ ન જોતી હોય ત્યારે { $values } નો દરેક દાવ 1 ની વધારાની ચાલ આપે છે.
rules-turn-fool = પૂરી થયેલી બેઠક એક સોગઠી “ગાંડુ” (ગાંડુ કાઢવું) તરીકે પાછી બહાર લાવી શકે: તે પટની ફરતે ઊલટી જાય છે, બીજાને મારે છે અને તેને ક્યારેય મારી શકાતી નથી.
rules-turn-triple = ત્રણ સરખા પાસા સાથે ઊભેલી તમારી ત્રણ સોગઠીઓને બાજુના બમણા જેટલી ચલાવે છે.
rules-turn-partner = એક સાથી પૂરો થાય પછી તે દાવ નાખતો રહે છે અને બીજો સાથી એ દાવથી ચાલે છે.
rules-throws-cowries = { $count } માંથી કેટલી કોડી મોં ઉપર પડે તે મૂલ્ય નક્કી કરે છે:
rules-throws-dice_faces = ત્રણેય પાસા પર { $faces } છે, દરેક બાજુની શક્યતા { $percent }.
rules-throws-dice_sums = ત્રણ પાસાનો સરવાળો (કોણ શરૂ કરે તે નક્કી કરે છે):
rules-throws-label = દાવનું કોષ્ટક
rules-col-up = મોં ઉપર
rules-col-value = મૂલ્ય
rules-col-sum = સરવાળો
rules-col-chance = શક્યતા
rules-col-odds = આશરે
rules-col-enters = સોગઠી અંદર લાવે
rules-col-again = ફરી દાવ
rules-one_in = { $n } માં 1
rules-yes = હા
rules-no = ના
rules-total = કુલ
rules-options_intro = એન્જિન રમે છે તે રીતે દરેક નિયમ, આ રમતમાં તેના મૂલ્ય સાથે.
rules-teams = ટીમ (સામસામેની બેઠકો સાથી)
rules-option_changed = બદલ્યું (સામાન્ય રીતે { $value })
rules-option_rule = { $key } · નિયમ { $rule }
rules-value-true = હા
rules-value-false = ના
rules-value-empty = કંઈ નહીં

## The game page: log lines.
log-throws = { $value } નાખ્યા
log-with_reasons = { $text }; { $reasons }
log-away = સમય પૂરો થયો: ખેલાડી પાછો આવે ત્યાં સુધી આ બેઠક માટે બૉટ રમે છે
log-back = પાછા આવ્યા
forfeit-must_enter = કોઈ સોગઠી { $value } વાપરી શકતી નથી: પહેલાં { $values } થી સોગઠી અંદર લાવો
forfeit-past_finish = કોઈ સોગઠી { $value } વાપરી શકતી નથી: તે ઘરથી આગળ જાય
forfeit-blocked = કોઈ સોગઠી { $value } વાપરી શકતી નથી: રસ્તો બંધ છે
forfeit-no_piece_can = કોઈ સોગઠી { $value } વાપરી શકતી નથી
forfeit-needs_pair = કોઈ સોગઠી { $value } વાપરી શકતી નથી: ફક્ત જોડી જ સોગઠીઓને જેલમાંથી છોડાવે છે
cancelled-needs_piece_on_board = દાવ રદ: તે સોગઠી અંદર લાવી શકતો નથી, અને પટ પર કોઈ સોગઠી નથી
cancelled-streak = સળંગ ત્રણ: હાર રદ થઈ

## Move labels.
move-who_one = સોગઠી { $piece }
move-who_many = સોગઠીઓ { $pieces }
move-to_start = { $who }: { $value } શરૂઆતમાં આવે ({ $togo } બાકી)
move-to_enter_on = { $who }: { $value } આવીને આગળ વધે ({ $togo } બાકી)
move-to_castle = { $who }: { $value } કિલ્લા પર ({ $togo } બાકી)
move-to_flower = { $who }: { $value } ફૂલ પર ({ $togo } બાકી)
move-to_safe = { $who }: { $value } સુરક્ષિત ખાને ({ $togo } બાકી)
move-to_track = { $who }: { $value } આગળ ({ $togo } બાકી)
move-to_home_column = { $who }: { $value } ઘરની હારમાં ({ $togo } બાકી)
move-to_home = { $who }: { $value } ઘરે
move-to_other = { $who }: { $value }
move-strands_mark = { $move } ⚠
strand-title = આ સોગઠી અટકી જશે
strand-body = { $move }: સોગઠી ઘરથી એક ખાનું પહેલાં અટકશે, જ્યાંથી કોઈ દાવ તેને પૂરી ન કરી શકે.
strand-play = તો પણ રમો
strand-other = બીજી પસંદ કરો
pass-title = વારો છોડશો?
pass-body = તમે બાકીના દાવ ({ $values }) જતા કરો છો. ઑનલાઇન રમતમાં પાછું વાળી શકાતું નથી.
pass-confirm = વારો છોડો
pass-cancel = રમતા રહો
hint-explain = જીતની શક્યતા: એ ચાલ પછી બૉટના અંદાજે તમારી બાજુ કેટલી વાર જીતે.
hint-explain_exact = ચોક્કસ જીતની શક્યતા: હવે કોઈ સોગઠી કપાઈ ન શકે એવી દોડ, દરેક દાવ ગણીને અંત સુધી કાઢેલી (અંતિમ સ્થિતિઓનું કોષ્ટક), અંદાજ નહીં.

## The game-over panel.
over-title = રમત પૂરી
over-you_win = તમે જીત્યા!
over-you_lose = આ વખતે નહીં
over-team_wins = ટીમ તરીકે વિજેતા: { $seats }
over-seat_wins = વિજેતા: { $seat }
over-adjudicated_mark = (અંતર પરથી)
over-mars = માર્સ! કોઈ વિરોધીની એક પણ સોગઠી ઘરે પહોંચી નહોતી, તેથી આ જીત સાત રમત ગણાય.
over-you_mark = (તમે)
over-team = ટીમ { $team }
over-seat_stats =
    { $count ->
       *[other] { $count } ચાલ, { $captured } માર્યા
    }
over-length =
    { $count ->
       *[other] { $count } વારા · { $moves } ચાલ · { $throws } દાવ
    }
over-watch_rematch = ફરી રમત જુઓ
over-hide = પટ જુઓ
over-show = પરિણામ બતાવો
game-watching = તમે આ રમત જુઓ છો.
over-adjudicated_cap = રમત તેની { $count } વારાની મર્યાદાએ પહોંચી, તેથી અંતર પરથી નિર્ણય થયો: જે બાજુને સોગઠીઓ ઘરે લાવવા સૌથી ઓછાં પગલાં બાકી હોય તે પહેલી.
over-adjudicated_dead_end = હવે કોઈ પૂરું કરી શકે તેમ નહોતું (એક સોગઠી ઘરથી એક ખાનું પહેલાં હતી, જ્યાંથી કોઈ દાવ તેને પૂરી ન કરી શકે), તેથી રમતનો નિર્ણય અંતર પરથી થયો: સૌથી ઓછાં પગલાં બાકી હોય તે બાજુ પહેલી.

## i18n: the language switcher, log lines, presets, option meanings, errors.
lang-label = ભાષા
over-place =
    { $ordinal ->
        [one] { $n }લું સ્થાન
        [two] { $n }જું સ્થાન
        [few] { $n }થું સ્થાન
        [many] { $n }ઠ્ઠું સ્થાન
       *[other] { $n }મું સ્થાન
    }
logline-throw = { $value } નાખ્યા ({ $up } ઉપર)
logline-throw_dice = { $a } { $b } { $c } નાખ્યા
logline-order = શરૂઆતના ક્રમ માટે { $value } નાખ્યા ({ $up } ઉપર)
logline-order_dice = શરૂઆતના ક્રમ માટે { $a } { $b } { $c } નાખ્યા
logline-who_one = સોગઠી { $piece }
logline-who_many = સોગઠીઓ { $pieces } સાથે
logline-enter = { $value } થી { $who } અંદર લાવ્યા ({ $togo } બાકી)
logline-enter_home = { $value } થી { $who } અંદર લાવીને ઘરે પહોંચાડી
logline-home = { $value } થી { $who } ઘરે લાવ્યા
logline-to_track = { $who } ને રસ્તે { $value } ચલાવી ({ $togo } બાકી)
logline-to_start = { $who } ને { $value } ચલાવીને શરૂઆતના ખાને ({ $togo } બાકી)
logline-to_castle = { $who } ને { $value } ચલાવીને કિલ્લા પર ({ $togo } બાકી)
logline-to_flower = { $who } ને { $value } ચલાવીને ફૂલ પર ({ $togo } બાકી)
logline-to_home_column = { $who } ને { $value } ચલાવીને ઘરની હારમાં ({ $togo } બાકી)
logline-captures = { $move }, અને માર્યા: { $captured }
logline-captured_piece = { $seat } ની સોગઠી { $piece }
logline-strands = { $move } — ત્યાંથી તે ક્યારેય પૂરી ન થઈ શકે
logline-pass = પોતાની મરજીથી વારો છોડ્યો, રાખેલા દાવ જતા કર્યા
preset-pachisi = છ કોડીઓ વાળી પચીસી (6, 10, 25 કૃપા-દાવ), સાથીઓની ટીમ
preset-pachisi-seven = સાત કોડીઓ વાળી પચીસી (10, 25, 30 કૃપા-દાવ; 7, 14 ફરી દાવ), હાર અને પ્યાદું
preset-chopat = સૌરાષ્ટ્રની ચોપાટ: સાત કોડીઓ, ઘડિયાળની દિશામાં, ફૂલ, તોડ, પેઘેડુ, ગાંડુ કાઢવું
preset-chaupar = ચોપડ: ત્રણ લાંબા પાસા, સોગઠીઓ પટ પર શરૂ થાય, બે ટીમ
meaning-players = ખેલાડીઓની સંખ્યા; પચીસી અને ચોપડમાં 2 ખેલાડી હોય તો દરેક સામસામેના બે રંગ એક ટીમ તરીકે રમે છે
meaning-teams = સાથીઓ (સામસામેની બેઠકો) એક ટીમ તરીકે રમે છે; 4 બેઠકો જોઈએ
meaning-table = શું નખાય છે અને તેના મૂલ્યનું કોષ્ટક
meaning-mouth_up_p = કોડી મોં ઉપર પડવાની શક્યતા
meaning-seven_high = સાતના કોષ્ટકમાં 6 મોં ઉપરનું મૂલ્ય
meaning-chopat_ends = ચોપાટ કોષ્ટકમાં 0 મોં ઉપરનું મૂલ્ય (8 હોય તો 7 ઉપર માટે 16, અથવા 7 હોય તો 14)
meaning-dice_faces = દરેક લાંબા પાસાની બાજુઓ
meaning-track = રસ્તાનો આકાર અને દિશા: પચીસી (ઘડિયાળની વિરુદ્ધ, 84 પગલાં), ચોપાટ (ઘડિયાળની દિશામાં, 72 પગલાં) અથવા લૂડો (15 × 15 પટ, ઘડિયાળની દિશામાં, 57 પગલાં)
meaning-safe_squares = કયાં ખાનાં સુરક્ષિત છે
meaning-flower_in_middle = દરેક પાંખની વચલી હારનું ફૂલ ક્યાં છે
meaning-order = પહેલા વારા માટે દાવ (બરાબરી હોય તો ફરી), અથવા પહેલી બેઠક શરૂ કરે
meaning-accumulate = વારાના બધા દાવ રાખો અને દાવ પૂરા થયા પછી વાપરો
meaning-stack_moves = એક ખાને એક બેઠકની સોગઠીઓ એક દાવથી સાથે ચાલી શકે
meaning-forfeit = નકામો દાવ જતો રહે છે («દાવ»), અથવા વારો પૂરો કરે છે («વારો»)
meaning-pass = ખેલાડી રાખેલા દાવ વાપરવાની ના પાડી શકે
meaning-streak = એક વર્ગના સળંગ ત્રણ દાવ રદ થાય છે
meaning-streak_penalty = હાર પોતાના ત્રણ દાવ રદ કરે છે, અથવા વારાના બધા દાવ
meaning-bonus = બધી સોગઠીઓ અંદર આવી જાય પછી બોનસ દાવ પર 1 નું વધારાનું પગલું
meaning-bonus_values = વધારાનું પગલું આપતા દાવ
meaning-capture_again = મારવાથી દાવનો બીજો દોર મળે છે
meaning-enter = અંદર આવતી સોગઠી તેના પ્રવેશ ખાને મુકાય છે, અથવા પૂરું મૂલ્ય ચાલે છે, અથવા પટની વચ્ચે, બરજીસના રસોડામાં, મુકાય છે અને પછીના દાવોથી બહાર ચાલે છે (ફક્ત પચીસીનો રસ્તો)
meaning-enter_any = કોઈ પણ દાવ સોગઠી અંદર લાવી શકે
meaning-first_free = બેઠકની રમતની પહેલી સોગઠી કોઈ પણ દાવે અંદર આવી શકે
meaning-seven_fourteen = 7 અને 14 સોગઠી અંદર લાવી શકતા નથી અને પટ પર સોગઠી ન હોય તો રદ છે
meaning-castle_exclusive = વિરોધીના કબજાવાળા સુરક્ષિત ખાને સોગઠી ચાલ પૂરી કરી શકતી નથી
meaning-castle_single = બે સોગઠી એક સુરક્ષિત ખાનું વહેંચતી નથી
meaning-block_two = સુરક્ષિત ખાને એક બેઠકની બે સોગઠી બીજાને ત્યાં રોકાવા દેતી નથી
meaning-capture_stacks = એક બેઠકની બે કે વધુ સાથે ઊભેલી સોગઠી મારી શકાય («ના»: તે રસ્તો રોકે છે)
meaning-must_capture = ઘરે જતાં પહેલાં બેઠકે મારવું પડે (તોડ); ત્યાં સુધી સોગઠીઓ ફરતી રહે છે
meaning-revenge = એ જ ખાને તરત બદલાની માર મારનો હક રદ કરે છે (2 ખેલાડી)
meaning-fool = ગાંડુ કાઢવું: પૂરી થયેલી બેઠક બીજાને હેરાન કરવા સોગઠી પાછી બહાર લાવી શકે
meaning-partner_moves = પૂરી થયેલી બેઠક પોતાના વારે દાવ નાખે છે અને તેનો સાથી ચાલે છે
meaning-triple = ત્રિપુટી પર એક ખાનાની ત્રણ સોગઠી સાથે બાજુના બમણા જેટલી ચાલે છે
meaning-start_steps = સોગઠીઓ પટ પર આ પગલાં પર શરૂ થાય છે
meaning-rank_all = ટીમ વિના, પહેલા વિજેતા પછી એક બેઠક બાકી રહે ત્યાં સુધી રમતા રહો
meaning-max_turns = વારાની મર્યાદા; પહોંચતાં બાકી અંતર પરથી નિર્ણય
error-coded = { $text } ({ $code }: { $message })
error-code-bad_request = સર્વર આ વિનંતી સ્વીકારી શક્યું નહીં.
error-code-too_large = સર્વર માટે આ બહુ લાંબું છે.
error-code-illegal_action = અત્યારે એ ચાલ માન્ય નથી.
error-code-unauthorized = આ લિંક તમને એ બેઠક આપતી નથી.
error-code-spectator = દર્શકો રમી શકતા નથી.
error-code-not_your_turn = તમારો વારો નથી.
error-code-not_found = આ સર્વર પર એવી કોઈ રમત નથી.
error-code-stale_version = રમત આગળ વધી ગઈ છે; પટ તાજો કર્યો છે.
error-code-game_over = રમત પૂરી થઈ ગઈ છે.
error-code-not_over = રમત હજી પૂરી થઈ નથી.
error-code-not_started = રમત ખેલાડીઓની રાહ જુએ છે.
error-code-full = એ બેઠક ભરાયેલી છે.
error-code-damaged = આ રમત અટકી છે.
error-code-rate_limited = બહુ વધારે વિનંતીઓ; થોડી વાર થોભો, પછી ફરી પ્રયાસ કરો.
error-code-unknown_host = સર્વર આ સરનામે જવાબ આપતું નથી.
error-code-bad_origin = સર્વર બીજી સાઇટની વિનંતીઓ નકારે છે.
error-code-unsupported_media_type = સર્વર આ વિનંતી વાંચી શક્યું નહીં.
error-code-busy = સર્વર વ્યસ્ત છે; થોડી વારમાં ફરી પ્રયાસ કરો.
error-code-name_taken = આ ટેબલ પર બીજા ખેલાડીનું આ જ નામ છે.
error-code-internal = સર્વરમાં ખામી આવી; ફરી પ્રયાસ કરો.
level-easy = સરળ
level-medium = મધ્યમ
level-hard = મુશ્કેલ
level-expert = નિષ્ણાત
level-random = યાદૃચ્છિક

## Option values and what free-form options accept.
value-table-six = છ કોડી
value-table-six-herklots = છ કોડી (હર્કલોટ્સનું કોષ્ટક)
value-table-seven = સાત કોડી
value-table-chopat = ચોપાટ (સાત કોડી)
value-table-long-dice = લાંબા પાસા
value-track-pachisi = પચીસી (ઘડિયાળની વિરુદ્ધ)
value-track-chopat = ચોપાટ (ઘડિયાળની દિશામાં)
value-safe_squares-castles = કિલ્લા
value-safe_squares-flowers = ફૂલ
value-safe_squares-none = કંઈ નહીં
value-flower_in_middle-end = પાંખના છેડે
value-flower_in_middle-inner = અંદરની બાજુ
value-order-throw = દાવ નાખીને
value-order-fixed = પહેલી બેઠક
value-forfeit-throw = દાવ
value-forfeit-turn = વારો
value-streak-off = બંધ
value-streak-class = એક વર્ગના ત્રણ
value-streak-same-value = એક મૂલ્યના ત્રણ
value-streak_penalty-cancel = પોતાના ત્રણ દાવ
value-streak_penalty-turn = આખો વારો
value-enter-place = પ્રવેશ ખાને
value-enter-full = પૂરું મૂલ્ય
allowed-range = { $min } થી { $max }
allowed-mouth_up_p = (0,1) માં શક્યતા, અથવા દરેક કોડી માટે એકની યાદી
allowed-bonus_values = દાવનાં મૂલ્યોની યાદી
allowed-start_steps = 4 પગલાંની યાદી, અથવા ખાલી
rules-ref_game_length = § રમતની લંબાઈ
## Lists where the browser lacks the language's list words (web/strings.js).
list-and = { $first } અને { $last }
list-or = { $first } અથવા { $last }

## ---- Ludo (issue 17).
throw-die = પાસા પર { $value }
logline-throw_die = { $value } નાખ્યો
logline-order_die = શરૂઆતનો ક્રમ નક્કી કરવા { $value } નાખ્યો
logline-to_safe = { $who } ને { $value } ચલાવીને સુરક્ષિત ખાને ({ $togo } બાકી)
lobby-variant-ludo = ડબ્બાવાળી રમત: એક પાસો, 6 પડે તો સોગઠી બહાર આવે અને ફરી પાસો નખાય; શરૂઆતનાં ખાનાં અને તારા સુરક્ષિત છે.
lobby-variant-ludo-ludopy = Python પેકેજ ludopy જે રીતે રમે છે તે લૂડો: તારાથી કૂદકો, ગ્લોબ, અને 6 પર કોઈ મર્યાદા વિના ફરી પાસો.
lobby-house_rules = ઘરના નિયમો
group-ludo = લૂડો
option-one_enters = 1 પર પણ સોગઠી બહાર આવે
option-home_again = સોગઠી ઘરે પહોંચાડવા બદલ વધુ એક પાસો
option-block_pass = એક ખાને બે સોગઠી રસ્તો રોકે
option-ludopy = ludopy ના નિયમો
meaning-one_enters = 1 નાખવાથી પણ સોગઠી પટ પર આવે છે
meaning-home_again = સોગઠી ઘરે પહોંચાડવાથી વધુ એક દાવ મળે છે
meaning-block_pass = એક ખાને એક જ બેઠકની બે કે વધુ સોગઠીઓને બીજી બેઠકો ન ઓળંગી શકે, ન ત્યાં ઊભી રહી શકે
meaning-ludopy = Python પેકેજ ludopy 1.5.0 ના ચાલ, મારવાના અને વારાના નિયમો (ludopy પ્રીસેટના બાકીના વિકલ્પો પણ જોઈએ)
value-table-die = પાસો
value-track-ludo = લૂડો
value-safe_squares-ludo-stars = લૂડોના તારા
preset-ludo = લૂડો: એક પાસો, 6 પર સોગઠી બહાર આવે અને ફરી પાસો, શરૂઆતનાં ખાનાં અને તારા સુરક્ષિત
preset-ludo-ludopy = Python પેકેજ ludopy 1.5.0 જે રીતે રમે છે તે લૂડો: તારાથી કૂદકો, ગ્લોબ, ઘર પહેલાં ઊછળીને પાછા
rules-name-ludo = લૂડો
rules-name-ludo-ludopy = લૂડો (ludopy ના નિયમો)
rules-rule_id = નિયમ { $rule }
rules-throws-die = એક પાસો: 1 થી 6 સુધીના દરેક આંકની શક્યતા સરખી છે.
rules-ludo-seats = બે થી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગની ચાર સોગઠીઓ, જે પટના એક ખૂણે એ જ રંગના અડ્ડામાં રાહ જુએ છે.
rules-ludo-end = જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ વચ્ચે ઘરે પહોંચાડે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-ludo-end_all = જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ વચ્ચે ઘરે પહોંચાડે તે જીતે છે; બાકીના ક્રમ માટે રમતા રહે છે.
rules-ludo-road = દરેક રંગીન રેખા એક ખેલાડીનો રસ્તો છે, તેનાં તીર દિશા બતાવે છે: અડ્ડામાંથી પોતાના રંગના શરૂઆતના ખાને, પટની ફરતે ઘડિયાળની દિશામાં એક ચક્કર, પછી જ્યાં તેના રંગનું તીર અંદરની તરફ બતાવે ત્યાંથી પોતાની રંગીન ઘરની હારમાં થઈને વચ્ચે પોતાના ત્રિકોણ સુધી. તમારી ઘરની હારમાં બીજું કોઈ આવતું નથી, તેથી ત્યાંની સોગઠીઓ સુરક્ષિત છે.
rules-ludo-safe = ચારેય શરૂઆતનાં ખાનાં અને ચારેય તારા ☆ સુરક્ષિત છે: કોઈ પણ રંગની સોગઠીઓ ત્યાં સાથે રહી શકે, અને ત્યાં કોઈ મરાતું નથી.
rules-ludo-globes = ગ્લોબ બચાવે છે: ગ્લોબ પરની સોગઠી મરાતી નથી. જે ગ્લોબ પર વિરોધી ઊભો હોય, અથવા બીજા ખેલાડીના શરૂઆતના ખાને જ્યાં તેની સોગઠીઓ હોય, ત્યાં ઊભા રહો તો તમારી પોતાની સોગઠી અડ્ડામાં પાછી જાય છે.
rules-ludo-jump_stars = તારા ★ પર ઊભા રહો તો તમારી સોગઠી આગલા તારા સુધી કૂદે છે. તમારા રસ્તાના છેડાનો તારો, ઘરની હારની બરાબર પહેલાં, તેને સીધી ઘરે લઈ જાય છે.
rules-ludo-die = એક પાસો નાખો: દરેક દાવ આગલો પાસો નાખતાં પહેલાં વપરાય છે.
rules-ludo-enter_six = સોગઠી અડ્ડામાંથી ફક્ત 6 પર બહાર આવે છે: તેને તમારા શરૂઆતના ખાને મુકાય છે, અને એમાં 6 વપરાઈ જાય છે.
rules-ludo-enter_one = આ રમતમાં 1 પર પણ સોગઠી બહાર આવે છે (1 પર ફરી પાસો મળતો નથી).
rules-ludo-six_again = 6 પડે તો ચાલ પછી તમને વધુ એક પાસો મળે છે.
rules-ludo-three_sixes = સળંગ ત્રણ 6: ત્રીજો ચલાવાતો નથી અને તમારો વારો પૂરો (પહેલા બે 6 થી કરેલી ચાલ રહે છે).
rules-ludo-move = એક દાવ એક સોગઠીને તેના પૂરા આંક જેટલી આગળ લઈ જાય છે; તે સોગઠીઓમાં વહેંચાતો નથી. જે દાવ કોઈ સોગઠી વાપરી ન શકે તે જાય છે.
rules-ludo-capture = જે ખાને વિરોધીની સોગઠીઓ હોય (સુરક્ષિત ખાનું ન હોય) ત્યાં ઊભા રહો તો તે બધી પોતાના અડ્ડામાં પાછી જાય છે: ફરી બહાર આવવા તેમને 6 જોઈએ.
rules-ludo-capture_again = સોગઠી મારવાથી તમને વધુ એક પાસો મળે છે.
rules-ludo-block = એક ખાને તમારી બે કે વધુ સોગઠીઓ રસ્તો રોકે છે: બીજા ખેલાડીની સોગઠી ન ત્યાં ઊભી રહી શકે, ન તેને ઓળંગી શકે.
rules-ludo-no_block = એક રંગની બે સોગઠીઓ એક ખાને રસ્તો રોકતી નથી: બીજા તેમને ઓળંગી શકે, અને ત્યાં ઊભા રહીને બંનેને મારી શકે.
rules-ludo-home_again = સોગઠી ઘરે પહોંચાડવાથી તમને વધુ એક પાસો મળે છે.
rules-ludo-exact = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે: જે દાવ તેને વચ્ચેથી આગળ લઈ જાય તે તેના પર વાપરી શકાતો નથી.
rules-ludo-lp_enter = 6 પર રાહ જોતી સોગઠી તમારા શરૂઆતના ખાને આવે છે. પહેલા ચક્કરમાં, જ્યાં સુધી તમારી બધી સોગઠીઓ અડ્ડામાં હોય, એ 6 મેળવવા તમે ચાર વાર સુધી પાસો નાખી શકો.
rules-ludo-lp_six_again = 6 પર તમને વધુ એક પાસો મળે છે, કોઈ મર્યાદા વિના, પહેલા ચક્કર સિવાય.
rules-ludo-lp_movable = ઘરે ન પહોંચેલી કોઈ પણ સોગઠી કોઈ પણ દાવે ચાલી શકે: ન રસ્તો રોકાય, ન ચાલ છોડાય. જે દાવ કોઈ સોગઠી વાપરી ન શકે તે જાય છે.
rules-ludo-lp_capture = જ્યાં વિરોધીની એક સોગઠી હોય ત્યાં ઊભા રહો તો તે પોતાના અડ્ડામાં પાછી જાય; જ્યાં એક જ વિરોધીની બે કે વધુ સોગઠીઓ હોય ત્યાં ઊભા રહો તો ઊલટી તમારી સોગઠી પાછી જાય.
rules-ludo-lp_bounce = ઘરની હારની સોગઠી વચ્ચેથી આગળ જાય એવો દાવ પામે તો ત્યાં અટકતી નથી: તે પાછી મોકલાય છે, અને 6 તેને ફરી પટ પર બહાર લાવે છે.
learn-ludo-title = લૂડો રમતાં શીખો — પચીસી
learn-ludo-offer_title = લૂડોમાં નવા છો?
learn-ludo-offer_text = 2 મિનિટનો પાઠ રમો: તમે સાચા લૂડોના પટ પર પાસો નાખો અને સોગઠીઓ ચલાવો, અને દરેક ચાલ સમજાવવામાં આવે છે.
learn-table_die = પાસો
learn-end-rules_ludo = લૂડોના બધા નિયમો
learn-why-no_capture_plain = તે કંઈ મારતો નથી: { $seat } ની સોગઠી { $piece } પટ પર રહે છે.
learn-step-ludo_throw-title = પાસો નાખો
learn-step-ludo_throw-intro = લૂડો એક પાસાથી રમાય છે. તમારી ચારેય { $seat } સોગઠીઓ તમારા અડ્ડામાં રાહ જુએ છે, અને ફક્ત 6 પર એક સોગઠી બહાર આવે છે.
learn-step-ludo_throw-do = દાવ નાખો દબાવો.
learn-step-ludo_throw-thrown = { $value } આવ્યો! સોગઠી બહાર લાવવા આ જ જોઈએ.
learn-step-ludo_enter-title = 6 પર સોગઠી બહાર આવે
learn-step-ludo_enter-intro = 6 પર એક સોગઠી તમારા અડ્ડામાંથી નીકળી તમારા શરૂઆતના ખાને આવે છે: તમારા રંગનું ખાનું, જેના પર સફેદ તીર છે.
learn-step-ludo_enter-do = તમારા 6 થી એક સોગઠી બહાર લાવો.
learn-step-ludo_enter-done = સોગઠી { $piece } તમારા શરૂઆતના ખાને છે, ઘરથી { $togo } ખાનાં દૂર, અને તમારા 6 પર તમને વધુ એક પાસો મળે છે.
learn-step-ludo_again-title = ફરી નાખો
learn-step-ludo_again-intro = દરેક 6 ચાલ્યા પછી તમને વધુ એક પાસો મળે છે. પણ સળંગ ત્રણ 6 તમારો વારો પૂરો કરે છે.
learn-step-ludo_again-do = દાવ નાખો દબાવો.
learn-step-ludo_again-thrown = { $value } આવ્યો: તેનાથી એક સોગઠી ચલાવો. 6 સિવાયનો કોઈ પણ આંક ચાલ પછી તમારો વારો પૂરો કરે છે.
learn-step-ludo_move-title = પટની ફરતે ચાલો
learn-step-ludo_move-intro = દરેક દાવ એક સોગઠીને તેના આંક જેટલી આગળ લઈ જાય છે, ખાને ખાને, ઘડિયાળની દિશામાં: તીરોની દિશામાં. અડ્ડામાંની સોગઠીઓ { $value } નો ઉપયોગ કરી શકતી નથી.
learn-step-ludo_move-do = સોગઠી { $piece } ને { $value } ચલાવો: તે જે ખાને પહોંચશે તે ચિહ્નિત છે.
learn-step-ludo_move-done = સોગઠી { $piece } { $value } ખાનાં ચાલી અને તેને હજી { $togo } જવાનું છે. તમારો વારો પૂરો થાય છે, અને બીજા પાસો નાખે છે.
learn-step-ludo_capture-title = મારો
learn-step-ludo_capture-intro = { $victim } ની સોગઠી { $vpiece } તમારી સોગઠી { $piece } થી { $value } ખાનાં આગળ, એક સામાન્ય ખાને છે. જ્યાં વિરોધીની સોગઠી હોય ત્યાં તમારી ચાલ પૂરી કરો તો તે પોતાના અડ્ડામાં પાછી જાય છે: તેને ફરી બહાર આવવા 6 જોઈએ.
learn-step-ludo_capture-do = તમારા { $value } થી તેને મારો.
learn-step-ludo_capture-done = { $victim } ની સોગઠી { $vpiece } પોતાના અડ્ડામાં પાછી ગઈ.
learn-step-ludo_safe-title = તારા અને શરૂઆતનાં ખાનાં સુરક્ષિત છે
learn-step-ludo_safe-intro = તારા ☆ અને શરૂઆતનાં ખાનાં સુરક્ષિત છે: કોઈ પણ રંગની સોગઠીઓ ત્યાં સાથે રહી શકે, અને ત્યાં કોઈ મરાતું નથી.
learn-step-ludo_safe-do = તમારો { $value } બેમાંથી કોઈ પણ સોગઠી ચલાવી શકે છે. એવી ચાલ પસંદ કરો કે જેથી તમારી કોઈ સોગઠી મરાવાના જોખમમાં ન રહે.
learn-step-ludo_safe-done = સોગઠી { $piece } તારા પર છે: ત્યાં તેને કોઈ મારી શકતું નથી, અને તમારી કોઈ સોગઠી જોખમમાં નથી.
learn-step-ludo_exact-title = પૂરા આંકે ઘર
learn-step-ludo_exact-intro = એક ચક્કર પછી સોગઠી પોતાના રંગની ઘરની હારમાં વળે છે, જ્યાં બીજું કોઈ જતું નથી, અને પછી વચ્ચે સુધી. તે ફક્ત પૂરા આંકે ઘરે પહોંચે છે. તમારી સોગઠી { $piece } ને { $needed } ખાનાં જવાનું છે.
learn-step-ludo_exact-do = તમે { $needed } નાખ્યો: તે સોગઠીને ઘરે પહોંચાડો.
learn-step-ludo_exact-done = સોગઠી { $piece } ઘરે પહોંચી. જે સૌથી પહેલાં ચારેય સોગઠીઓ ઘરે પહોંચાડે તે જીતે છે.
learn-end-ludo_throw = લૂડો એક પાસાથી રમાય છે; ફક્ત 6 પર સોગઠી અડ્ડામાંથી બહાર આવે છે.
learn-end-ludo_enter = સોગઠી તમારા શરૂઆતના ખાને આવે છે, અને 6 પર વધુ એક પાસો મળે છે.
learn-end-ludo_again = સળંગ ત્રણ 6 તમારો વારો પૂરો કરે છે.
learn-end-ludo_move = દરેક દાવ એક સોગઠીને તેના આંક જેટલી આગળ લઈ જાય છે.
learn-end-ludo_capture = વિરોધીની સોગઠી પર ઊભા રહો તો તે પોતાના અડ્ડામાં પાછી જાય છે.
learn-end-ludo_safe = તારા ☆ કે શરૂઆતના ખાને કોઈ મરાતું નથી.
learn-end-ludo_exact = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે; જે પહેલાં ચારેય ઘરે પહોંચાડે તે જીતે છે.

## ---- Mensch ärgere Dich nicht (issue 17): its preset, house rules and rules page.
lobby-variant-mensch = જર્મનીની જૂની રમત: એક પાસો, 6 પર સોગઠી બહાર આવે અને ફરી પાસો મળે, કોઈ સુરક્ષિત ખાનું નહીં, ગમે ત્યાં મારવું.
group-mensch = મેન્શ (ભાઈ, ગુસ્સો ન કરો)
preset-mensch = મેન્શ (ભાઈ, ગુસ્સો ન કરો): 11 × 11 પટ, 40 ખાનાંનું વર્તુળ, 6 પર સોગઠી બહાર આવે, કોઈ સુરક્ષિત ખાનું નહીં
rules-name-mensch = મેન્શ (ભાઈ, ગુસ્સો ન કરો)
value-track-mensch = મેન્શ
option-no_share = એક રંગની બે સોગઠી એક ખાને નહીં
option-must_enter = 6 પર સોગઠી બહાર લાવવી જ પડે
option-clear_start = પહેલાં શરૂઆતનું ખાનું ખાલી કરો
option-three_tries = 6 માટે ત્રણ પ્રયાસ
option-no_jump_goal = લક્ષ્યમાં કૂદવું નહીં
option-forced_capture = મારવું ફરજિયાત છે
meaning-no_share = કોઈ સોગઠી પોતાની ચાલ એવા ખાને પૂરી કરી શકતી નથી જ્યાં તેના પોતાના રંગની સોગઠી હોય
meaning-must_enter = સોગઠીઓ રાહ જોતી હોય અને શરૂઆતના ખાને પોતાની સોગઠી ન હોય ત્યારે, જે દાવ સોગઠી બહાર લાવી શકે તેણે લાવવી જ પડે
meaning-clear_start = સોગઠીઓ રાહ જોતી હોય ત્યારે, પોતાના શરૂઆતના ખાનાની સોગઠીએ, શક્ય હોય તો, પહેલાં ત્યાંથી ખસવું પડે
meaning-three_tries = જે ખેલાડીની કોઈ સોગઠી ચાલી શકતી નથી તે 6 માટે ત્રણ વાર સુધી પાસો નાખે છે
meaning-no_jump_goal = લક્ષ્યમાં કોઈ સોગઠી પોતાની બીજી સોગઠીઓ પરથી જઈ શકતી નથી
meaning-forced_capture = જ્યારે કોઈ દાવ મારી શકે, ત્યારે ફક્ત મારવાની ચાલ જ માન્ય છે
rules-mensch-seats = બેથી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગની ચાર સોગઠીઓ, જે પટના એક ખૂણામાં તે રંગનાં ચાર ગોળ ખાનાં પર રાહ જુએ છે.
rules-mensch-end = જેની ચારેય સોગઠીઓ સૌથી પહેલાં તેના લક્ષ્યમાં પહોંચે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-mensch-end_all = જેની ચારેય સોગઠીઓ સૌથી પહેલાં તેના લક્ષ્યમાં પહોંચે તે જીતે છે; બાકીના સ્થાન માટે રમતા રહે છે.
rules-mensch-road = રસ્તો 40 ગોળ ખાનાંનું એક વર્તુળ છે. દરેક રંગ પોતાના રંગના શરૂઆતના ખાને બહાર આવે છે, ઘડિયાળની દિશામાં એક ચક્કર લગાવે છે, અને પછી પોતાના લક્ષ્યમાં જાય છે: તેના રંગનાં ચાર ખાનાં જે વચ્ચે તરફ જાય છે. તમારા લક્ષ્યમાં બીજું કોઈ આવતું નથી.
rules-mensch-no_safe = વર્તુળનું કોઈ ખાનું સુરક્ષિત નથી: સોગઠી ગમે ત્યાં મરાઈ શકે, પોતાના શરૂઆતના ખાને પણ.
rules-mensch-enter_six = સોગઠી ફક્ત 6 પર બહાર આવે છે: તે તમારા શરૂઆતના ખાને મુકાય છે, અને તેમાં 6 વપરાઈ જાય છે.
rules-mensch-must_enter = સોગઠીઓ રાહ જોતી હોય અને તમારા શરૂઆતના ખાને તમારી કોઈ સોગઠી ન હોય ત્યારે, 6 થી એક સોગઠી બહાર લાવવી જ પડે.
rules-mensch-clear_start = સોગઠીઓ રાહ જોતી હોય ત્યારે, તમારા શરૂઆતના ખાનાની સોગઠીએ, શક્ય હોય તો, પહેલાં ત્યાંથી ખસવું પડે.
rules-mensch-three_tries = જ્યારે તમારી કોઈ સોગઠી ચાલી શકતી નથી (બધી રાહ જોતી હોય, અથવા લક્ષ્યના છેડે ગોઠવાયેલી હોય), ત્યારે તમે 6 માટે ત્રણ વાર સુધી પાસો નાખી શકો.
rules-mensch-capture = જે ખાને વિરોધીની સોગઠી હોય ત્યાં તમારી ચાલ પૂરી કરો તો તે પોતાનાં રાહ જોવાનાં ખાનાં પર પાછી જાય છે.
rules-mensch-no_share = તમે તમારી ચાલ એવા ખાને પૂરી કરી શકતા નથી જ્યાં તમારી પોતાની સોગઠી હોય.
rules-mensch-forced_capture = મારવું ફરજિયાત છે: જ્યારે કોઈ દાવ મારી શકે, ત્યારે તમારે મારવું જ પડે.
rules-mensch-exact = સોગઠી ફક્ત પૂરા આંકે લક્ષ્યમાં જાય છે: જે દાવ તેને લક્ષ્યના છેલ્લા ખાનાથી આગળ લઈ જાય તે તેના પર વાપરી શકાતો નથી.
rules-mensch-no_jump_goal = લક્ષ્યમાં કોઈ સોગઠી તમારી બીજી સોગઠીઓ પરથી કૂદી શકતી નથી.
rules-mensch-jump_goal = લક્ષ્યમાં સોગઠી તમારી બીજી સોગઠીઓ પરથી કૂદી શકે છે (જેમ શ્મિટ ના પોતાના નિયમો છૂટ આપે છે).
learn-mensch-title = મેન્શ (ભાઈ, ગુસ્સો ન કરો) રમતાં શીખો — પચીસી
learn-mensch-offer_title = મેન્શ (ભાઈ, ગુસ્સો ન કરો) માં નવા છો?
learn-mensch-offer_text = તેના પટ પર 2 મિનિટનો પાઠ રમો: 6 માટે ત્રણ પ્રયાસ, શરૂઆતનું ખાનું ખાલી કરવું, મારવું, લક્ષ્ય.
learn-end-rules_mensch = મેન્શ (ભાઈ, ગુસ્સો ન કરો) ના બધા નિયમો
learn-step-mensch_throw-title = 6 માટે ત્રણ પ્રયાસ
learn-step-mensch_throw-intro = એક પાસો. તમારી ચારેય { $seat } સોગઠીઓ તમારા ખૂણામાં રાહ જુએ છે, અને ફક્ત 6 પર એક બહાર આવે છે. જ્યાં સુધી તમારી કોઈ સોગઠી ચાલી શકતી નથી, ત્યાં સુધી તમે તેના માટે ત્રણ વાર સુધી પાસો નાખી શકો.
learn-step-mensch_throw-do = દાવ નાખો દબાવો.
learn-step-mensch_throw-again = { $value } આવ્યો: કોઈ સોગઠી તેનો ઉપયોગ કરી શકતી નથી. ફરી નાખો.
learn-step-mensch_throw-last = { $value } આવ્યો! હવે એક સોગઠી બહાર આવી શકે.
learn-step-mensch_enter-title = 6 પર સોગઠી બહાર આવે
learn-step-mensch_enter-intro = 6 એક સોગઠીને તમારા શરૂઆતના ખાને મૂકે છે, વર્તુળની કિનારે તમારા રંગનું ખાનું. સોગઠીઓ રાહ જોતી હોય અને શરૂઆતનું ખાનું ખાલી હોય ત્યારે, 6 થી એક સોગઠી બહાર લાવવી જ પડે.
learn-step-mensch_enter-do = તમારા 6 થી એક સોગઠી બહાર લાવો.
learn-step-mensch_enter-done = સોગઠી { $piece } તમારા શરૂઆતના ખાને છે, લક્ષ્યના છેડાથી { $togo } ખાનાં દૂર, અને તમારા 6 પર વધુ એક પાસો મળે છે.
learn-step-mensch_again-title = ફરી નાખો
learn-step-mensch_again-intro = દરેક 6 પર ચાલ પછી તમને વધુ એક પાસો મળે છે.
learn-step-mensch_again-do = દાવ નાખો દબાવો.
learn-step-mensch_again-thrown = { $value } આવ્યો: 6 સિવાયનો કોઈ પણ આંક ચાલ પછી તમારો વારો પૂરો કરે છે.
learn-step-mensch_clear-title = શરૂઆતનું ખાનું ખાલી કરો
learn-step-mensch_clear-intro = સોગઠીઓ હજી રાહ જોતી હોય ત્યાં સુધી, શરૂઆતના ખાનાની સોગઠીએ પહેલાં ત્યાંથી ખસવું પડે, જેથી પછીની બહાર આવી શકે.
learn-step-mensch_clear-do = તમારા { $value } થી સોગઠી { $piece } ને શરૂઆતના ખાનેથી ખસેડો.
learn-step-mensch_clear-done = સોગઠી { $piece } { $value } ખાનાં ચાલી અને તેને હજી { $togo } જવાનું છે; તમારું શરૂઆતનું ખાનું ફરી ખાલી છે.
learn-step-mensch_capture-title = ગમે ત્યાં મારો
learn-step-mensch_capture-intro = કોઈ ખાનું સુરક્ષિત નથી, શરૂઆતનું ખાનું પણ નહીં. { $victim } ની સોગઠી { $vpiece } પોતાના શરૂઆતના ખાને છે, તમારી સોગઠી { $piece } થી { $value } ખાનાં આગળ: ત્યાં તમારી ચાલ પૂરી કરો તો તે પોતાના ખૂણામાં પાછી જાય છે.
learn-step-mensch_capture-do = તમારા { $value } થી તેને મારો.
learn-step-mensch_capture-done = { $victim } ની સોગઠી { $vpiece } પોતાના ખૂણામાં પાછી ગઈ: તેને ફરી બહાર આવવા 6 જોઈએ.
learn-step-mensch_goal-title = લક્ષ્યમાં
learn-step-mensch_goal-intro = એક ચક્કર પછી સોગઠી પૂરા આંકે તમારા લક્ષ્યમાં જાય છે — તમારા રંગનાં ચાર ખાનાં — અને ત્યાં તમારી પોતાની સોગઠીઓ પરથી કૂદી શકતી નથી: તેને દૂરના છેડેથી ભરો. તમારી સોગઠી { $piece } વર્તુળના છેલ્લા ખાને છે.
learn-step-mensch_goal-do = તમે { $needed } નાખ્યો: તે સોગઠીને લક્ષ્યના દૂરના છેડે લઈ જાઓ.
learn-step-mensch_goal-done = સોગઠી { $piece } તમારા લક્ષ્યના દૂરના છેડે છે. જેની ચારેય સોગઠીઓ સૌથી પહેલાં લક્ષ્યમાં હોય તે જીતે છે.
learn-end-mensch_throw = જ્યારે તમારી કોઈ સોગઠી ચાલી શકતી નથી, ત્યારે 6 માટે ત્રણ વાર સુધી નાખો.
learn-end-mensch_enter = 6 પર સોગઠી તમારા શરૂઆતના ખાને આવે છે, અને વધુ એક પાસો મળે છે.
learn-end-mensch_again = 6 સિવાયનો કોઈ પણ આંક ચાલ પછી તમારો વારો પૂરો કરે છે.
learn-end-mensch_clear = બીજી રાહ જોતી હોય ત્યારે, શરૂઆતના ખાનાની સોગઠી પહેલાં ખસે છે.
learn-end-mensch_capture = વિરોધીની સોગઠી પર ગમે ત્યાં ઊભા રહો તો તે પોતાના ખૂણામાં પાછી જાય છે.
learn-end-mensch_goal = પૂરા આંકે લક્ષ્યમાં, પોતાની સોગઠીઓ પરથી કૂદ્યા વિના; ચારેય અંદર તો જીત.

## ---- Le jeu des petits chevaux (issue 17): its preset, house rules, rules page and lesson.
lobby-variant-petits-chevaux = ફ્રાન્સની કૌટુંબિક રમત: એક પાસો, 6 પર ઘોડો બહાર આવે, કોઈ સુરક્ષિત ખાનું નહીં, અને આંકવાળી સીડી, જે 1, 2, 3 … કરીને વચ્ચે સુધી ચડાય છે.
group-chevaux = પેતી શેવો (નાના ઘોડા)
preset-petits-chevaux = પેતી શેવો (નાના ઘોડા): એક પાસો, 56 ખાનાંનું વર્તુળ, 6 પર ઘોડો બહાર આવે, આંકવાળી સીડી, જેનું દરેક ખાનું પોતાના જ આંકે ચડાય
rules-name-petits-chevaux = પેતી શેવો (નાના ઘોડા)
option-ladder = પેતી શેવો (નાના ઘોડા) નો પટ અને તેની આંકવાળી સીડી
option-ladder_centre = સીડીની ટોચથી વચ્ચે જવા 6
option-bounce = સીડી પહેલાં વધુ પડતો મોટો દાવ ઊછળીને પાછો આવે
option-own_behind = ઘોડો પોતાના જ ઘોડાની પાછળ અટકે
option-no_pass = બીજા ઘોડાને ઓળંગવા નહીં
option-horses = ખેલાડી દીઠ ઘોડા
meaning-ladder = 56 ખાનાંના વર્તુળવાળો પટ, જેમાં દરેક રંગ માટે છ આંકવાળાં ખાનાંની સીડી છે, અને દરેક ખાનું પોતાના જ આંકે ચડાય છે
meaning-ladder_centre = સીડીના ખાના 6 પરના ઘોડાને વચ્ચે પહોંચવા વધુ એક 6 જોઈએ; નહીં તો ખાનું 6 જ ઘર છે
meaning-bounce = સીડી સુધી બાકી ખાનાં કરતાં મોટો દાવ ઘોડાને ત્યાં સુધી લઈ જઈને બાકીના આંક જેટલો પાછો લાવે છે; નહીં તો તે દાવ એ ઘોડા પર વાપરી શકાતો નથી
meaning-own_behind = જે ચાલ પોતાના જ રંગના ઘોડા પર પૂરી થાય, તે તેની બરાબર પાછળના ખાલી ખાને અટકે છે; નહીં તો એવી ચાલ માન્ય નથી
meaning-no_pass = વર્તુળ પર કોઈ ઘોડો કોઈ પણ રંગના બીજા ઘોડાને ઓળંગી શકતો નથી
meaning-horses = દરેક ખેલાડી કેટલા ઘોડાથી રમે છે; બાકીના ઘોડા શરૂઆતથી જ ઘરે હોય છે
rules-chevaux-seats = બે થી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગના ચાર ઘોડા, જે પટના એક ખૂણે એ જ રંગના તબેલામાં રાહ જુએ છે.
rules-chevaux-seats_fewer = બે થી ચાર ખેલાડી, દરેક એકલો, દરેક એક રંગના { $count ->
       *[other] { $count } ઘોડાથી
    } રમે છે, જે પટના એક ખૂણે એ જ રંગના તબેલામાં રાહ જુએ છે.
rules-chevaux-end = જે ખેલાડી સૌથી પહેલાં બધા ઘોડા વચ્ચે ઘરે પહોંચાડે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-chevaux-end_all = જે ખેલાડી સૌથી પહેલાં બધા ઘોડા વચ્ચે ઘરે પહોંચાડે તે જીતે છે; બાકીના ક્રમ માટે રમતા રહે છે.
rules-chevaux-road = વર્તુળમાં 56 ખાનાં છે, ચોકડીના ખૂણા પણ એમાં જ ગણાય છે. દરેક રંગ પોતાના રંગના શરૂઆતના ખાને બહાર આવે છે, ઘડિયાળની દિશામાં એક ચક્કર લગાવીને પોતાની સીડી પહેલાંના ખાના સુધી જાય છે, જ્યાં તેના રંગનું તીર અંદરની તરફ બતાવે છે, અને પછી છ આંકવાળાં ખાનાંની પોતાની સીડી ચડીને વચ્ચે પહોંચે છે.
rules-chevaux-no_safe = કોઈ ખાનું સુરક્ષિત નથી: ઘોડો ગમે ત્યાં મરાઈ શકે, પોતાના શરૂઆતના ખાને પણ.
rules-chevaux-out = ઘોડો તબેલામાંથી ફક્ત 6 પર બહાર આવે છે: તેને તમારા શરૂઆતના ખાને મુકાય છે, અને એમાં 6 વપરાઈ જાય છે. 6 પર તમે તેના બદલે પટ પરનો કોઈ ઘોડો પણ ચલાવી શકો.
rules-chevaux-move = એક દાવ એક ઘોડાને તેના પૂરા આંક જેટલો આગળ લઈ જાય છે. જે દાવ કોઈ ઘોડો વાપરી ન શકે તે જાય છે.
rules-chevaux-capture = બીજા રંગના ઘોડા પર તમારી ચાલ પૂરી કરો તો તમે તેને તેના તબેલામાં પાછો મોકલો છો.
rules-chevaux-own = એક ખાને એક જ ઘોડો ઊભો રહે છે: જે ચાલ તમારા પોતાના રંગના ઘોડા પર પૂરી થાય તે માન્ય નથી.
rules-chevaux-own_behind = એક ખાને એક જ ઘોડો ઊભો રહે છે: જે ચાલ તમારા પોતાના રંગના ઘોડા પર પૂરી થાય તે તેની બરાબર પાછળના ખાલી ખાને અટકે છે.
rules-chevaux-no_pass = વર્તુળ પર કોઈ ઘોડો કોઈ પણ રંગના બીજા ઘોડાને ઓળંગી શકતો નથી.
rules-chevaux-exact = વર્તુળ પર ઘોડાએ બરાબર પોતાની સીડી પહેલાંના ખાને અટકવું પડે: તે ક્યારેય ફરી ચક્કર લગાવતો નથી.
rules-chevaux-bounce = સીડી સુધી બાકી ખાનાં કરતાં મોટો દાવ ઘોડાને ત્યાં સુધી લઈ જઈને બાકીના આંક જેટલો પાછો લાવે છે.
rules-chevaux-ladder = સીડી એક દાવે એક ખાનું ચડાય છે, દરેક ખાનું પોતાના જ આંકે: 1 પડે તો ખાના 1 પર, પછી 2 પડે તો ખાના 2 પર, અને એમ 6 પડે તો ખાના 6 સુધી. બીજો કોઈ દાવ એ ઘોડા પર વાપરી શકાતો નથી.
rules-chevaux-centre = ખાના 6 પરથી વધુ એક 6 ઘોડાને વચ્ચે લઈ જાય છે: તે ઘરે પહોંચ્યો.
rules-chevaux-top = ખાના 6 પર પહોંચેલો ઘોડો ઘરે પહોંચી ગયો છે.
learn-petits-chevaux-title = પેતી શેવો (નાના ઘોડા) રમતાં શીખો — પચીસી
learn-petits-chevaux-offer_title = પેતી શેવો (નાના ઘોડા) માં નવા છો?
learn-petits-chevaux-offer_text = તેના પટ પર 2 મિનિટનો પાઠ રમો: ઘોડો બહાર લાવવા 6, મારવું, આંકવાળી સીડી ચડવી, વચ્ચે લઈ જતો 6.
learn-end-rules_petits-chevaux = પેતી શેવો (નાના ઘોડા) ના બધા નિયમો
learn-step-chevaux_throw-title = પાસો નાખો
learn-step-chevaux_throw-intro = પેતી શેવો એક પાસાથી રમાય છે. તમારા ચારેય { $seat } ઘોડા તમારા ખૂણે, તમારા તબેલામાં રાહ જુએ છે, અને ફક્ત 6 પર એક ઘોડો બહાર આવે છે.
learn-step-chevaux_throw-do = દાવ નાખો દબાવો.
learn-step-chevaux_throw-thrown = { $value } આવ્યો! ઘોડો બહાર લાવવા આ જ જોઈએ.
learn-step-chevaux_out-title = 6 પર ઘોડો બહાર આવે
learn-step-chevaux_out-intro = 6 પર એક ઘોડો તમારા તબેલામાંથી નીકળીને તમારા શરૂઆતના ખાને આવે છે: વર્તુળની કિનારે તમારા રંગનું ખાનું.
learn-step-chevaux_out-do = તમારા 6 થી એક ઘોડો બહાર લાવો.
learn-step-chevaux_out-done = ઘોડો { $piece } તમારા શરૂઆતના ખાને છે, વચ્ચેથી { $togo } ખાનાં દૂર, અને તમારા 6 પર વધુ એક પાસો મળે છે.
learn-step-chevaux_again-title = ફરી નાખો
learn-step-chevaux_again-intro = દરેક 6 ચાલ્યા પછી તમને વધુ એક પાસો મળે છે.
learn-step-chevaux_again-do = દાવ નાખો દબાવો.
learn-step-chevaux_again-thrown = { $value } આવ્યો: તેનાથી એક ઘોડો ચલાવો. 6 સિવાયનો કોઈ પણ આંક ચાલ પછી તમારો વારો પૂરો કરે છે.
learn-step-chevaux_move-title = વર્તુળ પર ચાલો
learn-step-chevaux_move-intro = દરેક દાવ એક ઘોડાને તેના પૂરા આંક જેટલો આગળ લઈ જાય છે, ખાને ખાને, 56 ખાનાંના વર્તુળ પર ઘડિયાળની દિશામાં. તબેલામાંના ઘોડા { $value } નો ઉપયોગ કરી શકતા નથી.
learn-step-chevaux_move-do = ઘોડા { $piece } ને { $value } ખાનાં ચલાવો: તે જે ખાને પહોંચશે તે ચિહ્નિત છે.
learn-step-chevaux_move-done = ઘોડો { $piece } { $value } ખાનાં ચાલ્યો અને તેને હજી { $togo } જવાનું છે. તમારો વારો પૂરો થાય છે, અને બીજા પાસો નાખે છે.
learn-step-chevaux_capture-title = ગમે ત્યાં મારો
learn-step-chevaux_capture-intro = કોઈ ખાનું સુરક્ષિત નથી, શરૂઆતનું ખાનું પણ નહીં. { $victim } નો ઘોડો { $vpiece } પોતાના શરૂઆતના ખાને છે, તમારા ઘોડા { $piece } થી { $value } ખાનાં આગળ: ત્યાં તમારી ચાલ પૂરી કરો તો તે પોતાના તબેલામાં પાછો જાય છે.
learn-step-chevaux_capture-do = તમારા { $value } થી તેને મારો.
learn-step-chevaux_capture-done = { $victim } નો ઘોડો { $vpiece } પોતાના તબેલામાં પાછો ગયો. સાવધાન: 6 પર બહાર આવતો ઘોડો પોતાના શરૂઆતના ખાને ઊભેલા કોઈ પણ ઘોડાને મારે છે — હવે ત્યાં તમારો ઘોડો { $piece } છે.
learn-step-chevaux_ladder-title = સીડી ચડો
learn-step-chevaux_ladder-intro = એક ચક્કર પછી ઘોડાએ બરાબર પોતાની સીડી પહેલાંના ખાને અટકવું પડે. પછી તે તમારી સીડી એક દાવે એક ખાનું ચડે છે, દરેક ખાનું તેના પર લખેલા આંકે: 1 થી ખાના 1 પર, 2 થી ખાના 2 પર, અને એમ 6 સુધી. તમારો ઘોડો { $piece } સીડીના ખાના { $square } પર છે; સીડી પહેલાંનો ઘોડો 1 ની રાહ જુએ છે.
learn-step-chevaux_ladder-do = તમે { $needed } નાખ્યો: તેનાથી સીડી ચડો.
learn-step-chevaux_ladder-done = ઘોડો { $piece } સીડીના ખાના { $needed } પર ચડ્યો, જેના પર તમારા દાવનો આંક લખેલો છે. સીડી પર બીજો કોઈ આંક ઘોડાને ચલાવતો નથી.
learn-step-chevaux_centre-title = 6 થી વચ્ચે
learn-step-chevaux_centre-intro = ખાના 6 પરથી, સીડીની ટોચેથી, વધુ એક 6 ઘોડાને વચ્ચે લઈ જાય છે: તે ઘરે પહોંચ્યો. તમારા બે ઘોડા પહેલેથી ઘરે છે, અને તમારો ઘોડો { $piece } ખાના 6 પર છે.
learn-step-chevaux_centre-do = તમે { $needed } નાખ્યો: તે ઘોડાને વચ્ચે લઈ જાઓ.
learn-step-chevaux_centre-done = ઘોડો { $piece } વચ્ચે, ઘરે પહોંચ્યો, અને તમારા 6 પર વધુ એક પાસો મળે છે. જેના ચારેય ઘોડા સૌથી પહેલાં વચ્ચે પહોંચે તે જીતે છે.
learn-end-chevaux_throw = એક પાસો; ફક્ત 6 પર ઘોડો તમારા તબેલામાંથી બહાર આવે છે.
learn-end-chevaux_out = ઘોડો તમારા શરૂઆતના ખાને આવે છે, અને દરેક 6 પર વધુ એક પાસો મળે છે.
learn-end-chevaux_again = 6 સિવાયનો કોઈ પણ આંક ચાલ પછી તમારો વારો પૂરો કરે છે.
learn-end-chevaux_move = દરેક દાવ એક ઘોડાને તેના પૂરા આંક જેટલો આગળ લઈ જાય છે.
learn-end-chevaux_capture = કોઈ ખાનું સુરક્ષિત નથી: બીજા રંગના ઘોડા પર અટકો તો તે પોતાના તબેલામાં પાછો જાય છે.
learn-end-chevaux_ladder = સીડીની બરાબર પહેલાં અટકો, પછી દરેક ખાનાના પોતાના આંકે ચડો: 1, 2, 3, 4, 5, 6.
learn-end-chevaux_centre = ખાના 6 પરથી વધુ એક 6 ઘોડાને વચ્ચે લઈ જાય છે; ચારેય ઘરે તો જીત.
learn-why-no_climb = તમારો ઘોડો { $piece } સીડીના ખાના { $square } પર જ રહી જાત: તેને ફક્ત { $needed } ચડાવે છે, અને ફક્ત { $percent } દાવ { $needed } હોય છે. મળ્યો છે ત્યારે વાપરો.

## ---- Parcheesi (issue 17): its preset, house rules, two dice and rules page.
lobby-variant-parcheesi = અમેરિકાની જાણીતી રમત: બે પાસા, 5 પર સોગઠી બહાર આવે, જોડી પડે તો ફરી પાસા, નાકાબંધી રસ્તો રોકે, મારવા બદલ 20 ખાનાં અને ઘરે પહોંચાડવા બદલ 10.
group-parcheesi = પારચીસી
preset-parcheesi = પારચીસી: બે પાસા, 5 પર સોગઠી બહાર આવે, જોડી પર ફરી પાસા, નાકાબંધી, 12 સુરક્ષિત ખાનાં, મારવા બદલ 20, ઘર માટે 10
rules-name-parcheesi = પારચીસી
value-table-two-dice = બે પાસા
option-loop_entry = સોગઠીઓ રસ્તા પર ક્યાં આવે
option-enter_five = 5 પર સોગઠી બહાર આવે
option-enter_total = બે પાસાનો સરવાળો 5 થાય તો સોગઠી બહાર આવે
option-enter_capture = બહાર આવતી સોગઠી પ્રવેશ ખાને મારે
option-blockade = એક રંગની બે સોગઠી નાકાબંધી કરે
option-blockade_doubles = જોડી નાકાબંધીને આગળ ન લઈ જાય
option-doubles_bottom = જોડી પર નીચેની બાજુઓ પણ મળે
option-three_doubles = ત્રણ જોડી સૌથી આગળની સોગઠીને પાછી મોકલે
option-capture_bonus = મારવા બદલ મળતાં ખાનાં
option-home_bonus = ઘરે પહોંચાડવા બદલ મળતાં ખાનાં
meaning-loop_entry = 0: સોગઠીઓ પોતાની વચલી હારમાં નીચે થઈને અંદર આવે છે (પચીસી); નહીં તો ફેરાનું એ ખાનું, પચીસીના રસ્તાની જેમ ગણેલું, જ્યાં તે પટ પર આવે છે (પારચીસીનું પ્રવેશ ખાનું)
meaning-enter_five = કોઈ પાસા પર 5 પડે તો સોગઠી પોતાના પ્રવેશ ખાને આવે છે
meaning-enter_total = જે બે પાસાનો સરવાળો 5 થાય (1 અને 4, 2 અને 3) તે મળીને સોગઠી બહાર લાવે છે, અને બંને એમાં વપરાઈ જાય છે
meaning-enter_capture = પોતાના પ્રવેશ ખાને બહાર આવતી સોગઠી ત્યાં ઊભેલી વિરોધીની એકલી સોગઠીને મારે છે, ભલે તે સુરક્ષિત ખાનું હોય
meaning-blockade = એક ખાને એક રંગની બે સોગઠીઓ નાકાબંધી કરે છે, જેને કોઈ પણ રંગની કોઈ સોગઠી ન ઓળંગી શકે, ન ત્યાં ઊભી રહી શકે
meaning-blockade_doubles = જોડી પડે ત્યારે નાકાબંધીની બંને સોગઠીઓ સાથે આગળ ન વધી શકે: તે દાવમાં તે ફરી એક જ ખાને ઊભી ન રહી શકે
meaning-doubles_bottom = તમારી કોઈ સોગઠી અડ્ડામાં ન હોય ત્યારે, જોડી પાસાની નીચેની બાજુઓના આંક પણ આપે છે
meaning-three_doubles = સળંગ ત્રીજી જોડી ચલાવાતી નથી: ઘરની સૌથી નજીકની તમારી સોગઠી અડ્ડામાં પાછી જાય છે અને વારો પૂરો થાય છે
meaning-capture_bonus = સોગઠી મારવાથી કોઈ એક સોગઠીને આટલાં ખાનાંની ચાલ મળે છે (0: કંઈ નહીં)
meaning-home_bonus = સોગઠી ઘરે પહોંચાડવાથી કોઈ એક સોગઠીને આટલાં ખાનાંની ચાલ મળે છે (0: કંઈ નહીં)
throw-two_dice = પાસા પર { $a } અને { $b }
throw-two_dice_doubles = પાસા પર { $a } અને { $b }, જોડી
logline-throw_two_dice = { $a } અને { $b } નાખ્યા
logline-throw_doubles = { $a } અને { $b } નાખ્યા, જોડી
logline-order_two_dice = શરૂઆતનો ક્રમ નક્કી કરવા { $a } અને { $b } નાખ્યા
rules-throws-two_dice = બે પાસા: દરેક પાસા પર 1 થી 6 સુધીના દરેક આંકની શક્યતા સરખી છે, અને દરેક પાસો અલગથી વપરાય છે. જોડી (બંને પાસા પર એક જ આંક) { $doubles } દાવમાં આવે છે; { $enters } દાવ સોગઠી બહાર લાવી શકે છે (કોઈ પાસા પર 5, અથવા સરવાળો 5).
rules-throws-two_dice_sums = બે પાસાનો સરવાળો (કોણ શરૂ કરે તે નક્કી કરે છે, અને એક જ સોગઠી આખા સરવાળા જેટલી ચાલી શકે છે):
rules-parcheesi-seats = બે થી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગની ચાર સોગઠીઓ, જે એ જ રંગના અડ્ડામાં રાહ જુએ છે: તેના પ્રવેશ ખાનાની જમણી બાજુના ખૂણે.
rules-parcheesi-end = જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ વચ્ચે ઘરે પહોંચાડે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-parcheesi-end_all = જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ વચ્ચે ઘરે પહોંચાડે તે જીતે છે; બાકીના ક્રમ માટે રમતા રહે છે.
rules-parcheesi-order = કોણ શરૂ કરે તે નક્કી કરવા દરેક જણ બંને પાસા એક વાર નાખે છે: જેનો સરવાળો સૌથી મોટો હોય તે શરૂ કરે છે (બરાબરી થાય તો ફરી નાખે છે). પછી વારો પટની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં ફરે છે.
rules-parcheesi-road = રસ્તો ચોકડીની ફરતે 68 ખાનાંનું વર્તુળ છે. સોગઠી પોતાના પ્રવેશ ખાને બહાર આવે છે, જે તેના અડ્ડા પાસે તેના રંગનું ખાનું છે, પટની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં એક ચક્કર લગાવીને, 64 ખાનાં, પોતાની પાંખના છેડા સુધી જાય છે, અને પછી પોતાની ઘરની હારમાં, તેના રંગનાં સાત ખાનાંમાં થઈને, ઉપર વચ્ચે ઘર સુધી પહોંચે છે.
rules-parcheesi-safe = 12 સુરક્ષિત ખાનાં (કૂંડાળાવાળાં વાદળી ખાનાં: દરેક પાંખ પર ત્રણ, પ્રવેશ ખાનાં પણ એમાં જ) બચાવે છે: ત્યાં કોઈ મરાતું નથી, અને જે સુરક્ષિત ખાને બીજા રંગની સોગઠી ઊભી હોય ત્યાં કોઈ સોગઠી રોકાઈ શકતી નથી.
rules-parcheesi-safe_shared = 12 સુરક્ષિત ખાનાં (કૂંડાળાવાળાં વાદળી ખાનાં: દરેક પાંખ પર ત્રણ, પ્રવેશ ખાનાં પણ એમાં જ) બચાવે છે: ત્યાં કોઈ મરાતું નથી.
rules-parcheesi-dice = બે પાસા નાખો. દરેક પાસો એક સોગઠી ચલાવે છે: એક સોગઠી એક પાસો લઈ શકે અને બીજી સોગઠી બીજો, અથવા એક જ સોગઠી બંને, એક પછી એક, તેથી પહેલા પાસાથી તે જે ખાને પહોંચે ત્યાં પણ તેનું રોકાવું માન્ય હોવું જોઈએ. શક્ય હોય ત્યારે બંને પાસા વાપરો.
rules-parcheesi-enter = સોગઠી અડ્ડામાંથી ફક્ત કોઈ પાસા પર 5 પડે ત્યારે બહાર આવે છે: તેને તમારા પ્રવેશ ખાને મુકાય છે, અને એમાં એ પાસો વપરાઈ જાય છે.
rules-parcheesi-enter_total = સોગઠી અડ્ડામાંથી ફક્ત કોઈ પાસા પર 5 પડે ત્યારે, અથવા બંને પાસાનો સરવાળો 5 થાય (1 અને 4, 2 અને 3) ત્યારે બહાર આવે છે, અને ત્યારે બંને પાસા એમાં વપરાય છે: તેને તમારા પ્રવેશ ખાને મુકાય છે. બંને પાસા પર 5 પડે તો બે સોગઠી બહાર આવે છે.
rules-parcheesi-must_enter = સોગઠીઓ અડ્ડામાં રાહ જોતી હોય અને તમારું પ્રવેશ ખાનું ખુલ્લું હોય ત્યારે, 5 થી એક સોગઠી બહાર લાવવી જ પડે.
rules-parcheesi-enter_capture = પોતાના પ્રવેશ ખાને બહાર આવતી સોગઠી ત્યાં ઊભેલી વિરોધીની એકલી સોગઠીને મારે છે, ભલે તે સુરક્ષિત ખાનું હોય.
rules-parcheesi-doubles = જોડી પડે તો ચાલ પછી તમને વધુ એક દાવ મળે છે.
rules-parcheesi-bottoms = તમારી કોઈ સોગઠી અડ્ડામાં રાહ ન જોતી હોય ત્યારે, જોડી પાસાની નીચેની બાજુઓના આંક પણ આપે છે: 6 અને 6 થી 6, 6, 1 અને 1 ની ચાલ મળે છે, કુલ 14 ખાનાં.
rules-parcheesi-three_doubles = સળંગ ત્રણ જોડી: ત્રીજી ચલાવાતી નથી, ઘરની સૌથી નજીકની તમારી સોગઠી (ઘરની હારમાં હોય તો પણ) અડ્ડામાં પાછી જાય છે, અને તમારો વારો પૂરો.
rules-parcheesi-capture = જે ખાને બીજા રંગની એક સોગઠી ઊભી હોય (સુરક્ષિત ખાનું ન હોય) ત્યાં તમારી ચાલ પૂરી કરો તો તમે તેને તેના અડ્ડામાં પાછી મોકલો છો.
rules-parcheesi-blockade = એક ખાને એક રંગની બે સોગઠીઓ નાકાબંધી કરે છે: કોઈ પણ સોગઠી, તમારી પોતાની પણ, તેને ન ઓળંગી શકે, ન ત્યાં ઊભી રહી શકે, અને તેને મારી શકાતી નથી. કોઈ ખાને બેથી વધુ સોગઠી રહેતી નથી.
rules-parcheesi-blockade_doubles = જોડી પડે ત્યારે નાકાબંધીની બંને સોગઠીઓ સાથે આગળ ન વધી શકે: તે દાવમાં તે ફરી એક જ ખાને પહોંચી ન શકે.
rules-parcheesi-capture_bonus = સોગઠી મારવાથી તમને કોઈ એક સોગઠી માટે { $count ->
        [one] વધુ { $count } ખાનું મળે છે, વહેંચ્યા વિના.
       *[other] વધુ { $count } ખાનાં મળે છે, વહેંચ્યા વિના.
    }
rules-parcheesi-home_bonus = સોગઠી ઘરે પહોંચાડવાથી તમને બીજી કોઈ એક સોગઠી માટે { $count ->
        [one] વધુ { $count } ખાનું મળે છે, વહેંચ્યા વિના.
       *[other] વધુ { $count } ખાનાં મળે છે, વહેંચ્યા વિના.
    }
rules-parcheesi-forfeit = જે પાસો કે બોનસ કોઈ સોગઠી વાપરી ન શકે તે જાય છે; વારાનો બાકીનો ભાગ ચાલુ રહે છે.
rules-parcheesi-exact = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે: કોઈ એક પાસાથી, બંને પાસાથી કે બોનસથી.
## The Parcheesi lesson (/learn?preset=parcheesi, web/learn.js).
learn-parcheesi-title = પારચીસી રમતાં શીખો — પચીસી
learn-parcheesi-offer_title = પારચીસીમાં નવા છો?
learn-parcheesi-offer_text = તેના પટ પર 3 મિનિટનો પાઠ રમો: બે પાસા, બહાર આવવા 5, 20 ની મારી, સુરક્ષિત ખાનાં, નાકાબંધી અને ઘર.
learn-end-rules_parcheesi = પારચીસીના બધા નિયમો
learn-step-parcheesi_throw-title = બંને પાસા નાખો
learn-step-parcheesi_throw-intro = પારચીસી બે પાસાથી રમાય છે, જે સાથે નખાય છે. તમારી ચારેય { $seat } સોગઠીઓ તમારા અડ્ડામાં, તમારા રંગના ખૂણે, રાહ જુએ છે.
learn-step-parcheesi_throw-do = દાવ નાખો દબાવો.
learn-step-parcheesi_throw-thrown = તમે { $values } નાખ્યા. દરેક પાસો પોતાની અલગ ચાલ છે: એક સોગઠી એક પાસો લઈ શકે અને બીજી સોગઠી બીજો, કે એક જ સોગઠી બંને, એક પછી એક. જોડી ({ $doubles } દાવ) પડી હોત તો ચાલ પછી વધુ એક દાવ મળત.
learn-step-parcheesi_enter-title = 5 પર સોગઠી બહાર આવે
learn-step-parcheesi_enter-intro = સોગઠી અડ્ડામાંથી ફક્ત 5 પર બહાર આવે છે: કોઈ એક પાસા પર, કે બંને પાસાનો સરવાળો 5 થાય ત્યારે (1 અને 4, 2 અને 3). તેને તમારા પ્રવેશ ખાને મુકાય છે, જે તમારા અડ્ડા પાસેનું સુરક્ષિત ખાનું છે. સોગઠીઓ રાહ જોતી હોય અને તમારી પાસે 5 હોય, તો એકને બહાર લાવવી જ પડે. તમારા { $others } ને રાહ જોવી પડશે: તેને ચલાવવા હજી કોઈ સોગઠી બહાર નથી.
learn-step-parcheesi_enter-do = તમારા { $value } થી એક સોગઠી બહાર લાવો.
learn-step-parcheesi_enter-done = સોગઠી { $piece } તમારા પ્રવેશ ખાને છે, ઘરથી { $togo } ખાનાં દૂર: પટની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં એક ચક્કર, પછી તમારી ઘરની હારમાં થઈને વચ્ચે.
learn-step-parcheesi_move-title = બીજો પાસો પણ ચાલે છે
learn-step-parcheesi_move-intro = તમારા પાસા એક પછી એક વપરાય છે. 5 એ સોગઠી { $piece } ને બહાર લાવી; હવે તમારો { $value } તેને ચલાવી શકે છે.
learn-step-parcheesi_move-do = સોગઠી { $piece } ને { $value } ચલાવો: તે જે ખાને પહોંચશે તે ચિહ્નિત છે.
learn-step-parcheesi_move-done = સોગઠી { $piece } { $value } ખાનાં ચાલી અને તેને હજી { $togo } જવાનું છે. બે સોગઠીઓ બહાર હોય તો દરેક એક પાસો લઈ શકે, કે એક જ સોગઠી બંને.
learn-step-parcheesi_capture-title = મારો, અને 20 મેળવો
learn-step-parcheesi_capture-intro = એક પાસો વપરાઈ ગયો છે; તમારો { $value } બાકી છે. { $victim } ની સોગઠી { $vpiece } તમારી સોગઠી { $piece } થી { $value } ખાનાં આગળ, એક સામાન્ય ખાને છે. જ્યાં બીજા રંગની એકલી સોગઠી ઊભી હોય ત્યાં ચાલ પૂરી કરો, તો તે પોતાના અડ્ડામાં પાછી જાય છે, અને તમને કોઈ એક સોગઠી માટે { $bonus } ખાનાંની ચાલ મળે છે.
learn-step-parcheesi_capture-do = તમારા { $value } થી તેને મારો.
learn-step-parcheesi_capture-done = { $victim } ની સોગઠી { $vpiece } પોતાના અડ્ડામાં પાછી છે, અને { $bonus } ની ચાલ તમારી છે.
learn-step-parcheesi_bonus-title = સુરક્ષિત ખાનાં
learn-step-parcheesi_bonus-intro = બોનસ એક જ સોગઠીને પૂરાં { $value } ખાનાં ચલાવે છે; તે ક્યારેય વહેંચાતું નથી. કૂંડાળાવાળાં વાદળી ખાનાં સુરક્ષિત ખાનાં છે: ત્યાં કોઈ મરાતું નથી, અને જે સુરક્ષિત ખાને બીજા રંગની સોગઠી હોય ત્યાં કોઈ સોગઠી રોકાઈ શકતી નથી.
learn-step-parcheesi_bonus-do = એવી ચાલ પસંદ કરો કે જેથી તમારી કોઈ સોગઠી મરાવાના જોખમમાં ન રહે.
learn-step-parcheesi_bonus-done = સોગઠી { $piece } સુરક્ષિત ખાને છે: ત્યાં તેને કોઈ મારી શકતું નથી, અને તમારી કોઈ સોગઠી જોખમમાં નથી.
learn-step-parcheesi_blockade-title = નાકાબંધી કરો
learn-step-parcheesi_blockade-intro = એક ખાને એક રંગની બે સોગઠીઓ નાકાબંધી કરે છે: કોઈ પણ સોગઠી, તમારી પોતાની પણ, તેને ન ઓળંગી શકે, ન ત્યાં ઊભી રહી શકે, અને તેને મારી શકાતી નથી. વિરોધીની એક સોગઠી તમારી સોગઠીઓની બરાબર પાછળ ઊભી છે.
learn-step-parcheesi_blockade-do = તમારો { $value } તેની આગળ બે સોગઠીઓ સાથે ઊભી કરી શકે છે. એમ કરો.
learn-step-parcheesi_blockade-done = સોગઠી { $piece } તમારી બીજી સોગઠી સાથે જોડાઈ: બંને મળીને નાકાબંધી છે, જેને પાછળની સોગઠી ઓળંગી શકતી નથી, અને બેમાંથી કોઈને મારી શકાતી નથી.
learn-step-parcheesi_home-title = પૂરા આંકે ઘરે, અને 10 મેળવો
learn-step-parcheesi_home-intro = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે: કોઈ એક પાસાથી, બંને પાસાથી કે બોનસથી. તમારી સોગઠી { $piece } તમારી ઘરની હારમાં છે અને તેને { $needed } ખાનાં જવાનું છે. ઘરે પહોંચવાથી બીજી સોગઠી માટે { $bonus } ની ચાલ મળે છે.
learn-step-parcheesi_home-do = તમારી પાસે { $needed } છે: એ સોગઠીને ઘરે પહોંચાડો.
learn-step-parcheesi_home-done = સોગઠી { $piece } ઘરે છે, અને { $bonus } ની ચાલ તમારી છે. જેની ચારેય સોગઠીઓ પહેલાં ઘરે પહોંચે તે જીતે છે.
learn-end-parcheesi_throw = બંને પાસા સાથે નાખો; દરેક પાસો પોતાની અલગ ચાલ છે, અને જોડી પડે તો ફરી નાખો.
learn-end-parcheesi_enter = 5, કોઈ એક પાસા પર કે સરવાળામાં, સોગઠીને તમારા પ્રવેશ ખાને બહાર લાવે છે.
learn-end-parcheesi_move = પાસા એક પછી એક વાપરો: બે સોગઠી માટે એક એક, કે એક સોગઠી માટે બંને.
learn-end-parcheesi_capture = બીજા રંગની એકલી સોગઠી પર રોકાઈને તેને તેના અડ્ડામાં પાછી મોકલો, અને 20 ચાલો.
learn-end-parcheesi_bonus = સુરક્ષિત ખાને કોઈ મરાતું નથી.
learn-end-parcheesi_blockade = એક ખાને તમારી બે સોગઠીઓ નાકાબંધી કરે છે, જેને કોઈ ઓળંગી શકતું નથી.
learn-end-parcheesi_home = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે, અને 10 ની ચાલ મેળવે છે.
learn-why-no_capture-parcheesi = તે કંઈ મારતો નથી: { $seat } ની સોગઠી { $piece } પટ પર રહે છે, અને તમને { $bonus } ખાનાં મળતાં નથી.
learn-why-exposed-parcheesi = સોગઠી { $piece } { $seat } ની સોગઠી { $by } થી { $value } ખાનાં આગળ ખુલ્લા ખાને ઊભી રહે: એક પાસા પર કે બંનેના સરવાળામાં { $value } તેને મારી નાખે, અને { $percent } દાવ એમ કરી શકે છે.
learn-why-not_home-parcheesi = સોગઠી { $piece } ને બરાબર { $needed } જોઈએ, અને ફક્ત { $percent } દાવ કોઈ પાસા પર કે સરવાળામાં { $needed } આપે છે: મળ્યો છે ત્યારે વાપરો, અને { $bonus } મેળવો.
learn-why-no_blockade-parcheesi = તેનાથી કોઈ નાકાબંધી થતી નથી: { $seat } ની સોગઠી { $piece } હજી { $value } થી તમારી સોગઠીઓને ઓળંગી શકે કે તેમના પર પહોંચી શકે.

## ---- Parchís (issue 17): its preset, house rules and rules page.
lobby-variant-parchis = સ્પેનની રમત: એક પાસો (અથવા બે), 5 પર સોગઠી બહાર આવે, નાકાબંધી રસ્તો રોકે, બધી સોગઠી બહાર આવી જાય પછી 6 ના 7 ગણાય, મારવા બદલ 20 ખાનાં અને ઘરે પહોંચાડવા બદલ 10.
group-parchis = પારચીસ
preset-parchis = પારચીસ: એક કે બે પાસા, 5 પર સોગઠી બહાર આવે, નાકાબંધી, બે સોગઠી સાથે રહી શકે એવાં 12 સુરક્ષિત ખાનાં, મારવા બદલ 20, ઘર માટે 10
rules-name-parchis = પારચીસ
value-safe_squares-parchis = પારચીસનાં
option-safe_share = કોઈ પણ રંગની બે સોગઠી એક સુરક્ષિત ખાને સાથે રહી શકે
option-six_counts_seven = કોઈ સોગઠી રાહ ન જોતી હોય તો 6 ના 7 ગણાય
option-three_sixes_last = ત્રણ 6 છેલ્લે ચાલેલી સોગઠીને પાછી મોકલે
option-open_barrier = 6 પર પોતાની નાકાબંધી ખોલવી પડે
meaning-safe_share = સુરક્ષિત ખાને વધુમાં વધુ બે સોગઠી રહે છે, એક રંગની કે બે રંગની, અને ત્યાં કોઈ મરાતું નથી
meaning-six_counts_seven = તમારી કોઈ સોગઠી અડ્ડામાં રાહ ન જોતી હોય ત્યારે, 6 સોગઠીને 7 ખાનાં ચલાવે છે
meaning-three_sixes_last = સળંગ ત્રીજા 6 (કે જોડી) પર એ જ સોગઠી પાછી મોકલાય છે જે છેલ્લે ચાલી હતી, અને ઘરની હારમાંની કોઈ સોગઠી નહીં
meaning-open_barrier = શક્ય હોય ત્યારે 6 થી પોતાની નાકાબંધીની એક સોગઠી ચલાવવી જ પડે
rules-parchis-seats = બે થી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગની ચાર સોગઠીઓ, જે અડ્ડામાં રાહ જુએ છે: એ જ રંગના ખૂણે, તેના પ્રવેશ ખાનાની બાજુમાં.
rules-parchis-order = કોણ શરૂ કરે તે નક્કી કરવા દરેક જણ પાસો એક વાર નાખે છે: જેનો આંક સૌથી મોટો હોય તે શરૂ કરે છે (બરાબરી થાય તો ફરી નાખે છે). પછી વારો પટની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં ફરે છે.
rules-parchis-road = રસ્તો ચોકડીની ફરતે 68 ખાનાંનું વર્તુળ છે. સોગઠી પોતાના રંગના પ્રવેશ ખાને બહાર આવે છે, પટની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં એક ચક્કર લગાવીને પોતાની પાંખના છેડા સુધી જાય છે, અને પછી પોતાની ઘરની હારમાં, તેના રંગનાં સાત ખાનાંમાં થઈને, વચ્ચે ઘર સુધી પહોંચે છે.
rules-parchis-safe = 12 સુરક્ષિત ખાનાં (કૂંડાળાવાળાં ખાનાં: દરેક પાંખ પર ત્રણ, પ્રવેશ ખાનાં પણ એમાં જ) બચાવે છે: ત્યાં કોઈ મરાતું નથી.
rules-parchis-safe_share = 12 સુરક્ષિત ખાનાં (કૂંડાળાવાળાં ખાનાં: દરેક પાંખ પર ત્રણ, પ્રવેશ ખાનાં પણ એમાં જ) બચાવે છે: ત્યાં કોઈ મરાતું નથી, અને બે સોગઠીઓ, બે રંગની હોય તો પણ, એક ખાને સાથે રહી શકે છે; કોઈ ખાને બેથી વધુ સોગઠી રહેતી નથી.
rules-parchis-enter = સોગઠી અડ્ડામાંથી ફક્ત 5 પર બહાર આવે છે: તેને તમારા પ્રવેશ ખાને મુકાય છે, અને એમાં એ 5 વપરાઈ જાય છે.
rules-parchis-enter_total = સોગઠી અડ્ડામાંથી ફક્ત કોઈ પાસા પર 5 પડે ત્યારે, અથવા બંને પાસાનો સરવાળો 5 થાય ત્યારે બહાર આવે છે, અને ત્યારે બંને પાસા એમાં વપરાય છે: તેને તમારા પ્રવેશ ખાને મુકાય છે.
rules-parchis-must_enter = સોગઠીઓ અડ્ડામાં રાહ જોતી હોય અને તમારા પ્રવેશ ખાને જગ્યા હોય ત્યારે, 5 થી એક સોગઠી બહાર લાવવી જ પડે.
rules-parchis-enter_capture = બહાર આવતી સોગઠી તમારા પ્રવેશ ખાને ઊભેલી વિરોધીની સોગઠીને મારે છે.
rules-parchis-six_seven = તમારી કોઈ સોગઠી અડ્ડામાં રાહ ન જોતી હોય ત્યારે, 6 ના 7 ગણાય છે.
rules-parchis-three_sixes = સળંગ ત્રણ 6: ત્રીજો ચલાવાતો નથી, ઘરની સૌથી નજીકની તમારી સોગઠી અડ્ડામાં પાછી જાય છે, અને તમારો વારો પૂરો.
rules-parchis-three_sixes_last = સળંગ ત્રણ 6: ત્રીજો ચલાવાતો નથી, તમે છેલ્લે ચલાવેલી સોગઠી અડ્ડામાં પાછી જાય છે (સિવાય કે તે પોતાની ઘરની હારમાં હોય), અને તમારો વારો પૂરો.
rules-parchis-three_doubles_last = સળંગ ત્રણ જોડી: ત્રીજી ચલાવાતી નથી, તમે છેલ્લે ચલાવેલી સોગઠી અડ્ડામાં પાછી જાય છે (સિવાય કે તે પોતાની ઘરની હારમાં હોય), અને તમારો વારો પૂરો.
rules-parchis-capture = જે ખાને બીજા રંગની એક સોગઠી ઊભી હોય (સુરક્ષિત ખાનું ન હોય) ત્યાં તમારી ચાલ પૂરી કરો તો તમે તેને તેના અડ્ડામાં પાછી મોકલો છો.
rules-parchis-barrier = એક ખાને એક રંગની બે સોગઠીઓ નાકાબંધી કરે છે: કોઈ પણ સોગઠી, તમારી પોતાની પણ, તેને ઓળંગી શકતી નથી.
rules-parchis-open_barrier = 6 પડે ત્યારે, તમારી નાકાબંધી હોય અને શક્ય હોય તો, તમારે તે ખોલવી જ પડે: તેની બે સોગઠીમાંથી એકને ચલાવો.
rules-parchis-capture_bonus = સોગઠી મારવાથી તમને કોઈ એક સોગઠી માટે { $count ->
        [one] વધુ { $count } ખાનું મળે છે, વહેંચ્યા વિના.
       *[other] વધુ { $count } ખાનાં મળે છે, વહેંચ્યા વિના.
    }
rules-parchis-home_bonus = સોગઠી ઘરે પહોંચાડવાથી તમને બીજી કોઈ એક સોગઠી માટે { $count ->
        [one] વધુ { $count } ખાનું મળે છે, વહેંચ્યા વિના.
       *[other] વધુ { $count } ખાનાં મળે છે, વહેંચ્યા વિના.
    }
rules-parchis-exact = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે.
## The Parchís lesson (/learn?preset=parchis, web/learn.js).
learn-parchis-title = પારચીસ રમતાં શીખો — પચીસી
learn-parchis-offer_title = પારચીસમાં નવા છો?
learn-parchis-offer_text = તેના પટ પર 3 મિનિટનો પાઠ રમો: બહાર આવવા 5, 20 ની મારી, સુરક્ષિત ખાનાં, નાકાબંધી, 7 ગણાતો 6 અને ઘર.
learn-end-rules_parchis = પારચીસના બધા નિયમો
learn-step-parchis_throw-title = પાસો નાખો
learn-step-parchis_throw-intro = પારચીસ એક પાસાથી રમાય છે. તમારી ચારેય { $seat } સોગઠીઓ તમારા અડ્ડામાં, તમારા રંગના ખૂણે, રાહ જુએ છે, અને ફક્ત 5 પર એક સોગઠી બહાર આવે છે.
learn-step-parchis_throw-do = દાવ નાખો દબાવો.
learn-step-parchis_throw-thrown = { $value } આવ્યો! સોગઠી બહાર લાવવા આ જ જોઈએ.
learn-step-parchis_enter-title = 5 પર સોગઠી બહાર આવે
learn-step-parchis_enter-intro = 5 પર એક સોગઠી અડ્ડામાંથી નીકળીને તમારા પ્રવેશ ખાને આવે છે, જે અડ્ડા પાસેનું તમારા રંગનું સુરક્ષિત ખાનું છે. સોગઠીઓ અડ્ડામાં રાહ જોતી હોય ત્યારે 5 થી એકને બહાર લાવવી જ પડે.
learn-step-parchis_enter-do = તમારા { $value } થી એક સોગઠી બહાર લાવો.
learn-step-parchis_enter-done = સોગઠી { $piece } તમારા પ્રવેશ ખાને છે, ઘરથી { $togo } ખાનાં દૂર. ફક્ત 6 પર વધુ એક દાવ મળે છે, એટલે તમારો વારો પૂરો થાય છે.
learn-step-parchis_capture-title = મારો, અને 20 ગણો
learn-step-parchis_capture-intro = { $victim } ની સોગઠી { $vpiece } તમારી સોગઠી { $piece } થી { $value } ખાનાં આગળ છે, સુરક્ષિત ખાનાંની બહાર. ત્યાં તમારી ચાલ પૂરી કરો તો તે પોતાના અડ્ડામાં પાછી જાય છે, અને તમે તમારી કોઈ એક સોગઠીથી { $bonus } ખાનાં ગણો છો.
learn-step-parchis_capture-do = તમારા { $value } થી તેને મારો.
learn-step-parchis_capture-done = { $victim } ની સોગઠી { $vpiece } પોતાના અડ્ડામાં પાછી છે, અને તમારે { $bonus } ગણવાના છે.
learn-step-parchis_bonus-title = સુરક્ષિત ખાનાં
learn-step-parchis_bonus-intro = { $value } એક જ સોગઠીને પૂરો આંક ચલાવે છે. કૂંડાળાવાળાં ખાનાં સુરક્ષિત ખાનાં છે: ત્યાં કોઈ મરાતું નથી, અને બે સોગઠીઓ, બે રંગની હોય તો પણ, એક ખાને સાથે રહી શકે છે.
learn-step-parchis_bonus-do = એવી ચાલ પસંદ કરો કે જેથી તમારી કોઈ સોગઠી મરાવાના જોખમમાં ન રહે.
learn-step-parchis_bonus-done = સોગઠી { $piece } સુરક્ષિત ખાને છે: ત્યાં તેને કોઈ મારી શકતું નથી, અને તમારી કોઈ સોગઠી જોખમમાં નથી.
learn-step-parchis_barrier-title = નાકાબંધી કરો
learn-step-parchis_barrier-intro = એક ખાને એક રંગની બે સોગઠીઓ નાકાબંધી કરે છે: કોઈ પણ સોગઠી, તમારી પોતાની પણ, તેને ઓળંગી શકતી નથી. વિરોધીની એક સોગઠી તમારી સોગઠીઓની બરાબર પાછળ ઊભી છે.
learn-step-parchis_barrier-do = તમારો { $value } તેની આગળ બે સોગઠીઓ સાથે ઊભી કરી શકે છે. એમ કરો.
learn-step-parchis_barrier-done = સોગઠી { $piece } તમારી બીજી સોગઠી સાથે જોડાઈ: નાકાબંધી પાછળની સોગઠીને રોકે છે. પણ 6 પડે તો, શક્ય હોય ત્યારે, તમારે તમારી નાકાબંધી ખોલવી પડે.
learn-step-parchis_seven-title = 6 ના 7 ગણાય
learn-step-parchis_seven-intro = તમારી કોઈ સોગઠી અડ્ડામાં રાહ ન જોતી હોય ત્યારે (ઘરે પહોંચેલી સોગઠીઓ બહાર ગણાય), 6 થી 7 ખાનાં ચલાય છે, અને ચાલ પછી વધુ એક દાવ પણ મળે છે.
learn-step-parchis_seven-do = દાવ નાખો દબાવો.
learn-step-parchis_seven-thrown = { $value } આવ્યો: તમારી બધી સોગઠીઓ બહાર છે, એટલે તે { $values } ગણાય છે.
learn-step-parchis_home-title = પૂરા આંકે ઘરે
learn-step-parchis_home-intro = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે. તમારી સોગઠી { $piece } તમારી ઘરની હારમાં છે અને તેને { $needed } ખાનાં જવાનું છે. ઘરે પહોંચવાથી બીજી સોગઠી માટે { $bonus } ખાનાં મળે છે.
learn-step-parchis_home-do = તમારી પાસે { $needed } છે: એ સોગઠીને ઘરે પહોંચાડો.
learn-step-parchis_home-done = સોગઠી { $piece } ઘરે છે: બીજી સોગઠીથી { $bonus } ગણો, પછી તમારા 6 માટે વધુ એક દાવ નાખો. જેની ચારેય સોગઠીઓ પહેલાં ઘરે પહોંચે તે જીતે છે.
learn-end-parchis_throw = પારચીસ એક પાસાથી રમાય છે.
learn-end-parchis_enter = 5 તમારા પ્રવેશ ખાને એક સોગઠી બહાર લાવે છે.
learn-end-parchis_capture = સુરક્ષિત ખાનાંની બહાર બીજા રંગની એકલી સોગઠી પર રોકાઈને તેને અડ્ડામાં પાછી મોકલો, અને 20 ગણો.
learn-end-parchis_bonus = સુરક્ષિત ખાને કોઈ મરાતું નથી.
learn-end-parchis_barrier = એક ખાને તમારી બે સોગઠીઓ નાકાબંધી કરે છે, જેને કોઈ ઓળંગી શકતું નથી.
learn-end-parchis_seven = તમારી બધી સોગઠીઓ બહાર હોય ત્યારે 6 ના 7 ગણાય છે.
learn-end-parchis_home = સોગઠી ફક્ત પૂરા આંકે ઘરે પહોંચે છે, અને 10 મેળવે છે.
learn-why-no_capture-parchis = તે કંઈ મારતો નથી: { $seat } ની સોગઠી { $piece } પટ પર રહે છે, અને તમે { $bonus } ગણતા નથી.
learn-why-exposed-parchis = સોગઠી { $piece } સુરક્ષિત ખાનાંની બહાર, { $seat } ની સોગઠી { $by } થી { $value } ખાનાં આગળ ઊભી રહે, જે તેને { $value } થી મારી શકે: { $percent } દાવ { $value } હોય છે.
learn-why-not_home-parchis = સોગઠી { $piece } ને બરાબર { $needed } જોઈએ, અને ફક્ત { $percent } દાવ તે આપે છે: મળ્યો છે ત્યારે વાપરો, અને { $bonus } મેળવો.
learn-why-no_blockade-parchis = તેનાથી કોઈ નાકાબંધી થતી નથી: { $seat } ની સોગઠી { $piece } હજી { $value } થી તમારી સોગઠીઓને ઓળંગી શકે કે તેમના પર પહોંચી શકે.

## leave (issue 26): abort, resign, leave, claiming the win; the game-over panel's notes on them (web/leave.js)
leave-label = રમત છોડો
leave-abort = રદ કરો
leave-resign = હાર સ્વીકારો
leave-leave = છોડો
leave-cancel = રમતા રહો
leave-abort_title = આ રમત રદ કરવી છે?
leave-abort_body = રમત હમણાં જ કોઈ પરિણામ વિના પૂરી થશે, બધા ખેલાડીઓ માટે.
leave-abort_confirm = રમત રદ કરો
leave-resign_title = હાર સ્વીકારવી છે?
leave-resign_body = તમે હાર સ્વીકારો છો: રમત પૂરી થાય છે અને તમે છેલ્લા ક્રમે રહો છો.
leave-resign_body_on = તમે હાર સ્વીકારો છો અને છેલ્લા ક્રમે રહો છો; બાકીના રમતા રહે છે અને તમારી સોગઠીઓ એક બૉટ ચલાવે છે.
leave-resign_confirm = હાર સ્વીકારો
leave-leave_title = આ રમત છોડવી છે?
leave-leave_body = હવેથી તમારી બેઠક પર એક બૉટ રમશે; તમે તેમાં પાછા નહીં આવી શકો.
leave-leave_confirm = છોડો
leave-claim_title = તમારો પ્રતિસ્પર્ધી જતો રહ્યો
leave-claim_body = તેમનો સમય પૂરો થયો અને તેઓ પાછા આવ્યા નથી. જીતનો દાવો કરો, અથવા તેમની બેઠક પર અંત સુધી એક બૉટને રમવા દો.
leave-claim = જીતનો દાવો કરો
leave-let_bot = બૉટને રમત પૂરી કરવા દો
leave-paused = બધા ખેલાડીઓ દૂર છે: કોઈ પાછું આવે ત્યાં સુધી રમત થોભેલી છે.
leave-paused_player = બધાનો સમય પૂરો થયો, તેથી બૉટ થોભ્યા છે: કોઈ ખેલાડી પાછું આવે ત્યાં સુધી કંઈ ચાલશે નહીં.
over-aborted_title = રમત રદ
over-aborted_body = તે રમાય તે પહેલાં જ રદ થઈ: કોઈ પરિણામ નથી.
over-bot_won = તમારા માટે એક બૉટ જીત્યો
over-resigned = હાર સ્વીકારી: { $seats }
over-left = રમત છોડી: { $seats }
over-bot_played_you = તમારા { $count } નિર્ણયોમાંથી { $by } એક બૉટે લીધા.
over-resigned_mark = (હાર સ્વીકારી)
over-left_mark = (છોડી)
over-bot_mark = ({ $count } માંથી { $by } બૉટે રમ્યા)
log-resign = હાર સ્વીકારે છે: આ બેઠક પર આગળ એક બૉટ રમે છે
log-resign_ends = હાર સ્વીકારે છે; રમત પૂરી
log-abort = રમત રદ કરે છે: તે કોઈ પરિણામ વિના પૂરી થાય છે
log-leave = રમત છોડે છે: આ બેઠક પર આગળ એક બૉટ રમે છે
error-code-not_allowed = આ હમણાં કરી શકાતું નથી.
friends-status_aborted = રદ

## Accounts, profiles and leaderboards (web/account.js, web/profile.js).
account-signin = સાઇન ઇન
account-signout = સાઇન આઉટ
account-signup = ખાતું બનાવો
account-signin_title = સાઇન ઇન કરો
account-signup_title = નવું ખાતું બનાવો
account-optional = ખાતું ફરજિયાત નથી: તે તમારી રમતો અને રેટિંગ આ સર્વર પર રાખે છે. મહેમાનો પહેલાંની જેમ રમે છે.
account-name = વપરાશકર્તા નામ
account-name_rules = 3 થી 20 અક્ષર: a–z અક્ષરો, અંકો, _ અને -. તે બધા જોઈ શકે છે.
account-password = પાસવર્ડ (ઓછામાં ઓછા 8 અક્ષર)
account-cancel = રદ કરો
account-have_account = મારું ખાતું છે: સાઇન ઇન કરો
account-new_account = નવા છો? ખાતું બનાવો
account-leaderboard = લીડરબોર્ડ
account-rated = રેટેડ રમત (દરેક ખેલાડી સાઇન ઇન)
profile-title = { $name } — પચીસી
profile-member_since = { $date } થી સભ્ય
profile-games = રમતો
profile-games_of = { $preset }: { $games }
profile-no_games = હજી કોઈ રમત નથી.
profile-ratings = રેટિંગ
profile-no_ratings = હજી કોઈ રેટેડ રમત નથી.
profile-rating_for = { $preset }, { $players } ખેલાડી
profile-rating_for_teams = { $preset }, { $players } ખેલાડી, ટીમો
profile-provisional = કામચલાઉ
profile-provisional_why = 10 થી ઓછી રેટેડ રમતો: રેટિંગ હજી સ્થિર થઈ રહ્યું છે.
profile-rated_games = રેટેડ રમતો: { $games }
profile-graph_label = { $games } રેટેડ રમતોમાં રેટિંગ, { $from } થી { $to }
profile-recent = તાજેતરની રમતો
profile-rated = રેટેડ
profile-unrated = રેટેડ નથી
profile-against = સામે
profile-playing = હજી ચાલુ
profile-no_result = કોઈ પરિણામ નથી
profile-place = { $of } માંથી સ્થાન { $place }
profile-bot = બૉટ
profile-guest = મહેમાન
profile-settings = તમારું ખાતું
profile-change_password = પાસવર્ડ બદલો
profile-export = મારો ડેટા ડાઉનલોડ કરો (JSON)
profile-delete = ખાતું કાઢી નાખો
profile-password_changed = પાસવર્ડ બદલાયો; તમારાં બીજાં સત્રો સાઇન આઉટ થયાં.
leaderboard-title = લીડરબોર્ડ — પચીસી
leaderboard-heading = લીડરબોર્ડ: { $preset }, { $players } ખેલાડી
leaderboard-how = સાવચેત રેટિંગ (μ − 3σ) પ્રમાણે: તે જીતવાથી અને પ્રણાલી ખાતરીપૂર્વક થાય તેમ વધે છે.
leaderboard-empty = હજી કોઈ રેટેડ ખેલાડી નથી.
error-code-sign_in_required = પહેલાં સાઇન ઇન કરો.
error-code-wrong_password = નામ અથવા પાસવર્ડ ખોટો છે.
error-code-bad_name = આ વપરાશકર્તા નામ નિયમો મુજબ નથી.
error-code-weak_password = આ પાસવર્ડ બહુ ટૂંકો છે અથવા વપરાશકર્તા નામ છે.
error-code-wrong_account = આ બેઠક પર બીજું ખાતું છે.
leaderboard-preset = રમત:
leaderboard-players = ખેલાડી:
play-online = ઑનલાઇન રમો
play-what_online = કોઈ રમત પસંદ કરો: સર્વર તમારા સ્તરના ખેલાડીઓ શોધે છે (સાઇન ઇન હો તો રેટેડ રમત).
quick-heading = ખેલાડીઓ શોધાઈ રહ્યા છે: { $game }, { $players } ખેલાડીઓ
quick-waiting = રાહ… { $seconds } સે.
quick-found = મળી ગયા! ટેબલ ખૂલે છે…
quick-rated = રેટેડ રમત. તમારું રેટિંગ: { $rating }; ±{ $window } અંદરના ખેલાડીઓ.
quick-unrated = રેટિંગ વિનાની રમત.
quick-unrated_guest = રેટિંગ વિનાની રમત: રેટેડ રમતો માટે સાઇન ઇન કરો.
quick-bots_offer = હજી કોઈ નથી. ખાલી બેઠકો પર બૉટ બેસાડીએ (રેટિંગ વિનાની રમત)?
quick-bots = બૉટ સાથે રમો
quick-cancel = રદ કરો
quick-close = બંધ કરો
error-code-too_early = હજી નહીં: થોડી વધુ રાહ જુઓ.
profile-graph_games = રેટેડ રમતો
profile-graph_rating = રેટિંગ
over-rating_change = તમારું રેટિંગ: { $before } → { $after }
play-bot_rating = બૉટ રેટિંગ { $rating }
quick-bot_rating = (બૉટનું રેટિંગ { $rating })

## Friends (web/social.js): follow, presence, invites, blocks, reports; the profile's password forms.
social-friends = મિત્રો
social-no_friends = તમે હજી કોઈને ફૉલો કરતા નથી. ખેલાડીઓને તેમના પ્રોફાઇલ પેજ પરથી ફૉલો કરો.
social-presence_rule = ઑનલાઇન: છેલ્લી એક મિનિટમાં જોવાયા. તમે ઑનલાઇન છો કે નહીં તે ફક્ત તમને ફૉલો કરનારા જુએ છે.
social-online = ઑનલાઇન
social-offline = ઑફલાઇન
social-invite = બોલાવો
social-invite_heading = આ ટેબલ પર કોઈ મિત્રને બોલાવો
social-invite_sent = { $name }ને બોલાવ્યા: જવાબની રાહ.
social-no_free_seat = આ ટેબલ પર આપવા માટે કોઈ ખાલી બેઠક નથી.
social-notices_label = આમંત્રણો
social-invited = { $name } તમને એક ટેબલ પર બોલાવે છે.
social-invited_body = સ્વીકારવા કે નકારવા માટે પેજ ખોલો.
social-accept = સ્વીકારો
social-decline = નકારો
social-answer_accepted = { $name }એ તમારું આમંત્રણ સ્વીકાર્યું.
social-answer_declined = { $name }એ તમારું આમંત્રણ નકાર્યું.
social-answer_expired = { $name }ને મોકલેલું આમંત્રણ પૂરું થયું.
social-to_table = ટેબલ પર જાઓ
social-dismiss = બંધ કરો
social-follow = ફૉલો કરો
social-unfollow = ફૉલો છોડો
social-block = બ્લૉક કરો
social-unblock = બ્લૉક હટાવો
social-blocked_note = બ્લૉક કર્યા: તમે તેમની ચેટ જોતા નથી, અને તમારામાંથી કોઈ બીજાને બોલાવી કે ફૉલો કરી શકતું નથી.
social-line_menu = રિપોર્ટ અથવા બ્લૉક કરો
social-reason = કારણ (વૈકલ્પિક)
social-report = રિપોર્ટ કરો
social-reported = રિપોર્ટ થયો. આભાર: સંચાલક તે વાંચશે.
social-block_name = { $name }ને બ્લૉક કરો
profile-current_password = હાલનો પાસવર્ડ
profile-new_password = નવો પાસવર્ડ (ઓછામાં ઓછા 8 અક્ષર)
profile-delete_warning = ખાતું હંમેશ માટે જશે. તમારી રમતો રહેશે, તમારા નામ વિના.
profile-delete_confirm = ખાતું કાઢી નાખો
error-code-blocked = તમારામાંથી એકે બીજાને બ્લૉક કર્યા છે.
error-code-not_following = પહેલાં આ ખેલાડીને ફૉલો કરો.
error-code-suspended = આ ખાતું સ્થગિત છે.
error-code-expired = આ આમંત્રણનો જવાબ અપાઈ ગયો છે અથવા તે પૂરું થયું છે.
error-code-already_reported = તમે આ લીટી પહેલેથી રિપોર્ટ કરી છે.

## ---- બરજીસ (issue 32, docs/rules.md §18): તેના પ્રીસેટ, કપડું, ચાલો અને નિયમોનું પાનું.
lobby-variant-barjis = લેવાંતની રમત, પચીસીના ક્રોસ પર: છ કોડી, 10 અને 25 સોગઠીને રસોડામાંથી બહાર લાવે, આઠ ચિહ્નિત ખાનાં સુરક્ષિત છે, અને કોઈ વિરોધીની સોગઠી ઘરે ન પહોંચી હોય ત્યારની જીત સાત ગણાય.
lobby-variant-barjis-levant = લેબનોન અને સીરિયામાં બે જણનું બરજીસ: સામસામેની પાંખો પર એક સામે એક, ફક્ત 10 સોગઠીને બહાર લાવે.
preset-barjis = બરજીસ: છ કોડી, 2 થી 4 ખેલાડી, દરેક એકલો, 10 અને 25 સોગઠીને અંદર લાવે, આઠ ચિહ્નિત સુરક્ષિત ખાનાં, બેવડી સોગઠીઓ મારી ન શકાય, માર્સ સાત ગણાય
preset-barjis-levant = લેવાંતનું બરજીસ: સામસામેની પાંખો પર બે ખેલાડી, છ કોડી, ફક્ત 10 સોગઠીને અંદર લાવે, આઠ ચિહ્નિત સુરક્ષિત ખાનાં, માર્સ સાત ગણાય
rules-name-barjis = બરજીસ
rules-name-barjis-levant = લેવાંતનું બરજીસ
group-barjis = બરજીસ
option-two_colours = બે ખેલાડી બબ્બે રંગ રમે
option-go_on = ફરી નાખવા દેતા દાવ
option-grace_values = સોગઠી અંદર લાવતા દાવ (કૃપા-દાવ)
option-exact = ઘરે પહોંચવા ચોક્કસ ગણતરી
option-mars = કોઈ વિરોધી ઘરે ન હોય ત્યારની જીત સાત ગણાય
meaning-two_colours = પચીસીના ક્રોસ પર બે ખેલાડી હોય ત્યારે: દરેક બે સામસામા રંગ રમે; નહીં તો દરેક એક રંગ, સામસામેની પાંખો દક્ષિણ અને ઉત્તર પર
meaning-go_on = જે દાવથી ફરી નાખવા મળે તેનાં મૂલ્યો (મૂળ: દાવ-કોષ્ટકનાં પોતાનાં)
meaning-grace_values = જે દાવ સોગઠીને પટ પર લાવે તેનાં મૂલ્યો (ખાલી: ફરી નાખવા દેતા દાવ)
meaning-exact = સોગઠી અંત સુધી ફક્ત ચોક્કસ ગણતરીથી પહોંચે; નહીં તો અંતથી આગળ લઈ જતો દાવ તેને બહાર (ઘરે) કરે
meaning-mars = કોઈ વિરોધીની એક પણ સોગઠી ઘરે ન પહોંચી હોય ત્યારની જીત (માર્સ) સાત રમત ગણાય, નહીં તો એક
allowed-go_on = table, અથવા દાવોની યાદી
allowed-grace_values = દાવોની યાદી, અથવા ખાલી
value-safe_squares-barjis = બરજીસ
value-enter-centre = વચ્ચે
value-go_on-table = દાવ-કોષ્ટકના
board-kitchen = રસોડું
piece-in_kitchen = { $seat } સોગઠી { $piece }, રસોડામાં
move-to_marked = { $who }: { $value } ચિહ્નિત ખાના પર ({ $togo } બાકી)
move-to_kitchen = { $who }: { $value } રસોડામાં આવે ({ $togo } બાકી)
logline-to_marked = { $who } ને { $value } ચલાવીને ચિહ્નિત ખાના પર ({ $togo } બાકી)
rules-barjis-seats = દરેક ખેલાડી ચાર સોગઠી સાથે એકલો રમે: { $seats }.
rules-barjis-teams = સાથીઓ સામસામે બેસે ({ $pairs }) અને એક ટીમ તરીકે સાથે રમે.
rules-barjis-end = જે પહેલો પોતાની ચારેય સોગઠી ઘરે, રસોડામાં, લાવે તે જીતે, અને રમત પૂરી થાય.
rules-barjis-end_teams = જે ટીમના બંને સાથી પહેલા પોતાની બધી સોગઠીઓ ઘરે, રસોડામાં, લાવે તે ટીમ જીતે, અને રમત પૂરી થાય.
rules-barjis-end_all = જે પહેલો પોતાની ચારેય સોગઠી ઘરે, રસોડામાં, લાવે તે જીતે; બાકીના સ્થાન માટે રમતા રહે.
rules-barjis-mars = કોઈ વિરોધીની એક પણ સોગઠી ઘરે ન પહોંચી હોય ત્યારની જીત માર્સ છે: તે સાત રમત ગણાય; બીજી કોઈ પણ જીત એક.
rules-barjis-road = કપડું ચાર પાંખનો ક્રોસ છે, દરેક પાંખમાં આઠ-આઠ ખાનાંની ત્રણ હાર, વચ્ચેના ભાગની આસપાસ, જે રસોડું છે. દરેક રંગીન રેખા એક ખેલાડીનો રસ્તો છે: રસોડામાંથી પોતાની પાંખની વચ્ચેની હાર પરથી નીચે, બહારની હારો પર ઘડિયાળની ઊંધી દિશામાં એક વાર પૂરું ચક્કર, પછી એ જ વચ્ચેની હાર પરથી ઉપર રસોડામાં, કુલ 84 પગલાં.
rules-barjis-marked = સોનેરી તારાથી ભરેલાં આઠ ખાનાં, દરેક પાંખની બંને બહારની હારમાં કિનારેથી ત્રીજું ખાનું, ચિહ્નિત ખાનાં છે: ત્યાં કોઈ મરાતું નથી, અને જુદા જુદા ખેલાડીઓની સોગઠીઓ ત્યાં સાથે રહી શકે.
rules-barjis-marked_exclusive = જે ચિહ્નિત ખાના પર વિરોધી ઊભો હોય ત્યાં કોઈ સોગઠી રોકાઈ ન શકે.
rules-barjis-home = ખેલાડીની વચ્ચેની હાર પર ફક્ત તેની પોતાની સોગઠીઓ જાય, તેથી ત્યાં તે સુરક્ષિત છે. રસોડું એ જગ્યા છે જ્યાં સોગઠીઓ રાહ જુએ અને જ્યાં તે પૂરી થાય.
rules-barjis-cowries = { $count } કોડી નાખો: કેટલી મોં ઉપર પડે તેનાથી દાવનું મૂલ્ય બને, નીચેના કોષ્ટક પ્રમાણે: એક પણ ઉપર નહીં તો 6, એક ઉપર 10 (દોસ્ત), બે, ત્રણ અને ચાર ઉપર પોતાની સંખ્યા, પાંચ ઉપર 25 (બેંજ), છયે ઉપર 12.
rules-barjis-go_on = { $values }નો દાવ તમને ફરી નાખવા દે.
rules-barjis-go_on_none = કોઈ દાવ ફરી નાખવા ન દે: દરેક વારો એક દાવ છે.
rules-barjis-grace = તમારી બધી સોગઠીઓ રસોડામાં, રસ્તાની બહાર, શરૂ થાય. ફક્ત કૃપા-દાવ, { $values }નો દાવ, સોગઠીને બહાર લાવે, શરૂઆતમાં અને મરાયા પછી ફરી; કૃપા-દાવથી રસ્તા પર પહેલેથી ઊભેલી સોગઠી પણ ચલાવી શકાય.
rules-barjis-enter_place = અંદર આવતી સોગઠી રસોડા પાસે તમારી વચ્ચેની હારના પહેલા ખાના પર મુકાય, અને કૃપા-દાવ વપરાઈ જાય.
rules-barjis-enter_full = અંદર આવતી સોગઠી રસોડામાંથી કૃપા-દાવના પૂરા મૂલ્ય જેટલું ચાલે.
rules-barjis-enter_centre = અંદર આવતી સોગઠી પટ પર રસોડામાં મુકાય (પટ તેને તમારા રંગના ત્રિકોણમાં બતાવે), અને કૃપા-દાવ વપરાઈ જાય; તમારા પછીના દાવ તેને પોતાના મૂલ્ય જેટલું બહાર ચલાવે. રસોડામાં કોઈ મરાતું નથી.
rules-barjis-move = રાખેલો દરેક દાવ એક સોગઠીને પોતાના પૂરા મૂલ્ય જેટલી આગળ ચલાવે, બેવડા ખાનામાંથી પણ. સોગઠી કોઈ પણ સોગઠી પરથી પસાર થાય, અને પોતાની સોગઠીઓવાળા ખાના પર રોકાઈ શકે (બેવડી થવું).
rules-barjis-capture = ચિહ્ન વગરના એવા ખાના પર રોકાઓ જ્યાં બીજા ખેલાડીની એકલી સોગઠી હોય તો તમે તેને મારો: તે રસોડામાં પાછી જાય અને બહાર આવવા ફરી કૃપા-દાવ જોઈએ. મારવાથી વધારાનો દાવ મળતો નથી.
rules-barjis-doubled = ચિહ્ન વગરના ખાના પર એક ખેલાડીની બે કે વધુ સોગઠીઓ મારી ન શકાય, અને બીજું કોઈ ત્યાં રોકાઈ ન શકે; તેમની પરથી પસાર થઈ શકાય.
rules-barjis-exact = સોગઠી રસોડામાં ઘરે ફક્ત ચોક્કસ સંખ્યાથી પહોંચે: જે દાવ તેને આગળ લઈ જાય તે તેના પર વાપરી ન શકાય.
rules-barjis-dead_end = 1નો કોઈ દાવ નથી, તેથી સોગઠીને રસોડાથી એક ખાનું પહેલાં ક્યારેય ન રોકો: ત્યાંથી કોઈ દાવ તેને ક્યારેય ઘરે ન લાવી શકે.
rules-barjis-bear_off = જે દાવ સોગઠીને તેના રસ્તાના અંતથી આગળ લઈ જાય તે તેને બહાર કરે: તે ઘરે છે.

## The Barjis lesson (/learn?preset=barjis, web/learn.js).
learn-barjis-title = બરજીસ રમતાં શીખો — પચીસી
learn-barjis-offer_title = બરજીસમાં નવા છો?
learn-barjis-offer_text = તેના કપડા પર 3 મિનિટનો પાઠ રમો: કોડીઓ, રસોડામાંથી સોગઠી બહાર લાવતો કૃપા-દાવ, મારવું, ચિહ્નિત ખાનાં અને પૂરા આંકે ઘર.
learn-end-rules_barjis = બરજીસના બધા નિયમો
learn-barjis-levant-title = લેવાંતનું બરજીસ રમતાં શીખો — પચીસી
learn-barjis-levant-offer_title = લેવાંતના બરજીસમાં નવા છો?
learn-barjis-levant-offer_text = તેના કપડા પર એક સામે એક, 3 મિનિટનો પાઠ રમો: કોડીઓ, રસોડામાંથી સોગઠી બહાર લાવતો એકમાત્ર 10નો દાવ, મારવું, ચિહ્નિત ખાનાં અને પૂરા આંકે ઘર.
learn-end-rules_barjis-levant = લેવાંતના બરજીસના બધા નિયમો
learn-step-barjis_throw-title = કોડીઓ નાખો
learn-step-barjis_throw-intro = બરજીસ { $shells } કોડીઓથી રમાય છે. તેમને નાખો અને કેટલી મોં ઉપર પડી તે ગણો: કોષ્ટક દાવનું મૂલ્ય આપે છે.
learn-step-barjis_throw-do = “દાવ નાખો” દબાવો.
learn-step-barjis_throw-again =
    { $count ->
       *[other] { $count } કોડી મોં ઉપર: { $value }. { $value } ફરી દાવ આપે છે — “દાવ નાખો” ફરી દબાવો.
    }
learn-step-barjis_throw-last =
    { $count ->
       *[other] { $count } કોડી મોં ઉપર: { $value }. તમારા દાવ પૂરા થયા. તમારા દાવ, { $values }, રખાય છે, અને હવે તમે તેમને એક પછી એક, દરેક એક સોગઠી પર વાપરો છો.
    }
learn-step-barjis_throw-done = તમે દાવ રાખો છો અને એક પછી એક વાપરો છો.
learn-step-barjis_grace-title = કૃપા-દાવથી સોગઠી બહાર લાવો
learn-step-barjis_grace-intro = તમારી ચાર { $seat } સોગઠીઓ કપડાની વચ્ચે, રસોડામાં, રાહ જુએ છે. ફક્ત કૃપા-દાવ — { $grace } — સોગઠીને બહાર લાવે છે: તે રસોડા પાસે તમારી વચ્ચેની હારના પહેલા ખાના પર મુકાય છે, અને આખો દાવ તેમાં વપરાઈ જાય છે. તમારા { $others } સોગઠી બહાર લાવી શકતા નથી.
learn-step-barjis_grace-do = તમારા { $value } થી સોગઠી બહાર લાવો.
learn-step-barjis_grace-done = સોગઠી { $piece } બહાર છે, ઘરથી { $togo } પગલાં દૂર: તમારી વચ્ચેની હારમાં નીચે, કપડાની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં એક વાર, અને વચ્ચેની હારમાં પાછા ઉપર રસોડામાં.
learn-step-barjis_move-title = તમારા રસ્તે ચાલો
learn-step-barjis_move-intro = રાખેલો દરેક દાવ એક સોગઠીને પોતાના પૂરા મૂલ્ય જેટલી આગળ ચલાવે છે; તે ક્યારેય સોગઠીઓ વચ્ચે વહેંચાતો નથી. તમારી સોગઠી { $piece } તમારા રસ્તાની શરૂઆતમાં છે.
learn-step-barjis_move-do = તેને તમારા { $value } થી ચલાવો: તે જ્યાં પહોંચશે તે ખાનું પ્રકાશિત છે.
learn-step-barjis_move-done = સોગઠી { $piece } તમારા રસ્તે { $value } ખાનાં ગઈ અને હજી { $togo } બાકી છે.
learn-step-barjis_capture-title = મારો
learn-step-barjis_capture-intro = { $victim } ની સોગઠી { $vpiece } તમારી સોગઠી { $piece } થી { $value } ખાનાં આગળ, ચિહ્ન વગરના ખાના પર એકલી ઊભી છે. ત્યાં રોકાઓ તો તમે તેને મારો છો: તે રસોડામાં પાછી જાય છે અને બહાર આવવા ફરી કૃપા-દાવ જોઈએ. બરજીસમાં મારવાથી વધારાનો દાવ મળતો નથી.
learn-step-barjis_capture-do = તમારા { $value } થી તેને મારો.
learn-step-barjis_capture-done = { $victim } ની સોગઠી { $vpiece } રસોડામાં પાછી ગઈ; મારવાથી વધારાનો દાવ મળતો નથી.
learn-step-barjis_marked-title = ચિહ્નિત ખાનાં સુરક્ષિત છે
learn-step-barjis_marked-intro = સોનેરી તારાવાળાં આઠ ખાનાં ચિહ્નિત ખાનાં છે. ચિહ્નિત ખાના પર કોઈ મરાતું નથી, અને જુદા જુદા ખેલાડીઓની સોગઠીઓ ત્યાં સાથે રહી શકે છે.
learn-step-barjis_marked-do = તમારો { $value } બેમાંથી કોઈ એક સોગઠી ચલાવી શકે છે. એવી ચાલ પસંદ કરો જેથી તમારી કોઈ સોગઠી મરાવા માટે ખુલ્લી ન રહે.
learn-step-barjis_marked-done = સોગઠી { $piece } ચિહ્નિત ખાના પર છે: ત્યાં તેને કોઈ મારી શકતું નથી, અને તમારી કોઈ સોગઠી ખુલ્લી નથી.
learn-step-barjis_exact-title = પૂરા આંકે રસોડામાં ઘરે
learn-step-barjis_exact-intro = સોગઠી રસોડામાં ઘરે ફક્ત બાકી પગલાં જેટલા ચોક્કસ દાવથી પહોંચે છે. 1નો કોઈ દાવ નથી, તેથી ઘરથી એક પગલું પહેલાં રહેલી સોગઠી ક્યારેય પૂરી થઈ શકતી નથી. તમારી સોગઠી { $piece } ને { $needed } પગલાં બાકી છે.
learn-step-barjis_exact-do = તમે { $needed } નાખ્યા: તે સોગઠીને ઘરે લાવો.
learn-step-barjis_exact-done = સોગઠી { $piece } પૂરા આંકે રસોડામાં ઘરે છે. જે પહેલાં ચારેય સોગઠી ઘરે લાવે તે જીતે.
learn-end-barjis_throw = કોડીઓ નાખો અને દાવ રાખો; { $again } ફરી દાવ આપે છે.
learn-end-barjis_grace = ફક્ત કૃપા-દાવ ({ $grace }) સોગઠીને રસોડામાંથી બહાર લાવે છે.
learn-end-barjis_move = દરેક દાવ એક સોગઠીને પોતાના પૂરા મૂલ્ય જેટલી આગળ ચલાવે છે.
learn-end-barjis_capture = ચિહ્નિત ખાનાં સિવાય બીજા ખેલાડીની એકલી સોગઠી પર રોકાઈને તેને રસોડામાં પાછી મોકલો; વધારાનો દાવ નહીં.
learn-end-barjis_marked = ચિહ્નિત ખાના (સોનેરી તારો) પર કોઈ મરાતું નથી.
learn-end-barjis_exact = સોગઠી ફક્ત પૂરા આંકે ઘરે જાય છે; તેને ક્યારેય ઘરથી એક પગલું પહેલાં ન છોડો.
learn-why-no_capture-barjis = તે કંઈ મારતો નથી: { $seat } ની સોગઠી { $piece } પટ પર રહે છે.
learn-why-exposed-barjis = સોગઠી { $piece } ચિહ્ન વગરના ખાને ઊભી રહે, જ્યાં { $seat } ની સોગઠી { $by } તેને { $value } થી મારી શકે — { $percent } દાવ { $value } હોય છે.

## ---- પારકેસ (issue 32, docs/rules.md §19): તેનું પ્રીસેટ, વિકલ્પો, ફૂંક અને મુગટ, નિયમોનું પાનું.
lobby-variant-parques = કોલંબિયાની રમત, પારચીસના પટ પર: બે પાસા, ફક્ત જોડી જ જેલમાંથી સોગઠીઓ છોડાવે, જોડી પડે તો ફરી પાસા, સળંગ ત્રણ જોડી એક સોગઠીને મુગટ પહેરાવે, અને મારવાની તક છોડનારી સોગઠીને ફૂંક મારીને જેલમાં મોકલી શકાય.
preset-parques = પારકેસ: બે પાસા, ફક્ત જોડી જ જેલમાંથી સોગઠીઓ છોડાવે (ત્રણ પ્રયાસ), જોડી પર ફરી પાસા, ત્રણ જોડી એક સોગઠીને મુગટ પહેરાવે, મારવાની છોડેલી તક પર ફૂંક મરાય
rules-name-parques = પારકેસ
group-parques = પારકેસ
option-pair_release = જોડી જેલમાંથી શું છોડાવે
option-jail_tries = કોઈ સોગઠી બહાર ન હોય ત્યારે જોડી માટેના દાવ
option-eleven_is_pair = 5 અને 6 ને જોડી ગણાય
option-crown = સળંગ ત્રણ જોડી એક સોગઠીને મુગટ પહેરાવે
option-crown_from_jail = મુગટવાળી સોગઠી જેલમાંથી પણ આવી શકે
option-soplar = મારવાની છોડેલી તક પર ફૂંક મારી શકાય (સોપ્લાર)
meaning-pair_release = બે પાસા સાથે: ફક્ત જોડી જ સોગઠીઓને જેલમાંથી કાઢીને સાલીદા પર લાવે, એક સોગઠી એક પાસાથી કે ઘણી બંને પાસાથી; સુપર: 1-1 અને 6-6 દરેક સોગઠીને છોડાવે, બીજી જોડી બેને; બધી: કોઈ પણ જોડી દરેક સોગઠીને છોડાવે; 1 કે 2: વધુમાં વધુ એટલી; બંધ: બહાર આવવાના બીજા નિયમો
meaning-jail_tries = ખેલાડીની કોઈ સોગઠી પટ પર ન હોય ત્યારે એક વારામાં કેટલા દાવ હોઈ શકે; પહેલી જોડી પડતાં જ દાવ અટકે
meaning-eleven_is_pair = જોડી વિશેના દરેક નિયમમાં 5 અને 6 ને જોડી ગણાય: સોગઠીઓ છોડાવવી, ફરી પાસા નાખવા, સળંગ ત્રણ જોડી
meaning-crown = સળંગ ત્રણ જોડી પડે ત્યારે: દંડને બદલે ખેલાડી પોતાની એક સોગઠી સીધી વચ્ચે મૂકે છે, અને વારો પૂરો થાય છે
meaning-crown_from_jail = મુગટવાળી સોગઠી હજી જેલમાં હોય એવી પણ હોઈ શકે (નહીં તો ફક્ત પટ પરની સોગઠી)
meaning-soplar = જે ખેલાડી કોઈ પાસો માર્યા વિના વાપરે, જ્યારે એ પાસો મારી શક્યો હોત, તે મારવાની તક છોડે છે: પછીનો ખેલાડી સૌથી પહેલાં, જે સોગઠીઓ મારી શકી હોત તેમાંથી એકને ફૂંક મારીને તેની જેલમાં પાછી મોકલી શકે છે
value-pair_release-off = બંધ
value-pair_release-super = સુપર (1-1 અને 6-6 બધી છોડાવે, બીજી જોડી બે)
value-pair_release-all = બધી (કોઈ પણ જોડી બધી છોડાવે)
move-blow = { $seat } ની સોગઠી { $piece } ને ફૂંક મારીને તેની જેલમાં પાછી મોકલો (મારવાની છોડેલી તક)
move-no_blow = ફૂંક ન મારો: તમારા દાવ પર આગળ વધો
move-crown = સોગઠી { $piece } ને મુગટ પહેરાવો: તે સીધી વચ્ચે જાય છે
move-release_pair = { $who }: બંને પાસાથી સાથે જેલમાંથી બહાર ({ $togo } બાકી)
logline-release_pair = જોડીના બંને પાસાથી { $who } જેલમાંથી બહાર કાઢ્યા ({ $togo } બાકી)
logline-blow = { $captured } ને ફૂંક મારીને જેલમાં પાછી મોકલી (મારવાની છોડેલી તક)
logline-no_blow = મારવાની છોડેલી તક પર ફૂંક ન મારી
logline-crown = { $who } ને મુગટ પહેરાવ્યો: સળંગ ત્રીજી જોડીએ તેને વચ્ચે પહોંચાડી
banner-blow_you = { $seat } (તમે): { $victim } એ મારવાની તક છોડી — તેની એક સોગઠીને ફૂંક મારીને જેલમાં પાછી મોકલો, અથવા આગળ વધો
banner-crown_you = { $seat } (તમે): સળંગ ત્રીજી જોડી — એક સોગઠીને મુગટ પહેરાવો
rules-parques-seats =
    { $count ->
        [one] બે થી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગની { $count } સોગઠી, જે એ જ રંગની જેલ (કારસેલ) માં શરૂ થાય છે: પોતાના સાલીદાની બાજુના ખૂણે.
       *[other] બે થી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગની { $count } સોગઠીઓ, જે એ જ રંગની જેલ (કારસેલ) માં શરૂ થાય છે: પોતાના સાલીદાની બાજુના ખૂણે.
    }
rules-parques-end = જે ખેલાડી સૌથી પહેલાં બધી સોગઠીઓ સિએલોમાં, એટલે કે વચ્ચે, પહોંચાડે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-parques-end_all = જે ખેલાડી સૌથી પહેલાં બધી સોગઠીઓ સિએલોમાં, એટલે કે વચ્ચે, પહોંચાડે તે જીતે છે; બાકીના ક્રમ માટે રમતા રહે છે.
rules-parques-road = રસ્તો ચોકડીની ફરતે 68 ખાનાંનું વર્તુળ છે. સોગઠી જેલમાંથી પોતાના સાલીદા પર, એટલે કે પોતાના રંગના પ્રવેશ ખાને, બહાર આવે છે, પટની ફરતે ઘડિયાળની વિરુદ્ધ દિશામાં એક ચક્કર લગાવીને પોતાની પાંખના છેડા સુધી જાય છે, અને પછી પોતાના યેગાદામાં, તેના રંગનાં સાત ખાનાંમાં થઈને, વચ્ચે સિએલો સુધી પહોંચે છે.
rules-parques-safe = 12 સેગૂરો (કૂંડાળાવાળાં ખાનાં: દરેક પાંખ પર ત્રણ, સાલીદા પણ એમાં જ) બચાવે છે: ત્યાં કોઈ મરાતું નથી, અને કોઈ પણ રંગની સોગઠીઓ ત્યાં સાથે રહી શકે છે.
rules-parques-dice = બે પાસા નાખો. દરેક પાસો એક સોગઠીને આગળ ચલાવે છે: એક સોગઠી એક પાસો લઈ શકે અને બીજી સોગઠી બીજો, અથવા એક જ સોગઠી બંને, એક પછી એક. જે પાસો વાપરી શકાય તે વાપરવો જ પડે.
rules-parques-eleven = જોડી વિશેના દરેક નિયમમાં 5 અને 6 ને પણ જોડી ગણાય છે.
rules-parques-release_super = ફક્ત જોડી જ સોગઠીઓને જેલમાંથી કાઢીને તમારા સાલીદા પર લાવે છે: 1-1 અને 6-6 જેલની દરેક સોગઠીને છોડાવે છે, બીજી કોઈ પણ જોડી બે સુધી.
rules-parques-release_all = ફક્ત જોડી જ સોગઠીઓને જેલમાંથી કાઢીને તમારા સાલીદા પર લાવે છે, અને કોઈ પણ જોડી જેલની દરેક સોગઠીને છોડાવે છે.
rules-parques-release_count =
    { $count ->
        [one] ફક્ત જોડી જ સોગઠીને જેલમાંથી કાઢીને તમારા સાલીદા પર લાવે છે, એક વારમાં { $count } સોગઠી.
       *[other] ફક્ત જોડી જ સોગઠીઓને જેલમાંથી કાઢીને તમારા સાલીદા પર લાવે છે, એક વારમાં વધુમાં વધુ { $count } સોગઠીઓ.
    }
rules-parques-tries = તમારી કોઈ સોગઠી પટ પર ન હોય ત્યાં સુધી, જોડી મેળવવા તમારી પાસે { $count } દાવ સુધી હોય છે; પહેલી જોડી પડતાં જ દાવ અટકે છે.
rules-parques-release_dice = એક સોગઠી છોડાવવામાં જોડીનો એક પાસો વપરાય છે, અને બીજો પાસો પટ પર પહેલેથી રહેલી કોઈ સોગઠીને ચલાવે છે; બે કે વધુ છોડાવવામાં બંને પાસા વપરાય છે. પટ પર તમારી કોઈ સોગઠી ન હોય તો જોડીથી શક્ય એટલી સોગઠીઓ છોડાવવી જ પડે; નહીં તો તમે તેને બદલે તેનાથી ચાલ ચાલી શકો.
rules-parques-salida_capture = બહાર આવતી સોગઠીઓ તમારા સાલીદા પર ઊભેલી વિરોધીઓની દરેક સોગઠીને મારે છે; બાકી સાલીદા સેગૂરોની જેમ સુરક્ષિત છે.
rules-parques-again = જોડી ચાલ્યા પછી તમે ફરી પાસા નાખો છો, જેટલી વાર જોડી પડે એટલી વાર.
rules-parques-crown = સળંગ ત્રીજી જોડી ચલાવાતી નથી: તમે તમારી એવી કોઈ સોગઠી પસંદ કરો છો જે હજી સિએલોમાં નથી, જેલમાંની પણ, અને તે સીધી ત્યાં જાય છે (મુગટ); તમારો વારો પૂરો.
rules-parques-crown_board = સળંગ ત્રીજી જોડી ચલાવાતી નથી: તમે પટ પરની તમારી કોઈ સોગઠી પસંદ કરો છો અને તે સીધી સિએલોમાં જાય છે (મુગટ); તમારો વારો પૂરો.
rules-parques-three_pairs = સળંગ ત્રીજી જોડી ચલાવાતી નથી: સિએલોની સૌથી નજીકની તમારી સોગઠી જેલમાં પાછી જાય છે, અને તમારો વારો પૂરો.
rules-parques-capture = વર્તુળના એવા ખાને ચાલ પૂરી કરો જે સેગૂરો ન હોય, તો ત્યાં ઊભેલી વિરોધીઓની દરેક સોગઠીને તમે મારો છો: તે પોતપોતાની જેલમાં પાછી જાય છે. મારવાથી વધારાનાં ખાનાં મળતાં નથી.
rules-parques-no_barriers = સોગઠીઓ કોઈ પણ સોગઠીને ઓળંગી જાય છે: કોઈ નાકાબંધી નથી, અને એક ખાને ગમે તેટલી સોગઠીઓ સાથે રહી શકે છે.
rules-parques-soplar = જો તમે કોઈ પાસો એવી ચાલમાં વાપરો જે કંઈ મારતી નથી, જ્યારે એ પાસો મારી શક્યો હોત, તો તમે મારવાની તક છોડો છો: પછીનો ખેલાડી પોતાના વારાની શરૂઆત, જે સોગઠીઓ મારી શકી હોત તેમાંથી એકને ફૂંક મારીને તેની જેલમાં પાછી મોકલીને, કરી શકે છે.
rules-parques-forced_capture = મારવું ફરજિયાત છે: જ્યારે કોઈ પાસો મારી શકે, ત્યારે ફક્ત મારવાની ચાલ જ માન્ય છે.
rules-parques-forfeit = જે પાસો કોઈ સોગઠી વાપરી ન શકે તે જાય છે; બીજો તો પણ ચલાવાય છે.
rules-parques-exact = સોગઠી સિએલોમાં ફક્ત પૂરા આંકે પહોંચે છે, કોઈ એક પાસાથી કે બંનેથી વારાફરતી.
rules-throws-parques = બે પાસા: દરેક પાસા પર 1 થી 6 સુધીના દરેક આંકની શક્યતા સરખી છે, અને દરેક પાસો અલગથી વપરાય છે. જોડી, જે સોગઠીઓને જેલમાંથી છોડાવે છે અને ફરી દાવ અપાવે છે, { $pairs } દાવમાં આવે છે.
rules-throws-parques_sums = બે પાસાનો સરવાળો (કોણ શરૂ કરે તે નક્કી કરે છે, અને એક જ સોગઠી આખા સરવાળા જેટલી ચાલી શકે છે):

## પારકેસનો પાઠ (/learn?preset=parques, web/learn.js).
learn-parques-title = પારકેસ રમતાં શીખો — પચીસી
learn-parques-offer_title = પારકેસમાં નવા છો?
learn-parques-offer_text = તેના પટ પર 3 મિનિટનો પાઠ રમો: જેલમાંથી નીકળવા જોડી, મારવું, મારવાની છોડેલી તક પર ફૂંક મારવી, સિએલોમાં બરાબર ગણતરીથી પહોંચવું અને ત્રણ જોડીનો મુગટ.
learn-end-rules_parques = પારકેસના બધા નિયમો
learn-choose_blow = જે સોગઠીને ફૂંક મારીને તેની જેલમાં પાછી મોકલવી છે તેના પર ક્લિક કરો, અથવા કોઈ ચાલ પસંદ કરો:
learn-step-parques_throw-title = જોડી માટે નાખો
learn-step-parques_throw-intro = પારકેસ બે પાસાથી રમાય છે. તમારી ચારેય સોગઠીઓ ({ $seat }) જેલ (કારસેલ)માં છે, તમારા રંગના ખૂણામાં, અને તેમને ફક્ત જોડી જ છોડાવે છે — બંને પાસા પર એક જ અંક. તમારી કોઈ સોગઠી પટ પર ન હોય ત્યાં સુધી, જોડી મેળવવા તમારી પાસે ત્રણ દાવ સુધી હોય છે.
learn-step-parques_throw-do = દાવ નાખો દબાવો.
learn-step-parques_throw-again = { $dice }: જોડી નથી, એટલે કોઈ સોગઠી બહાર આવતી નથી. તમારી પાસે બીજો પ્રયાસ છે — ફરી દાવ નાખો દબાવો.
learn-step-parques_throw-last = { $dice }: જોડી! તે તમારા પ્રયાસ અટકાવે છે. જોડી { $doubles } દાવમાં પડે છે.
learn-step-parques_release-title = જોડી સોગઠીઓને જેલમાંથી છોડાવે છે
learn-step-parques_release-intro = જોડી સોગઠીઓને જેલમાંથી કાઢીને તમારા સાલીદા પર લાવે છે, જે તેની બાજુમાં તમારા રંગનું સેગૂરો છે. 1‑1 કે 6‑6 જેલની દરેક સોગઠીને છોડાવે છે, બીજી કોઈ પણ જોડી બે સુધી, અને બે કે વધુ છોડાવવામાં બંને પાસા વપરાય છે. પટ પર તમારી કોઈ સોગઠી ન હોય ત્યારે, જોડી જેટલી છોડાવી શકે એટલી છોડાવવી પડે છે.
learn-step-parques_release-do = તેમને બહાર લાવવા જેલમાંની તમારી કોઈ સોગઠી પર ક્લિક કરો.
learn-step-parques_release-done = ચારેય સોગઠીઓ તમારા સાલીદા પર છે, સિએલોથી { $togo } ખાનાં દૂર, અને બંને પાસા વપરાઈ ગયા. જોડી ચાલ્યા પછી તમને વધુ એક દાવ મળે છે, જેટલી વાર જોડી પડે એટલી વાર.
learn-step-parques_capture-title = ખાના પરની દરેક સોગઠી મારો
learn-step-parques_capture-intro = એક પાસો વપરાઈ ગયો છે; તમારો { $value } બાકી છે. { $victim } ની બે સોગઠીઓ તમારી સોગઠી { $piece } થી { $value } ખાનાં આગળ, સેગૂરો ન હોય એવા ખાને છે. ત્યાં ચાલ પૂરી કરો તો તમે તેના પરની વિરોધીઓની દરેક સોગઠી મારો છો: તે બધી પોતાની જેલમાં પાછી જાય છે.
learn-step-parques_capture-do = તમારા { $value } થી તેમને મારો.
learn-step-parques_capture-done = { $victim } ની બંને સોગઠીઓ પોતાની જેલમાં પાછી છે. મારવાથી ન વધારાનાં ખાનાં મળે છે, ન વધારાનો દાવ.
learn-step-parques_blow-title = છોડેલી તક પર ફૂંક મારો
learn-step-parques_blow-intro = { $victim } એ હમણાં જ માર્યા વિના ચાલ ચાલી, જ્યારે તેની સોગઠી { $vpiece }, જે તમારી સોગઠી { $target } થી { $gap } ખાનાં પાછળ છે, મારી શકી હોત: { $victim } એ મારવાની તક છોડી. તમારો દાવ નાખતાં પહેલાં તમે એ સોગઠીને ફૂંક મારીને તેની જેલમાં પાછી મોકલી શકો (સોપ્લાર), અથવા આગળ વધી શકો.
learn-step-parques_blow-do = તેને ફૂંક મારો: પટ પર { $victim } ની સોગઠી { $vpiece } પર ક્લિક કરો.
learn-step-parques_blow-done = { $victim } ની સોગઠી { $vpiece } તેની જેલમાં પાછી છે અને હવે તમારી સોગઠી { $target } ને મારી શકતી નથી. હવે તમે હંમેશની જેમ દાવ નાખો: ફૂંક મારવામાં કોઈ દાવ વપરાતો નથી.
learn-step-parques_llegada-title = બરાબર ગણતરીથી સિએલોમાં
learn-step-parques_llegada-intro = એક પાસો વપરાઈ ગયો છે; તમારો { $needed } બાકી છે. તમારી સોગઠી { $piece } તમારા યેગાદામાં છે, એટલે કે વચ્ચે સુધી જતાં તમારા રંગનાં સાત ખાનાંમાં, અને તેને હજી { $needed } ખાનાં જવાનું છે. સોગઠી સિએલોમાં ફક્ત બરાબર ગણતરીથી પહોંચે છે, એક પાસાથી કે બંનેથી વારાફરતી.
learn-step-parques_llegada-do = તમારા { $needed } થી એ સોગઠીને સિએલોમાં પહોંચાડો.
learn-step-parques_llegada-done = સોગઠી { $piece } સિએલોમાં છે. જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ સિએલોમાં પહોંચાડે તે જીતે છે.
learn-step-parques_third-title = સળંગ ત્રણ જોડી
learn-step-parques_third-intro = દરેક જોડી ચાલ્યા પછી તમને વધુ એક દાવ મળે છે. આ વારામાં તમે સળંગ બે જોડી નાખીને ચાલી ચૂક્યા છો, અને સળંગ ત્રીજી જોડી ચલાવાતી નથી.
learn-step-parques_third-do = દાવ નાખો દબાવો.
learn-step-parques_third-last = { $dice }: સળંગ તમારી ત્રીજી જોડી. તે ચલાવાતી નથી: તેને બદલે તમે તમારી એક સોગઠીને મુગટ પહેરાવો છો, અને પછી તમારો વારો પૂરો થાય છે.
learn-step-parques_crown-title = એક સોગઠીને મુગટ પહેરાવો
learn-step-parques_crown-intro = મુગટ તમારી એવી કોઈ સોગઠીને, જે હજી સિએલોમાં નથી, સીધી ત્યાં પહોંચાડે છે — હજી જેલમાં હોય એવી સોગઠીને પણ.
learn-step-parques_crown-do = જે સોગઠીને તેનાથી સૌથી વધુ ફાયદો થાય તેને મુગટ પહેરાવો: તેના પર ક્લિક કરો.
learn-step-parques_crown-done = સોગઠી { $piece } જેલમાંથી સીધી સિએલોમાં પહોંચી: હવે તેને ન બહાર નીકળવા જોડી જોઈએ, ન આખું ચક્કર. તમારો વારો પૂરો થાય છે.
learn-end-parques_throw = પટ પર તમારી કોઈ સોગઠી ન હોય ત્યારે, જોડી મેળવવા તમારી પાસે ત્રણ દાવ સુધી હોય છે.
learn-end-parques_release = ફક્ત જોડી જ સોગઠીઓને જેલમાંથી છોડાવે છે (1‑1 અને 6‑6 બધીને, બીજી જોડી બેને), અને દરેક જોડી ચાલ્યા પછી ફરી દાવ મળે છે.
learn-end-parques_capture = સેગૂરો ન હોય એવા ખાને ચાલ પૂરી કરો, તો ત્યાં ઊભેલી વિરોધીઓની દરેક સોગઠી પોતાની જેલમાં પાછી જાય છે.
learn-end-parques_blow = ન લીધેલી તક એ મારવાની છોડેલી તક છે: પછીનો ખેલાડી એ સોગઠીને ફૂંક મારીને તેની જેલમાં પાછી મોકલી શકે છે.
learn-end-parques_llegada = સોગઠી સિએલોમાં ફક્ત બરાબર ગણતરીથી પહોંચે છે.
learn-end-parques_third = સળંગ ત્રીજી જોડી ચલાવાતી નથી.
learn-end-parques_crown = તેને બદલે તે એક સોગઠીને મુગટ પહેરાવે છે: શક્ય હોય તો હજી જેલમાં હોય એવી સોગઠીને મુગટ પહેરાવો.
learn-why-no_capture_blow = તે કંઈ મારતો નથી, એટલે { $seat } ની સોગઠીઓ પટ પર રહે છે — અને તે મારવાની તક છોડે છે: { $blower } નો વારો તમારી સોગઠી { $mine } ને ફૂંક મારીને જેલમાં પાછી મોકલવાથી શરૂ થઈ શકે છે.
learn-why-no_blow = ના પાડવામાં કંઈ જતું નથી, પણ { $seat } ની સોગઠી { $piece } તમારી સોગઠી { $target } થી { $value } ખાનાં પાછળ રહે છે: એક પાસા પર કે બંનેના સરવાળામાં { $value } તેને મારી નાખે, અને { $percent } દાવ એમ કરી શકે છે.
learn-why-crown_short = સોગઠી { $piece } ને ફક્ત { $togo } ખાનાં જવાનું બાકી હતું. સોગઠી { $best } હજી જેલમાં છે: તેને બહાર નીકળવા માટે જ જોડી જોઈએ, અને પછી આખું ચક્કર — તેને મુગટ પહેરાવવામાં ઘણો વધુ ફાયદો છે.
learn-why-not_home-parques = સોગઠી { $piece } ને સિએલો માટે બરાબર { $needed } જોઈએ, અને ફક્ત { $percent } દાવ એક પાસા પર કે બંનેના સરવાળામાં { $needed } આપે છે: મળ્યો છે ત્યારે વાપરો.

## ---- સૉરી! (issue 32, docs/rules.md §20): નિયમોનું પાનું (web/rules.js).
rules-name-sorry = સૉરી!
preset-sorry = સૉરી!: પાસાને બદલે 45 પત્તાંની ગડ્ડી, 1 કે 2 સોગઠીને સ્ટાર્ટમાંથી કાઢે, 4 પાછળ લઈ જાય, 7 વહેંચાય, 11 અદલાબદલી કરે, સૉરી! પત્તું પાછી મોકલે, લપસણીઓ
option-deck = ગડ્ડીનાં પત્તાં
option-deck_model = પત્તાં કેવી રીતે ખેંચાય
option-quick_start = ઝડપી શરૂઆત: એક સોગઠી પહેલેથી બહાર
option-slide_colour = સોગઠી કોની લપસણીઓ પર લપસે
option-two_draws_again = 2 પર ફરી પત્તું ખેંચો
option-sorry_four = સૉરી! પત્તું તેને બદલે 4 આગળ પણ ચલાવી શકે
meaning-deck = ગડ્ડીનાં પત્તાં; 45: પાંચ 1, અને 2, 3, 4, 5, 7, 8, 10, 11, 12 અને સૉરી! નાં ચાર-ચાર; 44: દરેકનાં ચાર (પહેલી આવૃત્તિ); 55: દરેકનાં પાંચ
meaning-deck_model = પત્તાં પાછાં મૂક્યા વિના ખેંચાય છે અને ગડ્ડી ખૂટે ત્યારે ઊતરેલાં પત્તાં ચીપીને નવી ગડ્ડી બને છે (મર્યાદિત), અથવા દરેક પત્તું આખી ગડ્ડીની શક્યતાઓથી ખેંચાય છે (અમર્યાદિત)
meaning-quick_start = દરેક ખેલાડીની એક સોગઠી સ્ટાર્ટને બદલે પોતાના શરૂઆતના ખાને શરૂ થાય છે
meaning-slide_colour = લપસણીના ત્રિકોણ પર અટકતી સોગઠી બીજા રંગોની લપસણીઓ પર લપસે (બીજાની), દરેક લપસણી પર (બધાની) કે ફક્ત પોતાના રંગની લપસણીઓ પર (પોતાની)
meaning-two_draws_again = 2 આવે ત્યારે ખેલાડી બીજું એક પત્તું ખેંચે છે (2013ની આવૃત્તિમાં નહીં)
meaning-sorry_four = સૉરી! પત્તું તેને બદલે ખેલાડીની એક સોગઠીને 4 આગળ પણ ચલાવી શકે (પછીની આવૃત્તિઓ)
value-deck_model-finite = મર્યાદિત
value-deck_model-infinite = અમર્યાદિત
value-slide_colour-others = બીજાની
value-slide_colour-any = બધાની
value-slide_colour-own = પોતાની
rules-sorry-seats = બે થી ચાર ખેલાડી, દરેક એકલો, દરેક પાસે એક રંગની ચાર સોગઠીઓ, જે તેના સ્ટાર્ટમાં, એટલે કે તેના શરૂઆતના ખાનાની બાજુની જગ્યામાં, શરૂ થાય છે.
rules-sorry-quick_start = ઝડપી રમત માટે, દરેક ખેલાડીની એક સોગઠી પોતાના શરૂઆતના ખાને શરૂ થાય છે.
rules-sorry-end = જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ હોમ (ઘર) પહોંચાડે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-sorry-end_all = જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ હોમ (ઘર) પહોંચાડે તે જીતે છે; બાકીના ક્રમ માટે રમતા રહે છે.
rules-sorry-seats_teams = ચાર ખેલાડી બે ટીમમાં, સાથીઓ સામસામે બેસે છે: { $a } મળીને { $b } સામે રમે છે. દરેક ખેલાડી પાસે એક રંગની ચાર સોગઠીઓ હોય છે, જે તેના સ્ટાર્ટમાં, એટલે કે તેના શરૂઆતના ખાનાની બાજુની જગ્યામાં, શરૂ થાય છે.
rules-sorry-end_teams = જે ટીમ સૌથી પહેલાં બંને સાથીઓની આઠેય સોગઠીઓ હોમ (ઘર) પહોંચાડે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-sorry-team_pawns = સાથીઓની રમતમાં તમે તમારું પત્તું તમારી ટીમની આઠમાંથી કોઈ પણ સોગઠી પર ચલાવી શકો: તમારી પોતાની ચાર પર કે તમારા સાથીની ચાર પર. દરેક સોગઠી તો પણ પોતાના જ રંગના રસ્તે ફરે છે, પોતાના જ સુરક્ષિત ક્ષેત્ર અને હોમમાં જાય છે.
rules-sorry-team_home = જે ખેલાડીની ચારેય સોગઠીઓ હોમ પહોંચી ગઈ હોય, તે પોતાના વારે પત્તાં ખેંચતો રહે છે અને તે પોતાના સાથીની સોગઠીઓ પર ચલાવે છે.
rules-sorry-team_start = 1 કે 2 કોઈ પણ સાથીના સ્ટાર્ટમાંથી સોગઠી કાઢી શકે છે, એ સોગઠીના પોતાના શરૂઆતના ખાને.
rules-sorry-team_seven = 7 ને ટીમની આઠમાંથી કોઈ પણ બે સોગઠીઓમાં વહેંચી શકાય, જેમ કે 4 તમારી એક સોગઠી માટે અને 3 સાથીની એક સોગઠી માટે.
rules-sorry-team_eleven = 11 ટીમની કોઈ સોગઠીની અદલાબદલી ફક્ત વિરોધીની સોગઠી સાથે કરે છે, તમારી ટીમની સોગઠી સાથે ક્યારેય નહીં.
rules-sorry-team_sorry = સૉરી! પત્તું કોઈ પણ સાથીના સ્ટાર્ટમાંથી સોગઠી લઈને ચક્કરના એ ખાને મૂકી શકે જ્યાં બીજા કોઈ રંગની સોગઠી ઊભી છે, સાથીની સોગઠી પણ; એ સોગઠી પોતાના સ્ટાર્ટમાં પાછી જાય છે.
rules-sorry-team_bump = જે સોગઠી પોતાની ચાલ બીજા સાથીની સોગઠી પર પૂરી કરે, તે તેને તેના સ્ટાર્ટમાં પાછી મોકલે છે, જેમ વિરોધીની સોગઠીને; પોતાના જ રંગની સોગઠી પર કોઈ સોગઠી ચાલ પૂરી કરી શકતી નથી.
rules-sorry-does_sorry_teams = સ્ટાર્ટમાંથી બીજા રંગની સોગઠી (સાથીની પણ) ની જગ્યાએ, જે પોતાના સ્ટાર્ટમાં પાછી જાય છે
rules-sorry-does_sorry_four_teams = સ્ટાર્ટમાંથી બીજા રંગની સોગઠી (સાથીની પણ) ની જગ્યાએ, જે પોતાના સ્ટાર્ટમાં પાછી જાય છે; અથવા 4 આગળ
rules-sorry-order_fixed = { $seat } શરૂ કરે છે; પછી વારો ડાબી બાજુ, ટેબલની ફરતે ઘડિયાળની દિશામાં ફરે છે.
rules-sorry-order = કોણ શરૂ કરે તે જોવા દરેક એક પત્તું ખેંચે છે: સૌથી મોટું પત્તું શરૂ કરે, અને સૉરી! પત્તું 12 કરતાં પણ મોટું ગણાય (બરાબરી હોય તો ફરી ખેંચો). પત્તાં ગડ્ડીમાં પાછાં જાય છે અને ગડ્ડી ચીપાય છે. પછી વારો ડાબી બાજુ, ટેબલની ફરતે ઘડિયાળની દિશામાં ફરે છે.
rules-sorry-road = રસ્તો ચોરસ પટની કિનારીએ કિનારીએ 60 ખાનાંનું ચક્કર છે, દરેક બાજુ 15, અને દરેક સોગઠી તેના પર ઘડિયાળની દિશામાં ફરે છે. સોગઠી સ્ટાર્ટમાંથી પોતાના શરૂઆતના ખાને બહાર આવે છે, પટનું એક ચક્કર લગાવે છે, અને પોતાના શરૂઆતના ખાનાથી બે ખાનાં પહેલાં ચક્કર છોડીને પોતાના સુરક્ષિત ક્ષેત્રમાં વળે છે.
rules-sorry-slides = દરેક બાજુ પર તે બાજુના ખેલાડીના રંગની બે લપસણીઓ છે, 4 અને 5 ખાનાંની, અને દરેક ત્રિકોણથી શરૂ થાય છે.
rules-sorry-slide_others = જે સોગઠી પોતાની ચાલ બરાબર બીજા રંગની લપસણીના ત્રિકોણ પર પૂરી કરે — કોઈ પણ પત્તાથી, પાછળની ચાલથી પણ — તે તરત લપસીને લપસણીના છેડે પહોંચે છે, અને લપસણી પર ઊભેલી દરેક સોગઠી, તમારી પોતાની પણ, પોતાના સ્ટાર્ટમાં પાછી જાય છે. પોતાના રંગના ત્રિકોણ પર અટકવાથી કંઈ થતું નથી, ન ત્રિકોણ ઓળંગવાથી, ન લપસણીનાં બાકીનાં ખાનાં પર અટકવાથી.
rules-sorry-slide_any = જે સોગઠી પોતાની ચાલ બરાબર કોઈ પણ લપસણીના ત્રિકોણ પર પૂરી કરે, પોતાના રંગની પર પણ — કોઈ પણ પત્તાથી, પાછળની ચાલથી પણ — તે તરત લપસીને લપસણીના છેડે પહોંચે છે, અને લપસણી પર ઊભેલી દરેક સોગઠી, તમારી પોતાની પણ, પોતાના સ્ટાર્ટમાં પાછી જાય છે. ત્રિકોણ ઓળંગવાથી કે લપસણીનાં બાકીનાં ખાનાં પર અટકવાથી કંઈ થતું નથી.
rules-sorry-slide_own = આ રમતમાં સોગઠી ફક્ત પોતાના રંગની લપસણીઓ પર લપસે છે: જે સોગઠી પોતાની ચાલ બરાબર પોતાના રંગની લપસણીના ત્રિકોણ પર પૂરી કરે — કોઈ પણ પત્તાથી, પાછળની ચાલથી પણ — તે તરત લપસીને લપસણીના છેડે પહોંચે છે, અને લપસણી પર ઊભેલી દરેક સોગઠી, તમારી પોતાની પણ, પોતાના સ્ટાર્ટમાં પાછી જાય છે. બીજા રંગોની લપસણીઓથી, ત્રિકોણ ઓળંગવાથી કે લપસણીનાં બાકીનાં ખાનાં પર અટકવાથી કંઈ થતું નથી.
rules-sorry-empty_sides = જે બાજુ કોઈ રમતું નથી, તેની લપસણીઓ બીજા રંગની ગણાય છે: દરેક સોગઠી તેના પર લપસે છે.
rules-sorry-safety = દરેક રંગનું સુરક્ષિત ક્ષેત્ર તેના રંગનાં પાંચ ખાનાં છે, જે ચક્કરમાંથી નીકળીને તેના હોમ સુધી જાય છે. તેમાં ફક્ત એ જ રંગની સોગઠીઓ જાય છે, અને ફક્ત આગળ ચાલીને; સોગઠી 4 કે 10 થી પાછળ ચાલીને તેમાંથી નીકળી શકે અને પછી પાછી આવી શકે. સુરક્ષિત ક્ષેત્ર કે હોમમાંની સોગઠીને ન પાછી મોકલી શકાય, ન તેની સાથે અદલાબદલી થાય, ન સૉરી! પત્તું તેને લઈ શકે; બીજું કોઈ ખાનું સુરક્ષિત નથી, શરૂઆતનાં ખાનાં પણ નહીં.
rules-sorry-draw = પાસા નથી: તમારા વારે તમે ગડ્ડીનું ઉપરનું પત્તું ખેંચો છો અને તે ચલાવો છો (નીચેનું કોષ્ટક). પત્તું પાછું મુકાતું નથી: તે ઊતરેલાં પત્તાંના ઢગલામાં જાય છે, અને ગડ્ડી ખૂટે ત્યારે બધાં પત્તાં ચીપીને નવી ગડ્ડી બને છે.
rules-sorry-draw_infinite = પાસા નથી: તમારા વારે તમે એક પત્તું ખેંચો છો અને તે ચલાવો છો (નીચેનું કોષ્ટક). આ રમતમાં દરેક પત્તું આખી ગડ્ડીમાંથી ખેંચાય છે, જાણે દરેક પત્તું તરત પાછું ચીપી દેવાયું હોય, તેથી શક્યતાઓ ક્યારેય બદલાતી નથી.
rules-sorry-deck_45 = ગડ્ડીમાં 45 પત્તાં છે: પાંચ 1, અને 2, 3, 4, 5, 7, 8, 10, 11, 12 અને સૉરી! નાં ચાર-ચાર. 6 કે 9 નું કોઈ પત્તું નથી.
rules-sorry-deck_44 = ગડ્ડીમાં પહેલી આવૃત્તિનાં 44 પત્તાં છે: 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 અને સૉરી! નાં ચાર-ચાર. 6 કે 9 નું કોઈ પત્તું નથી.
rules-sorry-deck_55 = ગડ્ડીમાં 55 પત્તાં છે: 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 અને સૉરી! નાં પાંચ-પાંચ. 6 કે 9 નું કોઈ પત્તું નથી.
rules-sorry-start = ફક્ત 1 કે 2 જ સોગઠીને સ્ટાર્ટમાંથી કાઢીને તમારા શરૂઆતના ખાને લાવે છે, અને તેમાં આખું પત્તું વપરાય છે; સૉરી! પત્તું સોગઠીને પોતાની રીતે કાઢે છે (નીચે), અને બીજું કોઈ પત્તું કાઢી શકતું નથી. તમારા શરૂઆતના ખાને તમારી પોતાની સોગઠી હોય ત્યારે કોઈ સોગઠી બહાર આવી શકતી નથી; ત્યાં ઊભેલી વિરોધીની સોગઠી પાછી મોકલાય છે.
rules-sorry-card_1 = 1: એક સોગઠી સ્ટાર્ટમાંથી કાઢો, અથવા એક સોગઠી 1 આગળ ચલાવો.
rules-sorry-card_2 = 2: એક સોગઠી સ્ટાર્ટમાંથી કાઢો, અથવા એક સોગઠી 2 આગળ ચલાવો. પછી ફરી એક પત્તું ખેંચો, 2 ચલાવી શકાયું હોય કે નહીં, જેટલી વાર 2 આવે એટલી વાર.
rules-sorry-card_2_once = 2: એક સોગઠી સ્ટાર્ટમાંથી કાઢો, અથવા એક સોગઠી 2 આગળ ચલાવો. આ રમતમાં 2 પર ફરી પત્તું ખેંચાતું નથી.
rules-sorry-card_forward = 3, 5, 8 અને 12: એક સોગઠી એટલાં ખાનાં આગળ ચલાવો.
rules-sorry-card_4 = 4: એક સોગઠી 4 પાછળ ચલાવો. જે સોગઠી પોતાના શરૂઆતના ખાનાથી 4 પાછળ જાય, તે પોતાના સુરક્ષિત ક્ષેત્રના પ્રવેશથી બે ખાનાં પહેલાં અટકે છે, તેથી ફરી ચક્કર લગાવ્યા વિના પોતાના સુરક્ષિત ક્ષેત્રમાં વળી શકે છે.
rules-sorry-card_7 = 7: એક સોગઠી 7 આગળ ચલાવો, અથવા 7 ને તમારી બે સોગઠીઓમાં વહેંચો (જેમ કે 4 અને 3), એક ભાગ બીજા પછી; દરેક ભાગ પોતાની અલગ ચાલ છે, જે પાછી મોકલી શકે અને લપસી શકે. આખો 7 વાપરવો જ પડે, અને વહેંચણીથી કોઈ સોગઠી સ્ટાર્ટમાંથી નીકળતી નથી.
rules-sorry-card_10 = 10: એક સોગઠી 10 આગળ ચલાવો, અથવા 1 પાછળ. જો કોઈ સોગઠી 10 આગળ ન જઈ શકે, તો શક્ય હોય તો કોઈ સોગઠીએ 1 પાછળ જવું જ પડે.
rules-sorry-card_11 = 11: એક સોગઠી 11 આગળ ચલાવો, અથવા તમારી એક સોગઠી અને વિરોધીની એક સોગઠીની જગ્યાઓની અદલાબદલી કરો, બંને ચક્કર પર હોય (સ્ટાર્ટ, સુરક્ષિત ક્ષેત્ર કે હોમમાં નહીં). જો કોઈ સોગઠી 11 આગળ ન જઈ શકે, તો તમે અદલાબદલીની ના પાડીને પત્તું જવા દઈ શકો. અદલાબદલી પછી તમારી સોગઠી લપસે છે, જો હવે તે એવા ત્રિકોણ પર હોય જેના પર તે લપસે છે; વિરોધીની સોગઠી લપસતી નથી.
rules-sorry-card_sorry = સૉરી!: તમારા સ્ટાર્ટમાંથી એક સોગઠી લઈને ચક્કરના એ ખાને મૂકો જ્યાં વિરોધીની સોગઠી ઊભી છે; એ સોગઠી પોતાના સ્ટાર્ટમાં પાછી જાય છે (“સૉરી!”). પછી તમારી સોગઠી લપસે છે, જો તે એવા ત્રિકોણ પર ઊતરી હોય જેના પર તે લપસે છે. તમારા સ્ટાર્ટમાં કોઈ સોગઠી ન હોય કે ચક્કર પર વિરોધીની કોઈ સોગઠી ન હોય, તો પત્તું જાય છે.
rules-sorry-sorry_four = આ રમતમાં સૉરી! પત્તું તેને બદલે તમારી એક સોગઠીને 4 આગળ પણ ચલાવી શકે છે.
rules-sorry-bump = સોગઠી કોઈ પણ સોગઠીને ઓળંગી જાય છે, અને તેમનાં ખાનાં પણ ગણાય છે. કોઈ ચાલ — આગળની કે પાછળની, કે વહેંચેલા 7 નો કોઈ પણ ભાગ — એવા ખાને પૂરી કરો જ્યાં વિરોધીની સોગઠી ઊભી છે, તો તમે તેને તેના સ્ટાર્ટમાં પાછી મોકલો છો. તમારા પોતાના રંગની સોગઠીવાળા ખાને ચાલ ક્યારેય પૂરી કરી શકાતી નથી, તેથી એક ખાને વધુમાં વધુ એક સોગઠી હોય છે.
rules-sorry-must = તમારું પત્તું ચલાવી શકાય તો તે ચલાવવું જ પડે, ભલે તમને નુકસાન થાય; ફક્ત 11 ની અદલાબદલીની ના પાડી શકાય. જે પત્તું કોઈ સોગઠી વાપરી ન શકે તે જાય છે.
rules-sorry-exact = સોગઠી હોમમાં ફક્ત પૂરા આંકે પહોંચે છે: જે પત્તું તેને હોમથી આગળ લઈ જાય તે તેના પર વાપરી શકાતું નથી. હોમ પહોંચેલી સોગઠી ફરી ક્યારેય ચાલતી નથી.
rules-sorry-order_draw = પત્તું ખેંચીને
rules-sorry-order_meaning = દરેક ખેલાડી એક પત્તું ખેંચે અને સૌથી મોટું પત્તું શરૂ કરે (પત્તું ખેંચીને), અથવા પહેલી બેઠક શરૂ કરે (પહેલી બેઠક)
rules-sorry-players_meaning = ખેલાડીઓની સંખ્યા, 2 થી 4, દરેક પાસે એક રંગની ચાર સોગઠીઓ
rules-sorry-card_name = સૉરી!
rules-sorry-does_1 = સ્ટાર્ટમાંથી બહાર, અથવા 1 આગળ
rules-sorry-does_2 = સ્ટાર્ટમાંથી બહાર, અથવા 2 આગળ; ફરી પત્તું ખેંચો
rules-sorry-does_2_once = સ્ટાર્ટમાંથી બહાર, અથવા 2 આગળ
rules-sorry-does_forward = { $value } આગળ
rules-sorry-does_4 = 4 પાછળ
rules-sorry-does_7 = 7 આગળ, અથવા બે સોગઠીઓમાં વહેંચો
rules-sorry-does_10 = 10 આગળ, અથવા 1 પાછળ
rules-sorry-does_11 = 11 આગળ, અથવા વિરોધીની સોગઠી સાથે અદલાબદલી
rules-sorry-does_sorry = સ્ટાર્ટમાંથી વિરોધીની સોગઠીની જગ્યાએ, જે પોતાના સ્ટાર્ટમાં પાછી જાય છે
rules-sorry-does_sorry_four = સ્ટાર્ટમાંથી વિરોધીની સોગઠીની જગ્યાએ, જે પોતાના સ્ટાર્ટમાં પાછી જાય છે; અથવા 4 આગળ
rules-throws-cards = { $count } પત્તાંની ગડ્ડી, જેમાંથી પત્તાં પાછાં મૂક્યા વિના ખેંચાય છે. નીચેની શક્યતાઓ આખી ગડ્ડીમાંથી પહેલા પત્તાની છે; પછી તે ગડ્ડીમાં બાકી રહેલાં પત્તાં પર આધાર રાખે છે, જ્યાં સુધી ગડ્ડી ખૂટીને ફરી ચીપાય નહીં.
rules-throws-cards_infinite = { $count } પત્તાંની ગડ્ડી; આ રમતમાં દરેક પત્તું આખી ગડ્ડીમાંથી ખેંચાય છે, તેથી આ શક્યતાઓ ક્યારેય બદલાતી નથી.
rules-throws-cards_label = પત્તાંનું કોષ્ટક
rules-throws-cards_enter = રંગેલાં પત્તાં, { $cards }, સોગઠીને સ્ટાર્ટમાંથી કાઢે છે.
rules-col-card = પત્તું
rules-col-cards = ગડ્ડીમાં
rules-col-chance_first = શક્યતા (પહેલું પત્તું)
rules-col-does = શું કરે છે
rules-h-cards = પત્તાં

## ---- સૉરી! (issue 32, docs/rules.md §20): તેનો પટ, પત્તાં અને રમતમાંની ચાલો (web/board.js, web/game.js, web/ui.js).
board-start = સ્ટાર્ટ
card-sorry = સૉરી!
card-label = ખેંચેલું પત્તું: { $value }
card-label_sorry = ખેંચેલું પત્તું: સૉરી!
throw-draw = પત્તું ખેંચો
throw-none_card = હજી કોઈ પત્તું ખેંચાયું નથી
throw-drew = { $seat } એ { $value } નું પત્તું ખેંચ્યું
throw-drew_sorry = { $seat } એ સૉરી! પત્તું ખેંચ્યું
tray-card = પત્તું:
tray-rest = 7 નો બાકીનો ભાગ:
throw-cards_left = { $count ->
    [one] ગડ્ડીમાં 1 પત્તું બાકી
   *[other] ગડ્ડીમાં { $count } પત્તાં બાકી
}
banner-draw = પત્તું ખેંચવાનો વારો: { $seat }
banner-draw_bot = પત્તું ખેંચવાનો વારો: { $seat } (બૉટ)
banner-draw_you = પત્તું ખેંચવાનો વારો: { $seat } (તમે)
banner-order_draw = શરૂઆતના ક્રમ માટે પત્તું ખેંચવાનો વારો: { $seat }
banner-order_draw_bot = શરૂઆતના ક્રમ માટે પત્તું ખેંચવાનો વારો: { $seat } (બૉટ)
banner-order_draw_you = શરૂઆતના ક્રમ માટે પત્તું ખેંચવાનો વારો: { $seat } (તમે)
move-out_of_start = { $who }: { $value } પર સ્ટાર્ટમાંથી બહાર ({ $togo } બાકી)
move-back = { $who }: { $value } પાછળ ({ $togo } બાકી)
move-to_safety_zone = { $who }: { $value } સુરક્ષિત ક્ષેત્રમાં ({ $togo } બાકી)
move-switch = { $who }: { $seat } ની સોગઠી { $piece } સાથે અદલાબદલી
move-sorry = સૉરી!: { $who } સ્ટાર્ટમાંથી { $seat } ની સોગઠી { $piece } ની જગ્યાએ, જે પોતાના સ્ટાર્ટમાં પાછી જાય છે
move-bumps = { $move }, સ્ટાર્ટમાં પાછી મોકલે: { $captured }
move-split = { $move }, પછી બીજી સોગઠી માટે { $rest }
move-split_open = { $who }: 7 ને બીજી સોગઠી સાથે વહેંચો…
move-who_partner = { $seat } ની સોગઠી { $piece }
logline-draw = { $value } નું પત્તું ખેંચ્યું
logline-draw_sorry = સૉરી! પત્તું ખેંચ્યું
logline-draw_order = શરૂઆતનો ક્રમ નક્કી કરવા { $value } નું પત્તું ખેંચ્યું
logline-draw_sorry_order = શરૂઆતનો ક્રમ નક્કી કરવા સૉરી! પત્તું ખેંચ્યું
logline-out_of_start = { $who } ને સ્ટાર્ટમાંથી બહાર કાઢી ({ $togo } બાકી)
logline-back = { $who } ને { $value } પાછળ ચલાવી ({ $togo } બાકી)
logline-to_safety_zone = { $who } ને { $value } ચલાવીને સુરક્ષિત ક્ષેત્રમાં ({ $togo } બાકી)
logline-switch = { $who } ની { $seat } ની સોગઠી { $piece } સાથે અદલાબદલી કરી
logline-sorry = સૉરી! પત્તાથી { $who } ને સ્ટાર્ટમાંથી { $seat } ની સોગઠી { $piece } ની જગ્યાએ મૂકી, અને એ સોગઠી સ્ટાર્ટમાં પાછી ગઈ
logline-bumps = { $move }, અને સ્ટાર્ટમાં પાછી મોકલી: { $captured }
logline-split = { $move }, અને 7 માંથી { $rest } બીજી સોગઠી માટે બાકી રાખ્યા
logline-who_partner = { $seat } ની સોગઠી { $piece }
forfeit-sorry_card = કોઈ સોગઠી સૉરી! પત્તું વાપરી શકતી નથી: તેને માટે સ્ટાર્ટમાં એક સોગઠી અને ચક્કર પર બીજા ખેલાડીની સોગઠી જોઈએ
forfeit-sorry_start = કોઈ સોગઠી { $value } વાપરી શકતી નથી: ફક્ત 1, 2 કે સૉરી! પત્તું જ સોગઠીને સ્ટાર્ટમાંથી કાઢે છે
lobby-variant-sorry = પશ્ચિમની પત્તાંવાળી રમત: પાસાને બદલે પત્તાંની ગડ્ડી, 1 કે 2 પર સોગઠી સ્ટાર્ટમાંથી બહાર આવે, 4 પાછળ લઈ જાય, 7 વહેંચાય, 11 અદલાબદલી કરે, લપસણીઓ સ્ટાર્ટમાં પાછી મોકલે, અને સૉરી! પત્તું સોગઠીને તેના સ્ટાર્ટમાં પાછી મોકલે.
group-sorry = સૉરી!
move-pass_sorry = વારો છોડો: અદલાબદલી નહીં (કોઈ સોગઠી 11 આગળ જઈ શકતી નથી)
pass-body_sorry = તમે { $values } નો ઉપયોગ નહીં કરો: તમારી સોગઠીઓ જ્યાં છે ત્યાં જ રહેશે. ઑનલાઇન રમતમાં પાછું વાળી શકાતું નથી.
over-length_cards =
    { $count ->
       *[other] { $count } વારા · { $moves } ચાલ · { $throws } ખેંચેલાં પત્તાં
    }
review-luck_heading_cards = પત્તાંનું નસીબ
review-luck_line_cards = { $throws } ખેંચેલાં પત્તાંમાંથી જીતની શક્યતાના { $points } અંક
review-luck_explain_cards = નસીબ એટલે દરેક ખેંચેલા પત્તાએ આવી શકતાં પત્તાંની સરખામણીમાં જીતની અંદાજિત શક્યતામાં શું આપ્યું (+) કે લીધું (−) (GNU Backgammon ના નસીબ રેટિંગની જેમ): ગ્રાફનો મોટાભાગનો ઉતાર-ચઢાવ પત્તાંથી છે, ચાલથી નહીં. આ એક સ્થૂળ અંદાજ છે, રમતના નિયમો મુજબ માપેલો, અને પરિણામનો માત્ર એક ભાગ સમજાવે છે.

## સૉરી! નો પાઠ (/learn?preset=sorry, web/learn.js).
learn-sorry-title = સૉરી! રમતાં શીખો — પચીસી
learn-sorry-offer_title = સૉરી! માં નવા છો?
learn-sorry-offer_text = તેના પટ પર 3 મિનિટનો પાઠ રમો: પત્તાં ખેંચવાં, સ્ટાર્ટમાંથી બહાર નીકળવું, લપસણી, 11 ની અદલાબદલી, સૉરી! પત્તું, 4 થી પાછળ જવું અને પૂરા આંકે હોમ પહોંચવું.
learn-end-rules_sorry = સૉરી! ના બધા નિયમો
learn-step-sorry_draw-title = પત્તું ખેંચો
learn-step-sorry_draw-intro = સૉરી! પાસાને બદલે પત્તાંની ગડ્ડીથી રમાય છે: તમારા વારે તમે ઉપરનું પત્તું ખેંચો છો અને તે ચલાવો છો. તમારી ચારેય સોગઠીઓ ({ $seat }) તમારા સ્ટાર્ટના વર્તુળમાં, તમારા શરૂઆતના ખાનાની બાજુમાં, રાહ જુએ છે.
learn-step-sorry_draw-do = પત્તું ખેંચો દબાવો.
learn-step-sorry_draw-last = { $value } નું પત્તું. ફક્ત 1 કે 2 જ સોગઠીને સ્ટાર્ટમાંથી કાઢે છે (અને સૉરી! પત્તું પણ, તેની વાત પછી આવશે).
learn-step-sorry_start-title = સ્ટાર્ટમાંથી બહાર
learn-step-sorry_start-intro = 1 કે 2 સોગઠીને સ્ટાર્ટમાંથી કાઢીને તમારા શરૂઆતના ખાને લાવે છે, એટલે કે તમારા સ્ટાર્ટના વર્તુળની સામેના ખાને. 2 પર તમે બીજું એક પત્તું પણ ખેંચો છો.
learn-step-sorry_start-do = તમારા સ્ટાર્ટમાંની કોઈ સોગઠી પર ક્લિક કરો.
learn-step-sorry_start-done = તમારી સોગઠી પોતાના શરૂઆતના ખાને છે, હોમથી { $togo } ખાનાં દૂર, અને 2 ને લીધે તમે બીજું એક પત્તું ખેંચો છો.
learn-step-sorry_slide-title = લપસણી
learn-step-sorry_slide-intro = તમે { $value } નું પત્તું ખેંચ્યું. દરેક બાજુ બે લપસણીઓ છે: એક ત્રિકોણ, પછી એક વર્તુળ સુધી જતી રેખા. જે સોગઠી પોતાની ચાલ બરાબર બીજા રંગની લપસણીના ત્રિકોણ પર પૂરી કરે, તે લપસીને તેના છેડે પહોંચે છે, અને લપસણી પર ઊભેલી દરેક સોગઠી પોતાના સ્ટાર્ટમાં પાછી જાય છે — તમારી પોતાની પણ.
learn-step-sorry_slide-do = તમારા { $value } થી આગળના ત્રિકોણ પર અટકો અને લપસો.
learn-step-sorry_slide-done = તમારી સોગઠી { $value } ચાલી અને લપસીને છેડે પહોંચી: કુલ { $gain } ખાનાં. લપસણી પર ઊભેલી { $victim } ની સોગઠી { $vpiece } પોતાના સ્ટાર્ટમાં પાછી ગઈ.
learn-step-sorry_switch-title = 11: અદલાબદલી
learn-step-sorry_switch-intro = તમે 11 નું પત્તું ખેંચ્યું. તે એક સોગઠીને 11 આગળ ચલાવે છે, અથવા ચક્કર પરની તમારી સોગઠી ચક્કર પરની બીજા ખેલાડીની સોગઠી સાથે જગ્યાની અદલાબદલી કરે છે, તે ગમે ત્યાં ઊભી હોય.
learn-step-sorry_switch-do = જે ચાલ તમારી સોગઠીને હોમની સૌથી નજીક લઈ જાય તે પસંદ કરો: જે બીજી સોગઠી સાથે અદલાબદલી કરવી છે તેના પર ક્લિક કરો, અથવા કોઈ ચાલ પસંદ કરો.
learn-step-sorry_switch-done = તમારી સોગઠી { $gain } ખાનાં કૂદીને જ્યાં { $victim } ની સોગઠી { $vpiece } ઊભી હતી ત્યાં પહોંચી, અને એ સોગઠી તમારા જૂના ખાને ગઈ. 11 આગળ ચાલવાથી ફક્ત 11 ખાનાં મળત.
learn-step-sorry_card-title = સૉરી! પત્તું
learn-step-sorry_card-intro = તમે સૉરી! પત્તું ખેંચ્યું: તમારા સ્ટાર્ટમાંથી એક સોગઠી લઈને ચક્કર પર ઊભેલી બીજા ખેલાડીની સોગઠીના ખાને મૂકો; એ સોગઠી પોતાના સ્ટાર્ટમાં પાછી જાય છે. સૉરી!
learn-step-sorry_card-do = એ સોગઠી પાછી મોકલો જેનાથી તેના ખેલાડીને સૌથી વધુ નુકસાન થાય.
learn-step-sorry_card-done = { $victim } ની સોગઠી { $vpiece } સૌથી આગળ પહોંચી હતી અને હવે પોતાના સ્ટાર્ટમાં પાછી છે; તમારી સોગઠી હવે હોમથી { $togo } ખાનાં દૂર છે.
learn-step-sorry_four-title = 4 પાછળ લઈ જાય છે
learn-step-sorry_four-intro = તમે 4 નું પત્તું ખેંચ્યું: 4 હંમેશાં સોગઠીને ચાર ખાનાં પાછળ લઈ જાય છે. તમારા શરૂઆતના ખાનાથી ચાર પાછળ જતાં સોગઠી તમારા સુરક્ષિત ક્ષેત્રની બરાબર પહેલાં પહોંચે છે.
learn-step-sorry_four-do = 4 ત્યાં વાપરો જ્યાં પાછળ જવાથી ફાયદો થાય.
learn-step-sorry_four-done = તમારી સોગઠી પોતાના શરૂઆતના ખાનાથી પણ પાછળ ગઈ અને હવે હોમથી ફક્ત { $togo } ખાનાં દૂર છે: ચક્કર તો ગોળ છે.
learn-step-sorry_home-title = પૂરા આંકે હોમ
learn-step-sorry_home-intro = તમે 3 નું પત્તું ખેંચ્યું. તમારી સોગઠી { $piece } તમારા સુરક્ષિત ક્ષેત્રમાં છે, એટલે કે તમારા રંગનાં એ પાંચ ખાનાંમાં જ્યાં બીજી કોઈ સોગઠી આવી શકતી નથી, અને તેને હોમ સુધી હજી { $needed } ખાનાં જવાનું છે. સોગઠી હોમમાં ફક્ત પૂરા આંકે પહોંચે છે.
learn-step-sorry_home-do = તમારા { $needed } થી એ સોગઠીને હોમ પહોંચાડો.
learn-step-sorry_home-done = સોગઠી { $piece } હોમ પહોંચી. જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ હોમ પહોંચાડે તે જીતે છે.
learn-end-sorry_draw = દરેક વારે એક પત્તું ખેંચો અને તે ચલાવો; ગડ્ડી ખૂટે ત્યારે પત્તાં ફરી ચીપાય છે.
learn-end-sorry_start = 1 કે 2 સોગઠીને સ્ટાર્ટમાંથી કાઢે છે; 2 પર ફરી પત્તું ખેંચો.
learn-end-sorry_slide = લપસવા માટે બીજા રંગના ત્રિકોણ પર ચાલ પૂરી કરો: લપસણી પર ઊભેલી દરેક સોગઠી સ્ટાર્ટમાં પાછી જાય છે.
learn-end-sorry_switch = 11 થી સોગઠી 11 આગળ ચાલે છે અથવા બીજા ખેલાડીની સોગઠી સાથે અદલાબદલી કરે છે.
learn-end-sorry_card = સૉરી! પત્તું સ્ટાર્ટમાંથી એક સોગઠીને બીજાની સોગઠીની જગ્યાએ મૂકે છે, અને એ સોગઠી પોતાના સ્ટાર્ટમાં પાછી જાય છે.
learn-end-sorry_four = 4 પાછળ લઈ જાય છે: શરૂઆતના ખાનાથી ચાર પાછળ જવું એ ટૂંકો રસ્તો છે.
learn-end-sorry_home = હોમમાં ફક્ત પૂરા આંકે.
learn-why-no_capture-sorry = તે કોઈ સોગઠીને પાછી મોકલતો નથી: { $seat } ની સોગઠી { $piece } પટ પર રહે છે.
learn-why-not_home-sorry = સોગઠી { $piece } ને બરાબર { $needed } જોઈએ, અને ફક્ત { $percent } પત્તાં { $needed } નાં હોય છે: મળ્યું છે ત્યારે વાપરો.
learn-why-gains_less = તે તમારી સોગઠી { $piece } ને { $gained } ખાનાં આગળ લઈ જાય છે; પાઠની ચાલ { $best } ખાનાં.
learn-why-sorry_target = { $seat } ની સોગઠી { $piece } ને હજી { $togo } ખાનાં જવાનું હતું; { $best_seat } ની સોગઠી { $best_piece } ને ફક્ત { $best_togo }: એને પાછી મોકલવાથી તેના ખેલાડીને સૌથી વધુ નુકસાન થાય છે, અને તમારી સોગઠી હોમની વધુ નજીક પહોંચે છે.
learn-why-back_far = તે સોગઠીને હોમથી ચાર ખાનાં વધુ દૂર લઈ જાય છે. તમારા શરૂઆતના ખાનાથી ચાર પાછળ જઈને સોગઠી { $piece } હોમથી ફક્ત { $togo } ખાનાં દૂર હોત.

## ---- Yut Nori (issue 32, docs/rules.md §21): its board, sticks and moves in the game (web/board.js, web/game.js, web/ui.js).
board-yut_start = સ્ટાર્ટ
board-yut_start_title = પડાવ 0: શરૂઆત અને અંત
piece-on_station = { $seat } સોગઠી { $piece }, બોર્ડ પર
piece-on_corner = { $seat } સોગઠી { $piece }, ખૂણા પર
piece-on_centre = { $seat } સોગઠી { $piece }, કેન્દ્ર પર
piece-on_yut_start = { $seat } સોગઠી { $piece }, પડાવ 0 પર (આગલી ચાલે બહાર)
piece-yut_stacked = { $label }, { $count ->
    [one] સોગઠી
   *[other] સોગઠીઓ
} { $pieces } સાથે ઢગલામાં
piece-yut_beside = { $label }, { $count ->
    [one] સોગઠી
   *[other] સોગઠીઓ
} { $pieces } ની બાજુમાં (ઢગલામાં નહીં)
yut-name-1 = ડો
yut-name-2 = ગે
yut-name-3 = ગૉલ
yut-name-4 = યુત
yut-name-5 = મો
yut-name-back_do = બૅક-ડો
yut-kept = { $name } ({ $value })
yut-means-1 = 1 ડગલું
yut-means-2 = 2 ડગલાં
yut-means-3 = 3 ડગલાં
yut-means-4 = 4 ડગલાં, ફરી નાખો
yut-means-5 = 5 ડગલાં, ફરી નાખો
yut-means-back_do = 1 ડગલું પાછળ
throw-sticks_button = લાકડીઓ નાખો
throw-yut_last = { $seat }: { $name } — { $means }
throw-sticks = { $count } માંથી { $up } લાકડી સપાટ બાજુ ઉપર
throw-sticks_back_do = માત્ર નિશાનવાળી લાકડી સપાટ બાજુ ઉપર: બૅક-ડો
move-yut_enter = { $who }: { $value }, બોર્ડ પર
move-yut_forward = { $who }: { $value } આગળ
move-yut_back = { $who }: બૅક-ડો, 1 પડાવ પાછળ
move-yut_out = { $who }: { $value }, બહાર (પૂરી)
move-yut_shortcut = { $move }, ટૂંકા રસ્તે
move-yut_straight = { $move }, સીધા આગળ (ટૂંકો રસ્તો નહીં)
move-yut_stacks = { $move }, { $count ->
    [one] સોગઠી
   *[other] સોગઠીઓ
} { $pieces } સાથે ઢગલો કરીને
move-yut_joins = { $move }, { $count ->
    [one] સોગઠી
   *[other] સોગઠીઓ
} { $pieces } સાથે ઢગલો કરીને
move-yut_beside = { $move }, { $count ->
    [one] સોગઠી
   *[other] સોગઠીઓ
} { $pieces } ની બાજુમાં (ઢગલો નહીં)
move-yut_captures = { $move }, મારે: { $captured }
move-yut_onto_start = { $move }, પડાવ 0 પર (આગલી ચાલે બહાર)
move-yut_onto_corner = { $move }, ખૂણા પર
move-yut_onto_centre = { $move }, કેન્દ્ર પર
logline-yut_enter = { $value } થી { $who } બોર્ડ પર લાવ્યા
logline-yut_forward = { $value } થી { $who } આગળ ચલાવી
logline-yut_back = બૅક-ડો થી { $who } 1 પડાવ પાછળ
logline-yut_out = { $value } થી { $who } બહાર (પૂરી)
logline-yut_straight = { $move }, સીધા આગળ
logline-yut_joins = { $move }, ત્યાંની સોગઠીઓ સાથે ઢગલો કરીને
logline-yut_beside = { $move }, ત્યાંની સોગઠીઓની બાજુમાં (ઢગલો નહીં)
logline-yut_captures = { $move }, અને માર્યા: { $captured }
logline-yut_throw = { $name } નાખ્યું ({ $means })
logline-yut_order = શરૂઆતના ક્રમ માટે { $name } નાખ્યું
logline-yut_capture_throw = મારવા બદલ ફરી નાખ્યું: { $name } ({ $means })
cancelled-back_do_void = બૅક-ડો નકામું: બોર્ડ પર તેમની કોઈ સોગઠી નથી
review-luck_heading_sticks = લાકડીઓનું નસીબ
review-luck_line_sticks = લાકડીઓના { $throws } દાવમાંથી જીતની શક્યતાના { $points } અંક
review-luck_explain_sticks = નસીબ એટલે લાકડીઓના દરેક દાવે આવી શકતા દાવની સરખામણીમાં જીતની અંદાજિત શક્યતામાં શું આપ્યું (+) કે લીધું (−) (GNU Backgammon ના નસીબ રેટિંગની જેમ): ગ્રાફનો મોટાભાગનો ઉતાર-ચઢાવ લાકડીઓથી છે, ચાલથી નહીં. આ એક સ્થૂળ અંદાજ છે, રમતના નિયમો મુજબ માપેલો, અને પરિણામનો માત્ર એક ભાગ સમજાવે છે.

## ---- Yut Nori (issue 32, docs/rules.md §21): the lobby (web/lobby.js): its cards, house rules and options.
rules-name-yut = યુત નોરી
rules-name-yut-culin = યુત નોરી (કલિન, 1895)
lobby-variant-yut = કોરિયાની નવા વર્ષની રમત: પાસાને બદલે ચાર લાકડીઓ (ડો 1, ગે 2, ગૉલ 3, યુત 4, મો 5; યુત અને મો પર ફરી નાખો; બૅક-ડો એક પાછળ લઈ જાય), 29 પડાવ, કર્ણો પર ટૂંકા રસ્તા, તમારી સોગઠીઓ ઢગલો બનીને સાથે ચાલે, મારવા પર ફરી નાખો.
lobby-variant-yut-culin = યુત નોરી જેમ સ્ટુઅર્ટ કલિને 1895 માં નોંધી: સરખી લાકડીઓ, બૅક-ડો નહીં, ટૂંકો રસ્તો તમારી મરજી, અને મારવાનો વધારાનો દાવ બધી ચાલ પછી.
preset-yut = યુત નોરી: ચાર લાકડીઓ (ડો 1 … યુત 4, મો 5; યુત અને મો પર ફરી નાખો; બૅક-ડો 1 પાછળ), 29 પડાવ, ખૂણા અને કેન્દ્રથી ટૂંકા રસ્તા, ઢગલા, મારવા પર ફરી નાખો
preset-yut-culin = યુત નોરી જેમ કલિન (1895) વર્ણવે છે: સરખી લાકડીઓ, બૅક-ડો નહીં, ટૂંકો રસ્તો મરજીથી
group-yut = યુત નોરી
option-pieces = ખેલાડી દીઠ સોગઠીઓ
option-stick_p = લાકડી સપાટ બાજુ ઉપર પડવાની શક્યતા
option-back_do = બૅક-ડો (નિશાનવાળી લાકડી)
option-back_do_sticks = બૅક-ડોના નિશાનવાળી લાકડીઓ
option-back_do_void = બોર્ડ પર કોઈ સોગઠી ન હોય ત્યારે બૅક-ડો
option-max_go_on = યુત અને મો ના વધુમાં વધુ વધારાના દાવ
option-shortcut = ખૂણા કે કેન્દ્ર પર ટૂંકો રસ્તો
option-centre_exit = કેન્દ્રમાંથી નીકળવું
option-capture_throw = મારવાનો વધારાનો દાવ ક્યારે
option-capture_bonus_yut_mo = યુત કે મો થી મારવા પર ફરી નાખો
option-capture_bonus_back_do = બૅક-ડો થી મારવા પર ફરી નાખો
option-capture_bonus_chain = મારવાના દાવનો યુત કે મો પણ ફરી નાખે
option-finish = સોગઠી બહાર કેવી રીતે જાય
option-heaven_stations = સ્વર્ગ પડાવ (તરત બહાર)
option-hell_stations = નરક પડાવ (પાછા શરૂઆતમાં)
option-stack = ઢગલા (એક પડાવ પર પોતાની સોગઠીઓ)
meaning-stack = પોતાની સોગઠીઓ પર ચાલ પૂરી કરતી સોગઠી તેમની સાથે જોડાય છે, અને તેઓ બહાર જાય ત્યાં સુધી સાથે ચાલે છે (આપમેળે); અથવા ખેલાડી પસંદ કરે છે કે તે તેમની સાથે જોડાય કે તેમની બાજુમાં ઊભી રહે (મરજીથી)
value-stack-auto = આપમેળે
value-stack-optional = મરજીથી
meaning-pieces = દરેક ખેલાડીની સોગઠીઓ (1 થી 4)
meaning-stick_p = લાકડી સપાટ બાજુ ઉપર પડવાની શક્યતા: સાચી લાકડીઓ માટે 0.6, સરખી લાકડીઓ માટે 0.5; અથવા ચાર શક્યતાઓ, પહેલી નિશાનવાળી લાકડીની
meaning-back_do = એક લાકડી પર નિશાન છે: જ્યારે માત્ર તે જ સપાટ બાજુ ઉપર પડે, ત્યારે દાવ બૅક-ડો છે અને સોગઠી એક પડાવ પાછળ જાય
meaning-back_do_sticks = કેટલી લાકડીઓ પર બૅક-ડોનું નિશાન છે (1 કે 2)
meaning-back_do_void = બોર્ડ પર તમારી કોઈ સોગઠી ન હોય ત્યારે નાખેલો બૅક-ડો નકામો છે (નાખતી વખતે), અથવા રખાય છે અને કોઈ સોગઠી વાપરી ન શકે ત્યારે જ જાય છે (વાપરતી વખતે)
meaning-max_go_on = એક વારામાં યુત અને મો કેટલા વધારાના દાવ અપાવી શકે (0: કોઈ મર્યાદા નહીં)
meaning-shortcut = ખૂણા કે કેન્દ્ર પર અટકેલી સોગઠીએ કર્ણનો ટૂંકો રસ્તો લેવો જ પડે (ફરજિયાત), અથવા તે સીધી આગળ પણ જઈ શકે (મરજીથી)
meaning-centre_exit = કેન્દ્ર પર અટકેલી સોગઠી ઘર તરફ જાય (ઘર તરફ), અથવા પહેલા કર્ણ પરથી આવી હોય તો નીચેના ડાબા ખૂણા તરફ પણ જઈ શકે (મરજીથી)
meaning-capture_throw = મારવા પર એક વધુ દાવ મળે, તરત (તરત) કે બધી ચાલ પછી (ચાલ પછી)
meaning-capture_bonus_yut_mo = યુત કે મો થી મારવા પર પણ વધારાનો દાવ મળે
meaning-capture_bonus_back_do = બૅક-ડો થી મારવા પર પણ વધારાનો દાવ મળે
meaning-capture_bonus_chain = મારવાના વધારાના દાવમાં આવેલો યુત કે મો ફરી નાખે
meaning-finish = સોગઠી પડાવ 0 ને વટાવીને બહાર જાય (પડાવ 0 ની પાર), ત્યાં પહોંચીને (પહોંચીને), અથવા તેના પર બરાબર અટકીને આગલી ચાલે બહાર જાય (બરાબર અટકીને)
meaning-heaven_stations = ઘરનો નિયમ: આમાંના કોઈ પડાવ પર અટકેલી સોગઠી તરત બહાર જાય
meaning-hell_stations = ઘરનો નિયમ: આમાંના કોઈ પડાવ પર અટકેલી સોગઠી પાછી રાહ જોવા જાય
allowed-stick_p = (0,1) માં એક શક્યતા, અથવા ચારની યાદી (પહેલી નિશાનવાળી લાકડીની)
allowed-max_go_on = 0 (કોઈ મર્યાદા નહીં) થી 20
allowed-heaven_stations = 1 થી 28 સુધીના પડાવ નંબરોની યાદી, અથવા ખાલી
allowed-hell_stations = 1 થી 28 સુધીના પડાવ નંબરોની યાદી, અથવા ખાલી
value-back_do_void-at_throw = નાખતી વખતે
value-back_do_void-at_use = વાપરતી વખતે
value-shortcut-forced = ફરજિયાત
value-shortcut-optional = મરજીથી
value-centre_exit-home = ઘર તરફ
value-centre_exit-choice = મરજીથી
value-capture_throw-immediate = તરત
value-capture_throw-end = ચાલ પછી
value-finish-pass = પડાવ 0 ની પાર
value-finish-reach = પહોંચીને
value-finish-exact = બરાબર અટકીને
house-shortcut-optional = ટૂંકો રસ્તો મરજીથી: ઇચ્છો તો ખૂણા કે કેન્દ્ર પર સીધા આગળ જાઓ
house-capture_throw-end = મારવાનો વધારાનો દાવ બધી ચાલ પછી
house-stack-optional = ઢગલો મરજીથી: પોતાની સોગઠીઓ પર પહોંચેલી સોગઠી તેમની બાજુમાં પણ ઊભી રહી શકે


## Yut Nori's rules page (web/rules.js: yutRules, StickTable; docs/rules.md §21). The throws keep their Korean names: do, gae, geol, yut, mo, back-do (도 개 걸 윷 모 빽도, shown in the table where a Korean font draws them).
rules-h-sticks = લાકડીઓ
rules-yut-sides = { $players } ખેલાડી, દરેક એકલો, દરેક પાસે પોતાના રંગની { $pieces ->
    [one] એક સોગઠી
   *[other] { $pieces } સોગઠીઓ
} (આ સોગઠીઓને "માલ" કહે છે). કોઈ દાવ સોગઠીને બોર્ડ પર ન લાવે ત્યાં સુધી તે બોર્ડની બહાર રાહ જુએ છે, અને દરેક ખેલાડી એ જ પડાવો એ જ દિશામાં વાપરે છે.
rules-yut-teams = ચાર ખેલાડી બે ટીમમાં, { $pairs }: સાથીઓ સાથે રમે છે, દરેક પાસે પોતાની { $pieces ->
    [one] એક સોગઠી
   *[other] { $pieces } સોગઠીઓ
}. સાથીઓની સોગઠીઓ એક પડાવ પર સાથે રહી શકે છે: તે એકબીજાને મારતી નથી અને ઢગલો બનાવતી નથી.
rules-yut-end = જે ખેલાડી સૌથી પહેલાં પોતાની બધી સોગઠીઓને બોર્ડનું ચક્કર લગાવીને બહાર લાવે તે જીતે છે, અને રમત પૂરી થાય છે.
rules-yut-end_all = જે ખેલાડી સૌથી પહેલાં પોતાની બધી સોગઠીઓને બોર્ડનું ચક્કર લગાવીને બહાર લાવે તે જીતે છે; બાકીના સ્થાનો માટે રમતા રહે છે.
rules-yut-end_teams = જે ટીમ સૌથી પહેલાં બંને સાથીઓની બધી સોગઠીઓને બોર્ડનું ચક્કર લગાવીને બહાર લાવે તે જીતે છે.
rules-yut-order = કોણ શરૂ કરે તે જોવા દરેક એક વાર લાકડીઓ નાખે છે: સૌથી ઊંચો દાવ શરૂ કરે — મો સૌથી ઊંચો, પછી યુત, ગૉલ, ગે અને ડો, અને બૅક-ડો સૌથી નીચો — અને સૌથી ઊંચા પર બરાબરી હોય તેઓ ફરી નાખે છે. પછી વારો એક બેઠકથી બીજી બેઠકે જાય છે.
rules-yut-order_no_back_do = કોણ શરૂ કરે તે જોવા દરેક એક વાર લાકડીઓ નાખે છે: સૌથી ઊંચો દાવ શરૂ કરે — મો સૌથી ઊંચો, પછી યુત, ગૉલ, ગે અને ડો — અને સૌથી ઊંચા પર બરાબરી હોય તેઓ ફરી નાખે છે. પછી વારો એક બેઠકથી બીજી બેઠકે જાય છે.
rules-yut-order_fixed = { $seat } શરૂ કરે; પછી વારો એક બેઠકથી બીજી બેઠકે જાય છે.
rules-yut-board = બોર્ડ પર 29 પડાવ છે: ચોરસની કિનારી પર 20, દરેક બાજુ છ (ખૂણા સહિયારા), અને પાંચ-પાંચ પડાવના બે કર્ણ જે કેન્દ્રમાં એકબીજાને કાપે છે. ચાર ખૂણા અને કેન્દ્ર મોટા પડાવ છે. પડાવ 0, નીચેનો જમણો ખૂણો, એ જગ્યા છે જ્યાં સોગઠીઓ બોર્ડ પર આવે છે અને જ્યાંથી બહાર જાય છે.
rules-yut-direction = દરેક સોગઠી ઘડિયાળની ઊંધી દિશામાં ચાલે છે: પડાવ 0 થી જમણી બાજુ ઉપર ઉપલા જમણા ખૂણા (પડાવ 5) સુધી, ઉપરની બાજુએ ઉપલા ડાબા ખૂણા (10) સુધી, ડાબી બાજુ નીચે નીચલા ડાબા ખૂણા (15) સુધી અને નીચેની બાજુએ પાછી પડાવ 0 સુધી.
rules-yut-corners_forced = ઉપલા જમણા ખૂણા પર અટકેલી સોગઠીએ તેની આગલી ચાલમાં કેન્દ્ર તરફ જતા કર્ણ પર વળવું જ પડે, અને ઉપલા ડાબા ખૂણા પર અટકેલીએ બીજા કર્ણ પર. જે સોગઠી ખૂણા પરથી માત્ર પસાર થાય તે સીધી આગળ જાય છે.
rules-yut-corners_optional = ઉપલા જમણા કે ઉપલા ડાબા ખૂણા પર અટકેલી સોગઠી તેની આગલી ચાલમાં કેન્દ્ર તરફ જતા કર્ણ પર વળી શકે, અથવા કિનારી સાથે સીધી આગળ જઈ શકે: તમે પસંદ કરો. જે સોગઠી ખૂણા પરથી માત્ર પસાર થાય તે સીધી આગળ જાય છે.
rules-yut-centre_home = કેન્દ્ર પર અટકેલી સોગઠીએ તેની આગલી ચાલમાં ઘરનો ટૂંકો રસ્તો લેવો જ પડે, કર્ણ પરથી નીચે પડાવ 0 સુધી. જે સોગઠી અટક્યા વિના કેન્દ્ર પાર કરે તે સીધી ચાલતી રહે છે.
rules-yut-centre_choice = ઉપલા જમણા ખૂણેથી આવીને કેન્દ્ર પર અટકેલી સોગઠી બીજા કર્ણ પરથી નીચે પડાવ 0 તરફ ઘરે જઈ શકે, અથવા સીધી આગળ નીચલા ડાબા ખૂણા તરફ: તમે પસંદ કરો. ઉપલા ડાબા ખૂણેથી આવેલી સોગઠી ઘર તરફ જ જાય છે. જે સોગઠી અટક્યા વિના કેન્દ્ર પાર કરે તે સીધી ચાલતી રહે છે.
rules-yut-routes = આમ ચક્કરના ચાર રસ્તા છે: આખી કિનારી ({ $outer } ડગલાં); ઉપલા જમણા ખૂણેથી કેન્દ્ર પાર કરીને નીચલા ડાબા ખૂણા સુધી ({ $across } ડગલાં); ઉપલા ડાબા ખૂણા સુધી અને પછી કેન્દ્ર પાર કરીને ઘરે ({ $round } ડગલાં); અથવા ઉપલા જમણા ખૂણેથી કેન્દ્ર થઈને ઘરે, સૌથી ટૂંકો ({ $short } ડગલાં).
rules-yut-no_safe = કોઈ પડાવ સલામત નથી, અને કંઈ સોગઠીને રોકતું નથી: તે કોઈ પણ સોગઠી પરથી પસાર થઈ જાય છે, પોતાની હોય કે બીજાની.
rules-yut-sticks = પાસા નથી: તમે ચાર લાકડીઓ નાખો છો, જેની એક બાજુ સપાટ અને બીજી ગોળ છે, અને ઉપર આવેલી સપાટ બાજુઓ ગણો છો. એક હોય તો ડો (1 ડગલું), બે ગે (2), ત્રણ ગૉલ (3), ચાર યુત (4), અને એક પણ નહીં તો મો (5 ડગલાં). નીચેનું કોષ્ટક દરેક દાવની શક્યતા આપે છે.
rules-yut-marked = એક લાકડી પર નિશાન છે: જ્યારે એકલી એ જ સપાટ બાજુ ઉપર પડે, ત્યારે દાવ બૅક-ડો છે, એક ડગલું પાછળ.
rules-yut-marked_two = આ રમતમાં બે લાકડીઓ પર નિશાન છે: જ્યારે એમાંથી કોઈ એક એકલી સપાટ બાજુ ઉપર પડે, ત્યારે દાવ બૅક-ડો છે, એક ડગલું પાછળ.
rules-yut-again = યુત કે મો પર ફરી નાખો, અને તે પછી આવતા દરેક યુત કે મો પર પણ; પહેલો ડો, ગે, ગૉલ કે બૅક-ડો તમારું નાખવાનું પૂરું કરે છે. દરેક દાવ રાખવામાં આવે છે.
rules-yut-again_plain = યુત કે મો પર ફરી નાખો, અને તે પછી આવતા દરેક યુત કે મો પર પણ; પહેલો ડો, ગે કે ગૉલ તમારું નાખવાનું પૂરું કરે છે. દરેક દાવ રાખવામાં આવે છે.
rules-yut-max_go_on = આ રમતમાં યુત અને મો એક વારામાં વધુમાં વધુ { $count ->
    [one] એક વધારાનો દાવ
   *[other] { $count } વધારાના દાવ
} અપાવે છે; તે પછીનો યુત કે મો ફરી નાખતો નથી.
rules-yut-spend = પછી તમે રાખેલા દાવ એક પછી એક, તમે ઇચ્છો તે ક્રમમાં વાપરો છો, દરેક દાવ આખો એક સોગઠી કે ઢગલા પર: કોઈ દાવ સોગઠીઓ વચ્ચે વહેંચાતો નથી.
rules-yut-enter = કોઈ દાવ નવી સોગઠીને બોર્ડ પર લાવી શકે: તે પડાવ 0 થી એટલા પડાવ આગળ જાય છે, તેથી મો તેને સીધી ઉપલા જમણા ખૂણા પર મૂકે છે.
rules-yut-enter_back_do = આગળનો કોઈ દાવ નવી સોગઠીને બોર્ડ પર લાવી શકે: તે પડાવ 0 થી એટલા પડાવ આગળ જાય છે, તેથી મો તેને સીધી ઉપલા જમણા ખૂણા પર મૂકે છે. બૅક-ડો ક્યારેય સોગઠીને બોર્ડ પર લાવતો નથી.
rules-yut-move = અથવા દાવ બોર્ડ પર પહેલેથી ઊભેલી કોઈ સોગઠી (કે ઢગલા) ને તેના રસ્તે એટલા પડાવ આગળ લઈ જાય છે.
rules-yut-back_do = બૅક-ડો સોગઠી કે ઢગલાને જે રસ્તે તે આવી તે રસ્તે એક પડાવ પાછળ લઈ જાય છે. પડાવ 1 થી તે પાછી પડાવ 0 પર જાય છે અને બોર્ડ પર રહે છે, અને તેનો આગળનો પછીનો દાવ તેને બહાર લઈ જાય છે.
rules-yut-back_do_void = બોર્ડ પર તમારી કોઈ સોગઠી ન હોય ત્યારે નાખેલો બૅક-ડો નકામો જાય છે (તો પણ તે તમારું નાખવાનું પૂરું કરે છે).
rules-yut-back_do_at_use = આ રમતમાં, બોર્ડ પર તમારી કોઈ સોગઠી ન હોય ત્યારે નાખેલો બૅક-ડો રાખવામાં આવે છે: તમે તેને આ જ વારામાં પછી લાવેલી સોગઠી પર વાપરી શકો, અને કોઈ સોગઠી તેને વાપરી ન શકે તો તે જાય છે.
rules-yut-stack = જે સોગઠી પોતાની ચાલ ત્યાં પૂરી કરે, અથવા ત્યાં બોર્ડ પર આવે, જ્યાં તમારી પોતાની સોગઠીઓ ઊભી હોય, તે તેમની સાથે ઢગલો બનાવે છે. ત્યારથી તે દરેક દાવ સાથે સાથે ચાલે છે, સાથે બહાર જાય છે અને સાથે મરાય છે; એક ઢગલામાં ચાર સુધી સોગઠીઓ હોઈ શકે.
rules-yut-stack_optional = જે સોગઠી પોતાની ચાલ ત્યાં પૂરી કરે, અથવા ત્યાં બોર્ડ પર આવે, જ્યાં તમારી પોતાની સોગઠીઓ ઊભી હોય, તે તેમની સાથે ઢગલો બનાવી શકે અથવા તેમની બાજુમાં ઊભી રહી શકે: તમે પસંદ કરો. ઢગલો દરેક દાવ સાથે સાથે ચાલે છે અને સાથે બહાર જાય છે; એક ઢગલામાં ચાર સુધી સોગઠીઓ હોઈ શકે. બાજુ-બાજુમાં ઊભેલી સોગઠીઓ અલગ અલગ ચાલે છે, પણ તેમના પડાવ પર મારો થાય તો બધી સાથે મરાય છે.
rules-yut-capture = જે સોગઠી કે ઢગલો પોતાની ચાલ વિરોધીના પડાવ પર પૂરી કરે — આગળ ચાલીને, બૅક-ડોથી કે બોર્ડ પર આવીને — તે ત્યાંની બધી સોગઠીઓને બોર્ડની બહાર પાછી મોકલે છે, અને તેમણે ફરીથી બોર્ડ પર આવવું પડે છે.
rules-yut-capture_plain = જે સોગઠી કે ઢગલો પોતાની ચાલ વિરોધીના પડાવ પર પૂરી કરે — આગળ ચાલીને કે બોર્ડ પર આવીને — તે ત્યાંની બધી સોગઠીઓને બોર્ડની બહાર પાછી મોકલે છે, અને તેમણે ફરીથી બોર્ડ પર આવવું પડે છે.
rules-yut-capture_throw_now = મારવાથી એક વધુ દાવ મળે છે, તરત: તે તમારા બાકી રાખેલા દાવમાં ઉમેરાય છે, અને તેમાં આવેલો યુત કે મો ફરી નાખે છે.
rules-yut-capture_throw_end = આ રમતમાં મારવાનો વધારાનો દાવ ત્યારે આવે છે જ્યારે તમે તમારા બધા રાખેલા દાવ વાપરી લીધા હોય; તેમાં આવેલો યુત કે મો ફરી નાખે છે.
rules-yut-capture_no_chain = આ રમતમાં મારવા માટે મળેલા દાવમાં આવેલો યુત કે મો ફરી નાખતો નથી.
rules-yut-capture_no_yut_mo = આ રમતમાં યુત કે મોથી મારવાથી કોઈ વધારાનો દાવ મળતો નથી.
rules-yut-capture_no_back_do = આ રમતમાં બૅક-ડોથી મારવાથી કોઈ વધારાનો દાવ મળતો નથી.
rules-yut-capture_no_throw = આ રમતમાં મારવાથી કોઈ વધારાનો દાવ મળતો નથી.
rules-yut-must = જે દાવ વાપરી શકાય તે વાપરવો જ પડે, ભલે તમારું નુકસાન થાય; જતું કરી શકાતું નથી. જે રાખેલો દાવ કોઈ સોગઠી વાપરી ન શકે તે જાય છે.
rules-yut-finish_pass = સોગઠી ત્યારે બહાર જાય છે જ્યારે કોઈ ચાલ તેને ચક્કરના અંતે પડાવ 0 થી આગળ લઈ જાય, અને બાકી રહેલાં ડગલાં જાય છે. જે સોગઠી બરાબર પડાવ 0 પર અટકે તે બોર્ડ પર રહે છે, જ્યાં તેને હજી મારી શકાય, અને તેનો આગળનો પછીનો દાવ તેને બહાર લઈ જાય છે.
rules-yut-finish_reach = આ રમતમાં સોગઠી ચક્કરના અંતે પડાવ 0 સુધી પહોંચતાં જ, કે તેનાથી આગળ જતાં જ, બહાર જાય છે.
rules-yut-finish_exact = આ રમતમાં સોગઠી ચક્કરના અંતે પડાવ 0 થી આગળ જઈ શકતી નથી: તેણે બરાબર તેના પર અટકવું પડે, જ્યાં તેને હજી મારી શકાય, અને તે પોતાના આગળના પછીના દાવથી બહાર જાય છે.
rules-yut-heaven = ઘરનો નિયમ: જે સોગઠી કે ઢગલો { $count ->
    [one] પડાવ { $stations }
   *[other] પડાવ { $stations } માંથી કોઈ
} પર અટકે (સ્વર્ગ), તે પોતે કરેલા કોઈ પણ મારવા પછી તરત બહાર જાય છે.
rules-yut-hell = ઘરનો નિયમ: જે સોગઠી કે ઢગલો { $count ->
    [one] પડાવ { $stations }
   *[other] પડાવ { $stations } માંથી કોઈ
} પર અટકે (નરક), તે પોતે કરેલા કોઈ પણ મારવા પછી બોર્ડની બહાર પાછો રાહ જોવા જાય છે.
rules-yut-diagram = { $name } નું બોર્ડ: 29 પડાવ અને તેમની વચ્ચેની રેખાઓ, પડાવ 0 જ્યાં સોગઠીઓ શરૂ અને પૂરી થાય છે, અને દરેક ખેલાડીની રાહ જોતી સોગઠીઓની ટ્રે અને ઘરનું ખાનું
rules-yut-legend = { $seat }: ટ્રે અને ઘરનું ખાનું
rules-yut-players_meaning = ખેલાડીઓની સંખ્યા, 2 થી 4, દરેક એકલો; 4 ખેલાડીઓ અને ટીમો સાથે, સાથીઓની બે ટીમ
rules-yut-capture_again_meaning = મારવાથી એક વધુ દાવ મળે છે
rules-yut-no_limit = કોઈ મર્યાદા નહીં
rules-yut-throws_one = { $count } લાકડીઓમાંથી દરેક { $p } શક્યતાથી સપાટ બાજુ ઉપર પડે છે; નીચે દરેક દાવની શક્યતા તેના પરથી નીકળે છે.
rules-yut-throws_each = આ રમતમાં લાકડીઓ { $chances } શક્યતાથી સપાટ બાજુ ઉપર પડે છે; નીચે દરેક દાવની શક્યતા તેના પરથી નીકળે છે.
rules-yut-throws_each_marked = આ રમતમાં લાકડીઓ { $chances } શક્યતાથી સપાટ બાજુ ઉપર પડે છે, પહેલી નિશાનવાળી લાકડીની; નીચે દરેક દાવની શક્યતા તેના પરથી નીકળે છે.
rules-yut-table_label = લાકડીઓના દાવ
rules-yut-col_sticks = લાકડીઓ
rules-yut-col_name = નામ
rules-yut-col_steps = ડગલાં
rules-yut-steps_back = 1 પાછળ
rules-yut-flat_up = { $count ->
    [0] એક પણ સપાટ બાજુ ઉપર નહીં
    [one] એક સપાટ બાજુ ઉપર
   *[other] { $count } સપાટ બાજુ ઉપર
}
rules-yut-flat_one_unmarked = એક સપાટ બાજુ ઉપર, { $marked ->
    [one] નિશાનવાળી લાકડી નહીં
   *[other] કોઈ નિશાનવાળી લાકડી નહીં
}
rules-yut-flat_back_do = { $marked ->
    [one] માત્ર નિશાનવાળી લાકડી સપાટ બાજુ ઉપર
   *[other] માત્ર એક નિશાનવાળી લાકડી સપાટ બાજુ ઉપર
}
rules-yut-name_do = ડો
rules-yut-name_gae = ગે
rules-yut-name_geol = ગૉલ
rules-yut-name_yut = યુત
rules-yut-name_mo = મો
rules-yut-name_back_do = બૅક-ડો

## યુત નોરીનો પાઠ (/learn?preset=yut, web/learn.js). દાવ પોતાનાં નામે (yut-name-*); બેઠક 0 શીખનાર છે, $opponent બીજો ખેલાડી.
learn-yut-title = યુત નોરી રમતાં શીખો — પચીસી
learn-yut-offer_title = યુત નોરીમાં નવા છો?
learn-yut-offer_text = તેના બોર્ડ પર 3 મિનિટનો પાઠ રમો: લાકડીઓ નાખવી, સોગઠીઓ બોર્ડ પર લાવવી, ખૂણેથી ટૂંકો રસ્તો, મારવું, ઢગલો બનાવવો, બૅક-ડો અને બહાર જવું.
learn-end-rules_yut = યુત નોરીના બધા નિયમો
learn-choose_station = તમારી કોઈ સોગઠી, તે જ્યાં જશે તે પડાવ, અથવા કોઈ ચાલ પર ક્લિક કરો:
learn-table_note_sticks = યુત કે મો (ઘાટા અક્ષરે) ફરી દાવ આપે છે. બૅક-ડો, એટલે કે માત્ર નિશાનવાળી લાકડી સપાટ બાજુ ઉપર, એક પડાવ પાછળ લઈ જાય છે.
learn-step-yut_throw-title = લાકડીઓ નાખો
learn-step-yut_throw-intro = યુત નોરી પાસાને બદલે ચાર લાકડીઓથી રમાય છે, જેની એક બાજુ સપાટ અને બીજી ગોળ હોય છે. તેમને નાખો અને ઉપર આવેલી સપાટ બાજુઓ ગણો: કોષ્ટક દરેક દાવનું નામ અને તે કેટલા પડાવ ચલાવે છે તે આપે છે. તમારી ચારેય { $seat } સોગઠીઓ બોર્ડની બાજુમાં રાહ જુએ છે; { $opponent } એક સોગઠી પહેલેથી બોર્ડ પર લાવી ચૂક્યો છે.
learn-step-yut_throw-do = “લાકડીઓ નાખો” દબાવો.
learn-step-yut_throw-again = { $name }: એક પણ સપાટ બાજુ ઉપર નહીં, { $value } ડગલાં. યુત કે મો ફરી દાવ આપે છે: “લાકડીઓ નાખો” ફરી એક વાર દબાવો.
learn-step-yut_throw-last = { $name }: બે સપાટ બાજુ ઉપર, { $value } ડગલાં. યુત અને મો સિવાયનો કોઈ પણ દાવ તમારું નાખવાનું પૂરું કરે છે. તમે બંને દાવ, { $names }, રાખો છો અને તેમને એક પછી એક, કોઈ પણ ક્રમમાં, દરેક આખો એક જ સોગઠી પર વાપરો છો.
learn-step-yut_enter-title = સોગઠી બોર્ડ પર લાવો
learn-step-yut_enter-intro = કોઈ દાવ નવી સોગઠીને બોર્ડ પર લાવી શકે છે: તે પડાવ 0 થી, એટલે કે “સ્ટાર્ટ” લખેલા ખૂણેથી, શરૂ કરીને જમણી બાજુ ઉપર તરફ, ઘડિયાળની ઊલટી દિશામાં, એટલા પડાવ જાય છે. ખૂણા અને કેન્દ્ર મોટા પડાવ છે: જે સોગઠી ઉપલા જમણા કે ઉપલા ડાબા ખૂણે અટકે તે પોતાની આગલી ચાલમાં કર્ણ પર વળે છે, જે અંત સુધીનો ટૂંકો રસ્તો છે.
learn-step-yut_enter-do = સોગઠીને એ દાવથી બોર્ડ પર લાવો જે તેને ખૂણા પર અટકાવે.
learn-step-yut_enter-done = સોગઠી { $piece } તમારા { $name } થી બોર્ડ પર આવી અને બરાબર ઉપલા જમણા ખૂણે અટકી. ત્યાંથી તેની આગલી ચાલ કર્ણ પકડે છે: હવે ફક્ત { $togo } પડાવ બાકી છે.
learn-step-yut_shortcut-title = ટૂંકો રસ્તો
learn-step-yut_shortcut-intro = સોગઠી { $piece } ખૂણા પર અટકી છે, તેથી તેની આગલી ચાલે કિનારી પર આગળ જવાને બદલે કેન્દ્ર તરફ જતા કર્ણ પર વળવું જ પડે. જે સોગઠી ખૂણા પરથી માત્ર પસાર થાય તે સીધી આગળ જાય છે.
learn-step-yut_shortcut-do = ખૂણા પરની સોગઠીને તમારા { $name } થી ચલાવો.
learn-step-yut_shortcut-done = સોગઠી { $piece } કર્ણ પર કેન્દ્ર તરફ વળી: { $togo } પડાવ બાકી, અને { $opponent } ની સોગઠીઓની પહોંચની બહાર.
learn-step-yut_capture-title = મારવું
learn-step-yut_capture-intro = { $victim } ની સોગઠી { $vpiece } તમારી સોગઠી { $piece } થી { $value } પડાવ આગળ ઊભી છે. કોઈ પડાવ સલામત નથી: જ્યાં વિરોધીની સોગઠીઓ ઊભી હોય ત્યાં તમારી ચાલ પૂરી કરો, તો તે બધી બોર્ડની બહાર પાછી જાય છે અને તેમણે શરૂઆતથી ફરી બોર્ડ પર આવવું પડે છે. મારવાથી તમને તરત એક વધુ દાવ પણ મળે છે.
learn-step-yut_capture-do = તેને તમારા { $name } થી મારો.
learn-step-yut_capture-done = { $victim } ની સોગઠી { $vpiece } બોર્ડની બહાર પાછી ગઈ, અને તમે લાકડીઓ ફરી નાખો છો.
learn-step-yut_stack-title = સોગઠીઓનો ઢગલો બનાવો
learn-step-yut_stack-intro = જે સોગઠી પોતાની ચાલ ત્યાં પૂરી કરે જ્યાં તમારી પોતાની કોઈ સોગઠી ઊભી હોય, તે તેની સાથે ઢગલો બનાવે છે. ત્યારથી તે દરેક દાવ સાથે એક થઈને સાથે ચાલે છે, જ્યાં સુધી સાથે બહાર ન જાય; પણ મારવાથી આખો ઢગલો પાછો જાય છે. { $opponent } ની રાહ જોતી સોગઠી પહેલા પાંચ પડાવમાંથી કોઈ એક પર બોર્ડ પર આવે છે.
learn-step-yut_stack-do = તમારા { $name } થી તમારી બે સોગઠીઓનો ઢગલો ત્યાં બનાવો જ્યાં { $opponent } ની કોઈ સોગઠી તેમના સુધી ન પહોંચી શકે.
learn-step-yut_stack-done = સોગઠીઓ { $stack } એક ઢગલો બનીને સાથે ઊભી છે: હવે દરેક દાવ બંનેને ચલાવે છે, અને ત્યાં { $opponent } ની કોઈ સોગઠી તેમના સુધી પહોંચી શકતી નથી.
learn-step-yut_back_do-title = બૅક-ડો
learn-step-yut_back_do-intro = જ્યારે માત્ર નિશાનવાળી લાકડી સપાટ બાજુ ઉપર પડે, ત્યારે દાવ બૅક-ડો છે: સોગઠી જે રસ્તે આવી તે રસ્તે એક પડાવ પાછળ જાય છે. દરેક દાવની જેમ, કોઈ સોગઠી તેને વાપરી શકે તો તે વાપરવો જ પડે, તેથી એવી સોગઠી પસંદ કરો જેને તેનાથી ફાયદો થાય.
learn-step-yut_back_do-do = બૅક-ડો ત્યાં વાપરો જ્યાં પાછળ જવાથી ફાયદો થાય.
learn-step-yut_back_do-done = સોગઠી { $piece } પાછી ખૂણા પર આવીને ત્યાં અટકી છે, તેથી તેની આગલી ચાલ કર્ણ પકડે છે: { $before } ને બદલે હવે { $togo } પડાવ બાકી છે.
learn-step-yut_out-title = બહાર જવું
learn-step-yut_out-intro = સોગઠી પોતાની સફર પૂરી કરીને ત્યારે બહાર જાય છે જ્યારે કોઈ ચાલ તેને પડાવ 0 થી, જ્યાં તે બોર્ડ પર આવી હતી, આગળ લઈ જાય; બાકી રહેલાં ડગલાં જાય છે. જે સોગઠી બરાબર પડાવ 0 પર અટકે તે બોર્ડ પર રહે છે, જ્યાં તેને હજી મારી શકાય, જ્યાં સુધી તેનો આગલો દાવ તેને બહાર ન લઈ જાય.
learn-step-yut_out-do = તમારા { $name } થી એક સોગઠી બહાર લઈ જાઓ.
learn-step-yut_out-done = સોગઠી { $piece } પડાવ 0 થી આગળ નીકળીને બહાર ગઈ. જે ખેલાડી સૌથી પહેલાં ચારેય સોગઠીઓ બહાર લઈ જાય તે જીતે છે.
learn-end-yut_throw = ઉપર આવેલી સપાટ બાજુઓ ગણો: ડો 1, ગે 2, ગૉલ 3, યુત 4, અને એક પણ નહીં તો મો, 5; યુત અને મો ફરી દાવ આપે છે.
learn-end-yut_enter = તમારા દાવ રાખો અને દરેક આખો એક જ સોગઠી પર વાપરો; કોઈ દાવ નવી સોગઠીને પડાવ 0 થી બોર્ડ પર લાવી શકે છે.
learn-end-yut_shortcut = જે સોગઠી ખૂણા કે કેન્દ્ર પર અટકે તે પોતાની આગલી ચાલમાં ટૂંકો રસ્તો લે છે.
learn-end-yut_capture = વિરોધીની સોગઠીઓ પર તમારી ચાલ પૂરી કરો તો તે બધી પાછી જાય છે, અને તમે ફરી દાવ નાખો છો.
learn-end-yut_stack = એક પડાવ પરની તમારી સોગઠીઓ ઢગલો બનીને સાથે ચાલે છે, અને સાથે મરાય છે.
learn-end-yut_back_do = બૅક-ડો, એટલે કે માત્ર નિશાનવાળી લાકડી, સોગઠીને એક પડાવ પાછળ લઈ જાય છે.
learn-end-yut_out = સોગઠી પડાવ 0 થી આગળ નીકળીને બહાર જાય છે; જે સૌથી પહેલાં ચારેય બહાર લઈ જાય તે જીતે છે.
learn-why-no_corner = સોગઠી { $piece } ખૂણાથી પહેલાં અટકી જાય, અને પછી તમારો { $rest } તેને વળ્યા વગર ખૂણા પરથી આગળ લઈ જાય: કર્ણ ફક્ત એ જ સોગઠી પકડે છે જે ખૂણા પર અટકે.
learn-why-no_corner_plain = સોગઠી { $piece } કોઈ ખૂણા પર ન અટકે: આગલી ચાલમાં કર્ણ ફક્ત એ જ સોગઠી પકડે છે જે ખૂણા પર અટકે.
learn-why-no_corner_back = સોગઠી { $piece } બસ એક પડાવ ગુમાવે. ખૂણા પર પાછી આવીને સોગઠી { $best } આગલી ચાલમાં કર્ણ પકડત, અને ફક્ત { $togo } પડાવ બાકી રહેત.
learn-why-on_start = સોગઠી { $piece } બરાબર પડાવ 0 પર, સ્ટાર્ટવાળા ખૂણે, અટકે: તે બોર્ડ પર રહે છે, જ્યાં તેને હજી મારી શકાય, જ્યાં સુધી બીજો દાવ તેને બહાર ન લઈ જાય. સોગઠી { $best } પડાવ 0 થી આગળ નીકળીને તરત બહાર જાય છે.
learn-why-exposed-yut = સોગઠી { $piece } એવી જગ્યાએ રહી જાય જ્યાં { $seat } ની સોગઠી { $by } તેને { $name } થી મારી શકે: { $percent } દાવ { $name } હોય છે.
learn-why-exposed_coming-yut = સોગઠી { $piece } પહેલા પાંચ પડાવમાંથી એક પર રહી જાય, જ્યાં { $seat } ની સોગઠી { $by } { $name } થી બોર્ડ પર આવીને તેને મારી શકે: { $percent } દાવ { $name } હોય છે.
learn-why-not_home-yut = સોગઠી { $piece } આ { $name } થી બહાર જઈ શકત: જે ચાલ સોગઠીને પડાવ 0 થી આગળ લઈ જાય તે તેને બહાર લઈ જાય છે, ભલે ગમે તેટલાં ડગલાં વધે.
