# Pachisi — беларуская (be). Тыя самыя паведамленні і зменныя, што ў en.ftl
# (e2e/i18n-catalogue.test.mjs); слоўнік гульнявых тэрмінаў — docs/i18n.md.
# Множныя формы: one (1, 21…), few (2–4…), many (5–20, 0…), other (дробы).

## The page around every screen.
app-name = Пачісі
app-skip = Перайсці да гульні
app-loading = Загрузка…
nav-main = галоўнае
nav-new_game = Новая гульня
nav-replay = Прагляд
error-api = { $code }: { $message }
error-http = HTTP { $status }

## Seats.
seat-0 = Чырвоны
seat-1 = Зялёны
seat-2 = Жоўты
seat-3 = Сіні
seat-other = Месца { $n }
seat-with_number = { $seat } (месца { $n })
arm-N = Пн
arm-E = У
arm-S = Пд
arm-W = З

## Settings.
speed-label = Анімацыя
speed-normal = звычайна
speed-fast = хутка
speed-off = без
copy-button = Капіяваць
copy-done = Скапіявана
copy-announce = Спасылка скапіявана
copy-prompt = Скапіюйце гэтую спасылку:

## Lobby.
lobby-title = Пачісі — новая гульня
lobby-heading = Новая гульня
lobby-game = Гульня
lobby-players = Гульцы
lobby-teams = Каманды (4 гульцы: партнёры сядзяць насупраць)
lobby-seat_bot = Бот: { $level }
lobby-options = Усе правілы
lobby-options_changed =
    { $count ->
        [one] Усе правілы (зменена { $count } правіла)
        [few] Усе правілы (зменена { $count } правілы)
        [many] Усе правілы (зменена { $count } правілаў)
       *[other] Усе правілы (зменена { $count } правіла)
    }
lobby-options_intro = Тут можна змяніць кожнае правіла абранай гульні. Кожны элемент пачынаецца са звычайнага значэння гульні; адпраўляецца толькі тое, што вы змянілі.
lobby-options_reset = Вярнуць звычайныя правілы гульні
lobby-option_default = { $value } (звычайна)
lobby-option_allowed = Дазволена: { $allowed }
lobby-option_changed = зменена
lobby-create = Стварыць гульню
lobby-replay_link = Прагледзець запіс

## Lobby: game cards, seats in words, clock bot.
lobby-variant-pachisi = Класіка з шасцю ракавінамі кауры: 6, 10 і 25 уводзяць фішку і даюць кідок яшчэ раз; замкі бяспечныя.
lobby-variant-pachisi-seven = Сем ракавін кауры: 10, 25 і 30 уводзяць фішкі; тры кідкі «яшчэ раз» аднаго роду запар згараюць; вялікія кідкі даюць дадатковы крок.
lobby-variant-chopat = Гульня Саўраштры: сем ракавін кауры, па гадзіннікавай стрэлцы, кветкі бяспечныя.
lobby-variant-chaupar = Тры доўгія косці замест ракавін; фішкі пачынаюць на дошцы, і бяспечных клетак няма.
lobby-variant_players_teams = Ад { $min } да { $max } гульцоў; учатырох — дзве каманды партнёраў
lobby-variant_players_alone = Ад { $min } да { $max } гульцоў, кожны сам за сябе
lobby-rules_of = Як гуляць у гульню «{ $name }»
lobby-teams_four_only = Для каманд патрэбныя 4 гульцы
lobby-seats_who = Хто гуляе
lobby-seat_person = Чалавек
lobby-seat_words_you = { $seat } — вы
lobby-seat_words_you_named = { $seat } — вы ({ $name })
lobby-seat_words_friend = { $seat } — сябар (спасылка-запрашэнне)
lobby-seat_words_bot = { $seat } — бот, { $level }: { $about }
lobby-bot-easy = палова хадоў разумныя, палова выпадковыя
lobby-bot-medium = робіць ход, які здаецца лепшым зараз, не гледзячы наперад
lobby-bot-hard = глядзіць наперад, улічваючы наступныя кідкі
lobby-bot-expert = глядзіць наперад даўжэй за ўсіх; у большасці гульняў мацнейшы за складанага
lobby-partners = Партнёры { $a } гуляюць разам; іх супернікі — { $b }.
lobby-two_colours = Удваіх кожны гуляе двума супрацьлеглымі колерамі як каманда.
lobby-seats_help = Калі гульня створана, кожнае месца чалавека атрымлівае спасылку-запрашэнне; можна таксама гуляць за некалькі месцаў з гэтага браўзера.
lobby-clock_bot = Калі час скончыцца, гуляе бот:
lobby-level_option = { $level } — { $about }

## Play now, Continue and My games at the top of the lobby (web/lobby.js, issue 26).
play-heading = Гуляць зараз
play-mode = Супернікі
play-vs_bots = Гуляць з ботамі
play-with_friends = Гуляць з сябрамі
play-players = Гульцы
play-level = Боты
play-what_bots =
    { $count ->
        [one] Націсніце на гульню: вы супраць { $count } бота ({ $level }), па звычайных правілах гульні.
       *[other] Націсніце на гульню: вы супраць { $count } ботаў ({ $level }), па звычайных правілах гульні.
    }
play-what_friends =
    { $count ->
        [one] Націсніце на гульню: вы і { $count } сябар; вы атрымаеце спасылку, каб даслаць яму.
        [few] Націсніце на гульню: вы і { $count } сябры; вы атрымаеце спасылку для кожнага з іх.
       *[other] Націсніце на гульню: вы і { $count } сяброў; вы атрымаеце спасылку для кожнага з іх.
    }
play-last = апошняя гульня
play-starting = Пачынаецца…
play-more_options = Больш налад: кожнае правіла, хто дзе сядзіць, гадзіннік, адкрыты стол
continue-heading = Працягнуць
continue-what = { $game }, супраць: { $rivals }
mygames-you = Вы
mygames-you_named = { $name } (вы)
mygames-bot = Бот ({ $level })
mygames-you_won = Вы перамаглі
mygames-won = Перамога: { $who }
mygames-your_turn = Ваш ход
mygames-show_all =
    { $count ->
        [one] Паказаць усе ({ $count } гульня)
        [few] Паказаць усе { $count } гульні
       *[other] Паказаць усе { $count } гульняў
    }
mygames-show_fewer = Паказаць менш
created-fairness = Сумленнасць
created-fairness_help = Сервер вызначыў усе кідкі гэтай гульні яшчэ да першага. Гэта адбітак яго сакрэтнага зерня; зерне паказваецца, калі гульня скончыцца, каб кожны мог праверыць любы кідок.
created-local_title = Гэтыя спасылкі працуюць толькі на гэтым камп'ютары: сервер слухае толькі ўласны адрас гэтага камп'ютара.
created-local_fix = Для сяброў у хатняй сетцы запусціце сервер з { $command } і адкрыйце старонку па сеткавым адрасе, які ён надрукуе; тады спасылкі будуць з гэтым адрасам.
created-local_internet = Для сяброў у інтэрнэце пастаўце сервер за зваротны проксі з TLS, як паказана ў { $docs }.

## Option groups.
group-board = Дошка і шлях (§2)
group-throws = Кідкі (§3)
group-turns = Хады, ва ўсіх гульнях (T-…)
group-pachisi = Правілы Пачісі (P-…)
group-chopat = Правілы Чопата (C-…)
group-chaupar = Правілы Чаўпара (K-…)
group-length = Даўжыня гульні

## Option labels.
option-table = Кідкі і іх значэнні
option-mouth_up_p = Імавернасць, што ракавіна ляжа адтулінай угору
option-seven_high = Шэсць адтулін угору (табліца сямі) — гэта
option-chopat_ends = Ніводнай адтуліны ўгору (табліца Чопата) — гэта
option-dice_faces = Грані кожнай доўгай косці
option-track = Шлях
option-safe_squares = Бяспечныя клеткі
option-flower_in_middle = Сярэдняя кветка кожнага рукава
option-order = Хто пачынае
option-accumulate = Спачатку ўсе кідкі ходу, потым хады
option-stack_moves = Фішкі разам могуць хадзіць разам
option-forfeit = Бескарысны кідок каштуе
option-pass = Гулец можа прапусціць
option-streak = Серыі з трох кідкоў
option-streak_penalty = Серыя адмяняе
option-bonus = Дадатковы крок (пьяда, пегеду)
option-bonus_values = Кідкі, што даюць дадатковы крок
option-capture_again = Яшчэ кідок пасля збіцця
option-enter = Фішка, што ўваходзіць
option-enter_any = Любы кідок можа ўвесці фішку
option-first_free = Першая фішка месца ўваходзіць з любым кідком
option-seven_fourteen = 7 і 14 не ўводзяць фішку
option-castle_exclusive = Нельга спыняцца на бяспечнай клетцы суперніка
option-castle_single = Адна фішка на бяспечнай клетцы
option-block_two = Дзве фішкі на бяспечнай клетцы блакуюць яе
option-capture_stacks = Стосы можна збіць
option-must_capture = Збіць да вяртання дамоў (тохд)
option-revenge = Адпомста адмяняе залік збіцця
option-fool = «Ганду кадхі»: скончыўшы, месца выводзіць фішку зноў
option-partner_moves = Партнёр ходзіць кідкамі скончыўшага месца
option-triple = Тройкі ходзяць двойчы
option-start_steps = Фішкі пачынаюць на гэтых кроках
option-rank_all = Гуляць далей пасля першага пераможцы
option-max_turns = Ліміт ходаў

## The "Game created" panel.
created-heading = Гульня створана
created-intro = Дашліце кожнаму гульцу яго спасылку (у ёй сакрэтны ключ яго месца) або гуляйце за некалькі месцаў з гэтага браўзера.
created-invite_label = спасылка-запрашэнне для: { $seat }
created-play_seat = Гуляць за гэтае месца тут
created-spectators = Гледачы
created-spectator_label = спасылка для гледачоў
created-play_all = Гуляць за ўсіх людзей тут (па чарзе)
created-watch = Глядзець на ботаў
created-commitment = Абавязацельства сумленнасці: { $commitment }

## The game page.
game-title = Пачісі
game-title_state = { $banner } — Пачісі
game-title_your_turn = ▶ { $banner } — Пачісі
game-cannot_open = Немагчыма адкрыць гульню { $id }: { $message }
game-reconnecting = Злучэнне страчана; перападключэнне…
banner-over = Гульня скончана
banner-over_seat = Гульня скончана. Перамога: { $seat }
banner-over_seat_adjudicated = Гульня скончана. Перамога: { $seat } (па адлегласці)
banner-over_team = Гульня скончана. Перамога каманды: { $seats }
banner-over_team_adjudicated = Гульня скончана. Перамога каманды: { $seats } (па адлегласці)
banner-damaged = Гульня спынена: { $reason }
banner-damaged_unknown = Гульня спынена: яна пашкоджана
banner-waiting = Чакаем гульцоў: { $seats }
banner-move = Ход: { $seat }
banner-move_bot = Ход: { $seat } (бот)
banner-move_you = Ход: { $seat } (вы)
banner-throw = Кідок: { $seat }
banner-throw_bot = Кідок: { $seat } (бот)
banner-throw_you = Кідок: { $seat } (вы)
banner-order = Кідок за чарговасць: { $seat }
banner-order_bot = Кідок за чарговасць: { $seat } (бот)
banner-order_you = Кідок за чарговасць: { $seat } (вы)
throw-button = Кінуць
throw-none = Кідкоў яшчэ не было
throw-last = { $seat }: { $value }
throw-last_up = { $seat }: { $value } (угору { $up })
throw-dice = косці { $faces }
throw-cowries =
    { $count ->
        [one] { $up } з { $count } ракавіны адтулінай угору
       *[other] { $up } з { $count } ракавін адтулінай угору
    }
tray-label = захаваныя кідкі
tray-kept = Захавана:
moves-label = хады
moves-choose = Выберыце фішку або ход:
moves-of_piece = Хады фішкі { $piece } ({ $seat }):
moves-of_stack = Хады стоса фішак { $pieces } ({ $seat }):
moves-with_value = Хады на { $value }:
moves-show_all = Паказаць усе хады (Esc)
moves-hint = Падказка
move-pass = Прапусціць (аддаць астатнія кідкі)
move-captures = { $move }, збівае { $captured }
move-captured_piece = { $seat } { $piece }
move-stack = { $move } (стос)
move-triple = { $move } (тройка)
hint-heading = Падказка (лепшае спачатку):
hint-item = { $move } — шанец перамогі { $percent }%
players-heading = Гульцы
players-line = { $seat } (месца { $n }, { $arm }) — { $status }
players-line_team = { $seat } (месца { $n }, { $arm }) — { $status }, каманда { $team }
players-line_no_arm = { $seat } (месца { $n }) — { $status }
players-line_team_no_arm = { $seat } (месца { $n }) — { $status }, каманда { $team }
players-finished = { $line } ✓ скончыў
players-to_move = (ходзіць)
players-bot = бот { $bot }
players-you = вы
players-joined = далучыўся
players-not_joined = не далучыўся
log-heading = Журнал
log-label = журнал хадоў
log-entry = { $seat }: { $text }
say-captures = { $seat } збівае { $captured }
say-captured_piece = { $seat }, фішка { $piece }
say-enters = { $seat } уводзіць фішку
say-home = { $seat } прыводзіць фішку дамоў
say-your_move = Ваша чарга: ход { $seat }
say-your_throw = Ваша чарга: кідок { $seat }
footer-record = Спампаваць запіс
footer-replay = Прагляд
footer-new_game = Новая гульня
footer-commitment = Абавязацельства { $commitment }
footer-seed = Зерне { $seed } — праверка: { $command }
footer-fairness = Сумленнасць
footer-rematch = Рэванш
footer-join_rematch = Далучыцца да рэваншу

## The board.
board-label = Дошка: { $variant }
board-home = Дом
piece-waiting = { $seat }, фішка { $piece }, чакае
piece-home = { $seat }, фішка { $piece }, дома
piece-on_step = { $seat }, фішка { $piece }, засталося { $togo }
piece-on_step_fool = { $seat }, фішка { $piece }, ідзе назад («дурань»)
piece-with_moves = { $label }, можа пайсці на { $values }

## The board's stacks, and the sound toggle.
board-stack =
    { $count ->
        [one] тут { $count } фішка
        [few] тут { $count } фішкі
        [many] тут { $count } фішак
       *[other] тут { $count } фішкі
    }
sound-label = Гук
sound-turn_on = Уключыць гук
sound-turn_off = Выключыць гук

## Notices (web/notify.js): the tab's title while the page is in the background, the system notification, the setting.
notice-turn_tab = ● Ваш ход — Пачісі
notice-turn_heading = Ваш ход у Пачісі
notice-invite_tab = ● Вас запрасілі — Пачісі
notices-label = Апавяшчэнні
notices-turn_on = Паведамляць мне, калі мой ход, а гэтая старонка ў фоне
notices-turn_off = Спыніць апавяшчэнні
notices-blocked = Гэты браўзер блакуе апавяшчэнні ад гэтага сайта: дазвольце іх у наладах сайта ў браўзеры

## The offline page (web/offline.html), shown when the server cannot be reached.
offline-title = Пачісі — па-за сеткай
offline-heading = Не ўдаецца звязацца з серверам Пачісі
offline-needs = Усё тут патрабуе сервера: гульня з людзьмі ці з ботамі, лобі і яго адкрытыя сталы, прагляд і разбор гульняў, правілы і ўрок.
offline-works = Без яго нічога не працуе, нават гульня з ботамі. Вашы гульні захоўваюцца на серверы і працягнуцца з таго месца, калі сервер зноў будзе даступны.
offline-retry = Паспрабаваць зноў

## No needless clicks (issue 26): automatic play and the keyboard shortcuts (web/autoplay.js).
auto-group = Аўтаматычная гульня
auto-move = Аўтаход
auto-move_title = Калі ход адзін, ён робіцца сам
auto-move_on = Аўтаход уключаны: адзіны ход робіцца сам
auto-move_off = Аўтаход выключаны
auto-throw = Аўтакідок
auto-throw_title = Калі ваша чарга кідаць, кідок робіцца сам
auto-throw_on = Аўтакідок уключаны: вашы кідкі робяцца самі
auto-throw_off = Аўтакідок выключаны
auto-only_move = Толькі адзін ход: { $move }. Ён робіцца сам
auto-only_pass = Ніводная фішка не можа пайсці на { $values }: вы прапускаеце
tutor-group = Настаўнік
tutor-switch = Настаўнік
tutor-switch_title = Папярэджваць перад ходам, які, на думку бота, моцна змяншае шанец перамогі
tutor-on = Настаўнік уключаны: ён папярэджвае перад дарагім ходам
tutor-off = Настаўнік выключаны
tutor-threshold = Папярэджваць ад страты
tutor-threshold_option = { $percent }%
tutor-title = Настаўнік раіць падумаць яшчэ раз
tutor-your_move = Ваш ход: { $move }.
tutor-cost = На думку бота, гэты ход аддае каля { $percent }% вашага шанцу на перамогу ({ $mine }% замест { $best }%).
tutor-best = Лепшы ход бота, пазначаны на дошцы: { $move }.
tutor-explain = Гэта хуткая ацэнка, якая глядзіць да канца гэтага ходу, а не поўны аналіз: яна можа памыляцца.
tutor-back = Выбраць зноў
tutor-play = Усё роўна хадзіць
keys-line = Клавішы: { $throw } кінуць · { $kept } захаваны кідок · { $clear } скасаваць выбар · { $help }
keys-open = усе клавішы
keys-title = Спалучэнні клавіш
keys-throw = Кінуць
keys-kept = Выбраць захаваны кідок: 1 — першы, 2 — другі…
keys-clear = Скасаваць выбраны кідок або фішку
keys-tab = Перайсці па фішках, што могуць хадзіць, і па хадах; Enter робіць выбраны
keys-help = Паказаць гэты спіс
keys-close = Закрыць

## The replay page.
replay-title = Пачісі — прагляд
replay-heading = Прагледзець запіс
replay-file = Файл запісу (з «Спампаваць запіс» або pachisi record):
replay-not_json = Гэта не JSON: { $message }
replay-stops = Запіс спыняецца на памылцы: { $error }
replay-slider = падзея
replay-caption = { $i } / { $last }: { $text }
replay-caption_start = { $i } / { $last }: пачатак
replay-controls = кіраванне праглядам
replay-first = Першая
replay-first_label = Першая падзея
replay-prev = ◀ Папярэдняя
replay-prev_label = Папярэдняя падзея
replay-next = Наступная ▶
replay-next_label = Наступная падзея
replay-last = Апошняя
replay-last_label = Апошняя падзея
replay-play = Прайграць
replay-pause = Паўза
replay-result = Вынік: { $ranking }
replay-result_adjudicated = Вынік: { $ranking } (па адлегласці)
replay-unfinished = Гульня не скончана

## Game review.
over-analyse = Аналіз
review-heading = Разбор гульні
review-explain = Шмат разоў разыгрывае кожнае рашэнне, каб убачыць, якія хады страцілі шанцы на перамогу.
review-start = Разабраць гэтую гульню
review-retry = Паспрабаваць зноў
review-started = Гульня аналізуецца…
review-starting = Разбор пачынаецца…
review-queued = Чаканне ў чарзе на разбор (наперадзе: { $ahead })…
review-progress = Аналіз… { $done } з { $of } разыгрышаў
review-progress_label = Ход разбору
review-ready = Разбор гатовы.
review-busy = Разбор зараз немагчыма пачаць: { $message }
review-failed = Разбор не ўдаўся: { $message }
review-not_over = Гульню можна разабраць, калі яна скончыцца.
review-graph_label =
    { $count ->
        [one] Шанец перамогі на працягу гульні: { $count } разабранае рашэнне, пазначана { $marked }. Паўзунок і спіс пазначаных хадоў вядуць да тых самых падзей.
        [few] Шанец перамогі на працягу гульні: { $count } разабраныя рашэнні, пазначана { $marked }. Паўзунок і спіс пазначаных хадоў вядуць да тых самых падзей.
        [many] Шанец перамогі на працягу гульні: { $count } разабраных рашэнняў, пазначана { $marked }. Паўзунок і спіс пазначаных хадоў вядуць да тых самых падзей.
       *[other] Шанец перамогі на працягу гульні: { $count } разабранага рашэння, пазначана { $marked }. Паўзунок і спіс пазначаных хадоў вядуць да тых самых падзей.
    }
review-legend_below = { $side }: шанец перамогі, ніжэй за лінію
review-legend_above = { $side }: вышэй за лінію
review-legend_seat = { $seat }: шанец перамогі на ўласных хадах
review-mark-inaccuracy = Недакладнасць
review-mark-mistake = Памылка
review-mark-blunder = Грубая памылка
review-action_enter = увесці фішку { $piece } на { $value }
review-action_move = пасунуць фішку { $piece } на { $value }
review-action_enter_partner = увесці фішку { $piece } ({ $seat }) на { $value }
review-action_move_partner = пасунуць фішку { $piece } ({ $seat }) на { $value }
review-action_stack = пасунуць фішкі на кроку фішкі { $piece } на { $value }
review-action_triple = пасунуць тры фішкі з фішкай { $piece } на тройку { $value }
review-action_pass = прапусціць
review-no_decision = Гэта не разабранае рашэнне: перайдзіце да хода або выберыце яго на графіку ці ў спісе.
review-note = { $move }. Лепш: { $best } (шанец перамогі { $before } → { $after }, −{ $loss }).
review-note_best = { $move }: лепшы знойдзены ход (шанец перамогі { $before }).
review-note_forced = { $move }: адзіны ход.
review-note_unreviewed = { $move }: не разабраны (разбору не хапіла часу).
review-summary_caption = Па гульцах
review-col_player = Гулец
review-col_decisions = Разабрана рашэнняў
review-col_mean_loss = Сярэдняя страта
review-col-inaccuracy = Недакладнасці
review-col-mistake = Памылкі
review-col-blunder = Грубыя памылкі
review-marked_heading = Пазначаныя хады
review-marked_item = Падзея { $n } · { $mark }: { $move } (−{ $loss })
replay-heading_game = Паўтор і разбор
replay-open_other = Адкрыць іншы запіс
replay-result_wins = { $who } перамагае
replay-result_wins_then = { $who } перамагае · далей { $rest }
replay-result_win = { $who } перамагаюць
replay-result_win_then = { $who } перамагаюць · далей { $rest }
replay-result_adjudicated_note = { $text } (гульню скончыў ліміт хадоў)
review-bot_name = { $seat } бот ({ $level })
review-marked_row = Ход { $turn } · { $player } · { $mark }: { $move } (−{ $loss })
review-note_who = Ход { $turn }, { $player }:
review-stand_in = хадзіў бот-замена ({ $level }), пакуль гульца не было; не ўлічваецца
review-exact = дакладна: гонка, пралічаная да канца па табліцы эндшпіляў
review-method_exact = Рашэнні, ацэненыя дакладна па табліцы эндшпіляў (гонкі; без разыгрышаў): { $count }.
review-stand_in_count = Хады бота-замены, не ўлічваюцца: { $count }
review-col_accuracy = Дакладнасць
review-luck_heading = Удача кубікаў
review-luck_line = { $points } пунктаў шанцу перамогі з { $throws } кідкоў
review-luck_explain = Удача — тое, што кожны кідок даў (+) або забраў (−) у параўнанні з кідкамі, якія маглі выпасці, паводле ацэнкі шанцу перамогі (як рэйтынг удачы GNU Backgammon): большая частка ваганняў графіка — гэта кубікі, а не хады. Гэта прыблізная ацэнка, падагнаная пад правілы гульні, і яна тлумачыць толькі частку выніку.
review-no_marks = Ніводны ход не пазначаны.
review-incomplete = Разбор няпоўны: час скончыўся раней, чым кожнае рашэнне атрымала ўсе разыгрышы, таму лічбы больш грубыя, а некаторыя рашэнні не разабраныя.
review-thresholds = Ход пазначаецца, калі разыгрышы паказваюць, нават з улікам іх хібнасці, што ён страціў у параўнанні з лепшым ходам не менш за { $inaccuracy } шанцу перамогі: недакладнасць; ад { $mistake } — памылка, ад { $blunder } — грубая памылка.
review-method =
    { $count ->
        [one] Кожны выбар бот «{ $policy }» разыграў да канца да { $count } разу (усяго партый: { $total }).
       *[other] Кожны выбар бот «{ $policy }» разыграў да канца да { $count } разоў (усяго партый: { $total }).
    }

## Friends: names, invites, my games, open tables, clock, presence, chat.
friends-named = { $name } ({ $seat })
friends-board_label = { $name } (месца { $n })
friends-your_name = Ваша імя
friends-your_name_help = Яго бачаць іншыя гульцы; захоўваецца ў гэтым браўзеры.
friends-name_prompt = Ваша імя для іншых гульцоў:
friends-name_save = Захаваць
friends-name_skip = Не зараз
friends-public = Паказваць як адкрыты стол (любы можа заняць вольнае месца)
friends-spectator_chat = Гледачы могуць пісаць у чат (чытаць могуць заўсёды)
friends-clock_label = Час на рашэнне
friends-clock_0 = Без гадзінніка
friends-clock_30 = 30 секунд
friends-clock_120 = 2 хвіліны
friends-clock_86400 = 1 дзень
friends-clock_help = Калі ў гульца скончыцца час, за яго гуляе бот, пакуль ён не вернецца.
friends-clock = { $seat }: засталося { $time }
friends-clock_you = Ваш час: засталося { $time }
friends-away = { $seat } адышоў: за яго гуляе бот, пакуль ён не вернецца.
friends-away_you = Ваш час скончыўся: за вас гуляе бот.
friends-back = Я вярнуўся
friends-left = { $name } выйшаў
friends-is_back = { $name } вярнуўся
friends-presence_label = гульцы за сталом
friends-online = на сувязі
friends-offline = не на сувязі
friends-not_joined = яшчэ не далучыўся
friends-mute = Заглушыць: { $seat }
friends-unmute = Вярнуць гук: { $seat }
friends-chat_heading = Чат
friends-chat_label = паведамленні чата
friends-chat_open = Чат
friends-toasts_label = Новыя радкі чата
friends-chat_close = Схаваць чат
friends-chat_unread =
    { $count ->
        [one] Чат ({ $count } новае)
        [few] Чат ({ $count } новыя)
        [many] Чат ({ $count } новых)
       *[other] Чат ({ $count } новага)
    }
friends-chat_input = паведамленне ў чат
friends-chat_placeholder = Напішыце што-небудзь…
friends-chat_send = Адправіць
friends-chat_left =
    { $count ->
        [one] засталося { $count } знак
        [few] засталося { $count } знакі
        [many] засталося { $count } знакаў
       *[other] засталося { $count } знака
    }
friends-reactions = хуткія рэакцыі
friends-spectator = Глядач
friends-line_who = { $who }:
friends-line_who_spectator = { $who } (глядзіць):
friends-show_spectators = Паказваць чат гледачоў
friends-spectators_read_only = Гледачы могуць чытаць чат.
friends-rate_limited = Вы пішаце занадта хутка; пачакайце трошкі і паспрабуйце зноў.
friends-too_large = Паведамленне занадта доўгае (не больш за 200 знакаў).
friends-share = Падзяліцца
friends-share_title = Далучайцеся да маёй гульні ў Пачісі
friends-qr = QR-код
friends-qr_label = QR-код спасылкі-запрашэння для: { $seat }
friends-invite_heading = Запрашэнне
friends-invite_intro = Гэтыя месцы яшчэ вольныя. Дашліце кожнаму сябру яго спасылку; панэль знікне, калі ўсе далучацца.
friends-my_games = Мае гульні
friends-my_games_empty = Тут з'явяцца гульні, якія вы ствараеце, у якіх гуляеце або якія глядзіце ў гэтым браўзеры.
friends-role_created = вы стварылі
friends-role_joined = вы гуляеце
friends-role_watched = вы глядзіце
friends-status_waiting = чакае гульцоў
friends-status_playing = ідзе гульня
friends-status_over = гульня скончана
friends-status_damaged = спынена
friends-to_move = Ход: { $seat }
friends-invites = Запрашэнні
friends-gone = { $id }: гэтай гульні на серверы больш няма
friends-forget = Забыць
friends-forget_label = забыць гульню { $id }
friends-open_tables = Адкрытыя сталы
friends-open_tables_empty = Зараз адкрытых сталоў няма.
friends-refresh = Абнавіць
friends-table_line = { $variant }, гульцоў: { $players }: { $names }
friends-free_seats =
    { $count ->
        [one] { $count } вольнае месца: { $seats }
        [few] { $count } вольныя месцы: { $seats }
        [many] { $count } вольных месцаў: { $seats }
       *[other] { $count } вольнага месца: { $seats }
    }
friends-table_clock = гадзіннік: { $clock } на рашэнне
friends-seconds =
    { $count ->
        [one] { $count } секунда
        [few] { $count } секунды
        [many] { $count } секунд
       *[other] { $count } секунды
    }
friends-join = Далучыцца
friends-join_label = далучыцца да стала «{ $variant }» як { $seat }
friends-nobody = пакуль нікога

## Learn: the first-game lesson.
learn-offer-title = Упершыню ў Пачісі?
learn-offer-text = Пройдзіце 3-хвілінны ўрок: вы робіце хады на сапраўднай дошцы, і кожны тлумачыцца.
learn-offer-start = Прайсці ўрок
learn-offer-dismiss = Не, дзякуй
learn-offer-dismissed = Урок заўсёды чакае на /learn.
learn-title = Навучыцца гуляць — Пачісі
learn-cannot_open = Урок немагчыма паказаць: { $message }
learn-progress = Крок { $n } з { $count }
learn-progress_done = Урок пройдзены
learn-skip = Прапусціць урок
learn-nav = крокі ўрока
learn-back = Назад
learn-next = Далей
learn-finish = Скончыць
learn-redo = Зрабіць гэты крок зноў
learn-try_again = Паспрабаваць зноў
learn-rule_more = Прачытаць правіла
learn-rule_more_label = Прачытаць правіла: правіла гэтага кроку на старонцы правілаў (адкрываецца ў новай укладцы)
learn-kept = Вашы кідкі:
learn-kept_label = вашы захаваныя кідкі
learn-moves = вашы хады
learn-choose = Націсніце на сваю фішку, на клетку, куды яна пойдзе, або на ход:
learn-right = Выдатна!
learn-wrong = Не лепшы ход:
learn-table_label = колькі каштуе кожны кідок
learn-table_again = (кідок яшчэ раз)
learn-table_note = { $again } (тлустым) дае кінуць яшчэ раз.
learn-step-throw-title = Кіньце ракавіны
learn-step-throw-intro = У Пачісі гуляюць { $shells } ракавінамі кауры замест касцей. Кіньце іх і палічыце, колькі ляжа адтулінай угору: табліца дае значэнне кідка.
learn-step-throw-do = Націсніце «Кінуць».
learn-step-throw-again =
    { $count ->
        [one] { $count } ракавіна адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
        [few] { $count } ракавіны адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
        [many] { $count } ракавін адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
       *[other] { $count } ракавіны адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
    }
learn-step-throw-last =
    { $count ->
        [one] { $count } ракавіна адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
        [few] { $count } ракавіны адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
        [many] { $count } ракавін адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
       *[other] { $count } ракавіны адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
    }
learn-step-throw-done = Вы захоўваеце кідкі і выкарыстоўваеце іх па адным.
learn-step-grace-title = Увядзіце фішку кідком уводу
learn-step-grace-intro = Вашы чатыры фішкі ({ $seat }) чакаюць каля дошкі, у вашым куце. Толькі кідок уводу, «міласць» — { $grace }, — ставіць фішку на дошку: яна становіцца на вашу стартавую клетку (абведзеную вашым колерам), і на гэта ідзе ўвесь кідок. Вашы { $others } фішку не ўводзяць.
learn-step-grace-do = Увядзіце фішку кідком { $value }.
learn-step-grace-done = Фішка { $piece } на вашай стартавай клетцы. Адтуль ёй бегчы { $togo } клетак: уніз па вашым сярэднім слупку, адзін раз вакол дошкі супраць гадзіннікавай стрэлкі і назад уверх па сярэднім слупку ў цэнтр — гэта дом.
learn-step-move-title = Рухайцеся па сваім шляху
learn-step-move-intro = Кідок пасоўвае адну фішку наперад на ўсё сваё значэнне, клетка за клеткай; ён ніколі не дзеліцца паміж фішкамі. Ваша фішка { $piece } стаіць на стартавай клетцы.
learn-step-move-do = Пасуньце яе на { $value }: клетка, куды яна трапіць, пазначана.
learn-step-move-done = Фішка { $piece } прайшла { $value } клетак па вашым шляху, і ёй засталося { $togo }. Усе фішкі ідуць адной дарогай: уніз па сваім сярэднім слупку, потым супраць гадзіннікавай стрэлкі вакол крыжа.
learn-step-capture-title = Збіццё
learn-step-capture-intro = Фішка { $vpiece } ({ $victim }) стаіць на { $value } клетак наперадзе вашай фішкі { $piece }, на звычайнай клетцы. Спыніцеся там, дзе стаіць супернік, і вы яго збіваеце: фішка вяртаецца з дошкі, і каб увайсці зноў, ёй патрэбны кідок уводу. Збіццё дае яшчэ адзін кідок.
learn-step-capture-do = Збіце яе кідком { $value }.
learn-step-capture-done = Фішка { $vpiece } ({ $victim }) зноў па-за дошкай, а вы кідаеце яшчэ раз.
learn-step-castle-title = Замкі бяспечныя
learn-step-castle-intro = Клеткі, пазначаныя ✕, — замкі. На замку фішку збіць нельга, і ніхто не можа спыніцца на замку, дзе стаіць супернік.
learn-step-castle-do = Вашым { $value } можна пасунуць адну з дзвюх фішак. Выберыце ход, пасля якога ніводную вашу фішку нельга збіць.
learn-step-castle-done = Фішка { $piece } стаіць на замку: там яе нішто не зб'е, і ніводная ваша фішка не пад ударам.
learn-step-exact-title = Дамоў — толькі дакладным лікам
learn-step-exact-intro = Фішка прыходзіць дамоў толькі з дакладным лікам клетак, што ёй засталіся: кідок, які пранёс бы яе міма дому, для яе не падыходзіць. Вашай фішцы { $piece } засталося { $needed } клетак.
learn-step-exact-do = Вы кінулі { $needed }: прывядзіце гэтую фішку дамоў.
learn-step-exact-done = Фішка { $piece } дома, з дакладным лікам.
learn-step-team-title = Гуляйце камандай
learn-step-team-intro = { $partner }, насупраць вас, — ваш партнёр: вы гуляеце разам, вашы супернікі — { $opponents }. Партнёры ніколі не збіваюць адзін аднаго і могуць стаяць на адной клетцы. Перамагае каманда, чые восем фішак першымі ўсе дома. { $partner } ужо дома; вашай апошняй фішцы засталося { $needed }.
learn-step-team-do = Выйграйце гульню для сваёй каманды.
learn-step-team-done = Усе восем фішак вашай каманды дома: { $team } перамагаюць!
learn-why-pass = Прапуск аддае ўсе вашы захаваныя кідкі: нічога не рухаецца, і ваша чарга заканчваецца.
learn-why-no_enter = Ён не ўводзіць ніводнай фішкі на дошку.
learn-why-strands = Фішка { $piece } спынілася б за адну клетку да дому. У гэтай гульні няма кідка 1, таму адтуль яна ніколі не скончыць.
learn-why-loses_throw = Пасля яго ніводная фішка не змагла б выкарыстаць { $values }: кідок прапаў бы.
learn-why-no_capture = Ён нічога не збівае: фішка { $piece } ({ $seat }) застаецца на дошцы, і дадатковага кідка няма.
learn-why-exposed = Фішка { $piece } стала б на адкрытую клетку, дзе яе можа збіць фішка { $by } ({ $seat }) кідком { $value } — { $percent } кідкоў дае { $value }.
learn-why-not_home = Фішцы { $piece } трэба роўна { $needed }, а толькі { $percent } кідкоў дае { $needed }: выкарыстайце яго, пакуль ён ёсць.
learn-why-other = Так можна, але гэты крок пра іншае.
learn-end-title = Вы гатовыя гуляць
learn-end-intro = Гэта ўсё, што трэба для першай гульні:
learn-end-throw = Кідайце ракавіны і захоўвайце кідкі; { $again } дае кінуць яшчэ раз.
learn-end-grace = Толькі кідок уводу ({ $grace }) ставіць фішку на дошку.
learn-end-move = Кожны кідок пасоўвае адну фішку наперад на ўсё сваё значэнне.
learn-end-capture = Спыніцеся на суперніку, каб адправіць яго з дошкі, і кіньце яшчэ раз.
learn-end-castle = Фішку на замку (✕) збіць нельга.
learn-end-exact = Фішка прыходзіць дамоў толькі з дакладным лікам.
learn-end-team = Партнёры сядзяць насупраць і перамагаюць разам.
learn-end-play = Згуляць першую гульню
learn-end-again = Прайсці ўрок яшчэ раз
learn-end-rules = Усе правілы Пачісі

## The rules pages.
rules-title = Як гуляць у гульню «{ $name }» — Пачісі
rules-heading = Як гуляць у гульню «{ $name }»
rules-link = Як гуляць
rules-link_game = Правілы гэтай гульні
rules-cannot_open = Гэтыя правілы немагчыма паказаць: { $message }
rules-other_games = Іншыя гульні:
rules-game_options = Гэта правілы адной гульні: правілы з пазнакай «зменена» адрозніваюцца ад звычайнай гульні «{ $name }».
rules-name-pachisi = Пачісі
rules-name-pachisi-seven = Пачісі з сямю ракавінамі
rules-name-chopat = Чопат
rules-name-chaupar = Чаўпар
rules-h-goal = Мэта
rules-h-board = Дошка
rules-h-turn = Ваша чарга
rules-h-throws = Кідкі
rules-h-options = Усе правілы гэтай гульні
rules-goal-race = Правядзіце свае чатыры фішкі адзін раз вакол крыжападобнай дошкі і назад дамоў, у цэнтр.
rules-goal-teams = Партнёры сядзяць насупраць ({ $pairs }) і гуляюць разам: перамагае каманда, чые восем фішак першымі ўсе дома. Партнёры ніколі не збіваюць адзін аднаго і могуць стаяць на адной клетцы.
rules-goal-alone = Кожны гуляе сам за сябе. Перамагае першы, хто прывёў дамоў усе чатыры фішкі; астатнія гуляюць далей за месцы.
rules-goal-alone_first = Кожны гуляе сам за сябе. Перамагае першы, хто прывёў дамоў усе чатыры фішкі.
rules-goal-players_two = Удваіх кожны гуляе двума супрацьлеглымі колерамі як каманда.
rules-goal-order = Каб вызначыць, хто пачынае, кожны кідае адзін раз: пачынае самы высокі кідок (пры роўных кідаюць зноў). Потым чарга ідзе вакол стала.
rules-goal-order_fixed = Пачынае { $seat }; потым чарга ідзе вакол стала.
rules-goal-max_turns =
    { $count ->
        [one] Гульня, што дасягнула { $count } ходу, вырашаецца па тым, у каго засталася меншая адлегласць.
       *[other] Гульня, што дасягнула { $count } ходаў, вырашаецца па тым, у каго засталася меншая адлегласць.
    }
rules-diagram = Дошка гульні «{ $name }»: шлях кожнага месца са стрэлкамі, стартавыя клеткі, бяспечныя клеткі і дом
rules-legend-road = Шлях: { $seat }
rules-board-anticlockwise = Кожная каляровая лінія — шлях аднаго месца, стрэлкі паказваюць кірунак: з цэнтра ўніз па сваім сярэднім слупку, адзін раз вакол крыжа супраць гадзіннікавай стрэлкі, потым назад уверх па тым самым слупку ў цэнтр.
rules-board-clockwise = Кожная каляровая лінія — шлях аднаго месца, стрэлкі паказваюць кірунак: ад стартавай кветкі месца адзін раз вакол крыжа па гадзіннікавай стрэлцы, потым уверх па сваім сярэднім слупку ў цэнтр.
rules-board-start = Клетка, абведзеная колерам месца, — яго стартавая клетка, дзе яго фішкі выходзяць на дошку.
rules-board-castles = Дванаццаць клетак, пазначаных ✕, — замкі: фішку на замку збіць нельга.
rules-board-castles_exclusive = Ніводная фішка не можа спыніцца на замку, дзе стаіць супернік.
rules-board-castles_single = На замку можа стаяць толькі адна фішка адначасова.
rules-board-flowers = Клеткі з вышытай кветкай — кветкі: на іх разам могуць стаяць фішкі любога колеру, і там нікога не збіваюць.
rules-board-block_two = Дзве фішкі аднаго колеру на кветцы блакуюць яе: іншыя могуць прайсці міма, але не спыніцца.
rules-board-no_safe = У гэтай гульні няма бяспечных клетак: фішку можна збіць дзе заўгодна на кругу.
rules-board-home = Сярэдні слупок кожнага рукава — хатні слупок яго месца: фішкі іншых месцаў туды не заходзяць, таму там яны ў бяспецы. Цэнтр — дом.
rules-turn-throw_cowries = Кіньце { $count } ракавін кауры: колькі ляжа адтулінай угору, такое і значэнне кідка (табліца ніжэй). Кідок { $values } дае кінуць яшчэ раз.
rules-turn-throw_dice = Кіньце тры доўгія косці, на кожнай { $faces }. Кожная косць — асобны ход: можна пасунуць тры фішкі або адну фішку тры разы. Дадатковых кідкоў няма.
rules-turn-keep = Вы захоўваеце ўсе кідкі свайго ходу, потым выкарыстоўваеце іх па адным, у любым парадку, кожны на фішку па выбары.
rules-turn-keep_off = Кожны кідок выкарыстоўваецца да наступнага.
rules-turn-enter_centre = Вашы фішкі пачынаюць па-за дарогай, у цэнтры — на дошцы яны паказаны ў вашым куце, дзе чакаюць. Фішка выходзіць на дошку толькі кідком { $values }: яна становіцца на вашу стартавую клетку, і кідок выкарыстаны.
rules-turn-enter_hand = Вашы фішкі пачынаюць у руцэ. Фішка выходзіць на дошку толькі кідком { $values }: яна становіцца на вашу стартавую кветку, і кідок выкарыстаны.
rules-turn-enter_full = Фішка, што ўваходзіць, адразу праходзіць усё значэнне кідка.
rules-turn-first_free = Ваша самая першая фішка можа ўвайсці з любым кідком.
rules-turn-seven_fourteen = 7 і 14 даюць кінуць яшчэ раз, але не ўводзяць фішку; калі на дошцы няма фішак, яны згараюць.
rules-turn-start_on_board = Вашы чатыры фішкі пачынаюць гульню ўжо на дошцы, каля стартавай клеткі. Збітая фішка вяртаецца ў цэнтр (на дошцы яна паказана ў сваім куце, дзе чакае) і ўваходзіць зноў з любой косцю, якая выкарыстоўваецца.
rules-turn-move = Кідок пасоўвае адну фішку наперад па вашым шляху на ўсё сваё значэнне; ён ніколі не дзеліцца паміж фішкамі.
rules-turn-stack = Вашы фішкі, што стаяць разам, могуць таксама хадзіць разам адным кідком.
rules-turn-forfeit = Кідок, які ніводная фішка не можа выкарыстаць, прападае.
rules-turn-forfeit_turn = Калі ніводная фішка не можа выкарыстаць вашы кідкі, яны прападаюць, і ваша чарга заканчваецца.
rules-turn-pass = Замест хода можна прапусціць, аддаўшы кідкі, што засталіся.
rules-turn-no_pass = Прапускаць нельга: калі фішка можа выкарыстаць кідок, трэба хадзіць.
rules-turn-capture_centre = Спыніцеся на клетцы, дзе стаяць супернікі (не на бяспечнай), і вы іх збіваеце: яны вяртаюцца ў цэнтр (на дошцы яны паказаны ў сваім куце, дзе чакаюць) і павінны ўвайсці зноў.
rules-turn-capture_hand = Спыніцеся на клетцы, дзе стаяць супернікі (не на кветцы), і вы іх збіваеце: яны вяртаюцца ў руку гаспадара і павінны ўвайсці зноў.
rules-turn-capture_stacks_off = Дзве і больш фішкі аднаго колеру разам збіць нельга, і ніхто іншы не можа спыніцца на іх клетцы.
rules-turn-capture_again = Збіццё дае яшчэ адзін круг кідкоў.
rules-turn-must_capture = Трэба збіць хаця б адзін раз (тохд), перш чым вашы фішкі змогуць павярнуць у хатні слупок; да таго яны ходзяць па крузе.
rules-turn-exact = Фішка трапляе дамоў толькі з дакладным лікам: кідок, які пранёс бы яе міма цэнтра, для яе не падыходзіць.
rules-turn-dead_end = У гэтай гульні няма кідка 1, таму ніколі не спыняйце фішку за адну клетку да дому: адтуль яе не скончыць ніводны кідок.
rules-turn-streak_cancel = Тры кідкі «яшчэ раз» аднаго роду запар — серыя: усе тры адмяняюцца, і кідкі спыняюцца.
rules-turn-streak_turn = Тры кідкі «яшчэ раз» запар спальваюць ваш ход: усе захаваныя кідкі прападаюць.
rules-turn-bonus = Калі ніводная ваша фішка не чакае ўводу, кожны кідок { $values } дае дадатковы ход на 1.
rules-turn-fool = Месца, якое скончыла, можа вывесці фішку назад як «дурня» («ганду кадхі»): яна ідзе вакол дошкі задам наперад, збівае іншых, і яе нельга збіць.
rules-turn-triple = Тры аднолькавыя косці пасоўваюць тры вашы фішкі, што стаяць разам, на падвоенае значэнне грані.
rules-turn-partner = Калі адзін партнёр скончыў, ён працягвае кідаць, а другі партнёр ходзіць гэтымі кідкамі.
rules-throws-cowries = Значэнне вызначае, колькі з { $count } ракавін ляжа адтулінай угору:
rules-throws-dice_faces = Кожная з трох касцей паказвае { $faces }, кожная грань з імавернасцю { $percent }.
rules-throws-dice_sums = Сума трох касцей (вызначае, хто пачынае):
rules-throws-label = табліца кідкоў
rules-col-up = Адтулін угору
rules-col-value = Значэнне
rules-col-sum = Сума
rules-col-chance = Імавернасць
rules-col-odds = Прыкладна
rules-col-enters = Уводзіць фішку
rules-col-again = Кідок яшчэ раз
rules-one_in = 1 з { $n }
rules-yes = так
rules-no = не
rules-total = Разам
rules-options_intro = Кожнае правіла так, як яго гуляе рухавік, з яго значэннем у гэтай гульні.
rules-teams = Каманды (партнёры сядзяць насупраць)
rules-option_changed = зменена (звычайна { $value })
rules-option_rule = { $key } · правіла { $rule }
rules-value-true = так
rules-value-false = не
rules-value-empty = няма

## The game page: log lines.
log-throws = кідае { $value }
log-with_reasons = { $text }; { $reasons }
log-away = час скончыўся: за гэтае месца гуляе бот, пакуль гулец не вернецца
log-back = вярнуўся
forfeit-must_enter = ніводная фішка не можа выкарыстаць { $value }: спачатку ўвядзіце фішку кідком { $values }
forfeit-past_finish = ніводная фішка не можа выкарыстаць { $value }: яна прайшла б міма дому
forfeit-blocked = ніводная фішка не можа выкарыстаць { $value }: шлях заблакаваны
forfeit-no_piece_can = ніводная фішка не можа выкарыстаць { $value }
forfeit-needs_pair = ніводная фішка не можа выкарыстаць { $value }: толькі дубль вызваляе фішкі з турмы
cancelled-needs_piece_on_board = кідок згарае: ён не ўводзіць фішку, а на дошцы фішак няма
cancelled-streak = тры запар: серыя адменена

## Move labels.
move-who_one = Фішка { $piece }
move-who_many = Фішкі { $pieces }
move-to_start = { $who }: { $value } — увод на старт (засталося { $togo })
move-to_enter_on = { $who }: { $value } — увод і далей (засталося { $togo })
move-to_castle = { $who }: { $value } на замак (засталося { $togo })
move-to_flower = { $who }: { $value } на кветку (засталося { $togo })
move-to_safe = { $who }: { $value } на бяспечную клетку (засталося { $togo })
move-to_track = { $who }: { $value } наперад (засталося { $togo })
move-to_home_column = { $who }: { $value } у хатні слупок (засталося { $togo })
move-to_home = { $who }: { $value } дамоў
move-to_other = { $who }: { $value }
move-strands_mark = { $move } ⚠
strand-title = Гэтая фішка застрахне
strand-body = { $move }: фішка спынілася б за адну клетку да дому, адкуль яе не скончыць ніводны кідок.
strand-play = Усё роўна хадзіць
strand-other = Выбраць іншы
pass-title = Прапусціць?
pass-body = Вы аддаяце кідкі, што засталіся ({ $values }). У сеткавай гульні адмены няма.
pass-confirm = Прапусціць
pass-cancel = Гуляць далей
hint-explain = Шанец перамогі: як часта, на думку бота, ваш бок выйграе пасля гэтага ходу.
hint-explain_exact = Дакладны шанец перамогі: гонка, у якой больш ніхто нікога не зб'е, пралічаная да канца па кожным кідку (табліца эндшпіляў), а не ацэненая.

## The game-over panel.
over-title = Гульня скончана
over-you_win = Вы перамаглі!
over-you_lose = Не ў гэты раз
over-team_wins = Перамога каманды: { $seats }
over-seat_wins = Перамога: { $seat }
over-adjudicated_mark = (па адлегласці)
over-mars = Марс! Ніводзін супернік не прывёў дадому ніводнай фішкі, таму перамога лічыцца за сем гульняў.
over-you_mark = (вы)
over-team = каманда { $team }
over-seat_stats =
    { $count ->
        [one] { $count } ход, збіта { $captured }
        [few] { $count } хады, збіта { $captured }
        [many] { $count } хадоў, збіта { $captured }
       *[other] { $count } хода, збіта { $captured }
    }
over-length =
    { $count ->
        [one] { $count } чарга · хадоў: { $moves } · кідкоў: { $throws }
        [few] { $count } чаргі · хадоў: { $moves } · кідкоў: { $throws }
        [many] { $count } чарг · хадоў: { $moves } · кідкоў: { $throws }
       *[other] { $count } чаргі · хадоў: { $moves } · кідкоў: { $throws }
    }
over-watch_rematch = Глядзець рэванш
over-hide = Паглядзець дошку
over-show = Паказаць вынік
game-watching = Вы глядзіце гэтую гульню.
over-adjudicated_cap = Гульня дасягнула ліміту ў { $count } ходаў, таму вырашана па адлегласці: першы той бок, якому засталося найменш крокаў, каб прывесці фішкі дамоў.
over-adjudicated_dead_end = Ніхто больш не мог скончыць (фішка стаяла за адну клетку да дому, адкуль яе не скончыць ніводны кідок), таму гульня вырашана па адлегласці: першы той бок, якому засталося найменш крокаў.

## i18n: the language switcher, log lines, presets, option meanings, errors.
lang-label = Мова
over-place =
    { $ordinal ->
       *[other] { $n }-е месца
    }
logline-throw = кідае { $value } (угору { $up })
logline-throw_dice = кідае { $a } { $b } { $c }
logline-order = кідае { $value } (угору { $up }) за чарговасць
logline-order_dice = кідае { $a } { $b } { $c } за чарговасць
logline-who_one = фішку { $piece }
logline-who_many = фішкі { $pieces } разам
logline-enter = уводзіць { $who } кідком { $value } (засталося { $togo })
logline-enter_home = уводзіць { $who } кідком { $value } і прыходзіць дамоў
logline-home = прыводзіць { $who } дамоў кідком { $value }
logline-to_track = пасоўвае { $who } на { $value } па шляху (засталося { $togo })
logline-to_start = пасоўвае { $who } на { $value } на стартавую клетку (засталося { $togo })
logline-to_castle = пасоўвае { $who } на { $value } на замак (засталося { $togo })
logline-to_flower = пасоўвае { $who } на { $value } на кветку (засталося { $togo })
logline-to_home_column = пасоўвае { $who } на { $value } у хатні слупок (засталося { $togo })
logline-captures = { $move } і збівае { $captured }
logline-captured_piece = фішку { $piece } ({ $seat })
logline-strands = { $move } — адтуль ёй ніколі не скончыць
logline-pass = прапускае па сваёй волі і аддае захаваныя кідкі
preset-pachisi = Пачісі з шасцю ракавінамі кауры (6, 10, 25 — кідкі ўводу), каманды партнёраў
preset-pachisi-seven = Пачісі з сямю ракавінамі (10, 25, 30 — увод; 7, 14 — яшчэ раз), серыі і пьяда
preset-chopat = Чопат Саўраштры: сем ракавін, па гадзіннікавай стрэлцы, кветкі, тохд, пегеду, ганду кадхі
preset-chaupar = Чаўпар: тры доўгія косці, фішкі пачынаюць на дошцы, дзве каманды
meaning-players = колькасць гульцоў; у Пачісі і Чаўпары ўдваіх кожны гуляе двума супрацьлеглымі колерамі як каманда
meaning-teams = партнёры (насупраць) гуляюць камандай; патрэбныя 4 месцы
meaning-table = чым кідаюць і табліца значэнняў
meaning-mouth_up_p = імавернасць, што ракавіна ляжа адтулінай угору
meaning-seven_high = значэнне шасці адтулін угору ў табліцы сямі
meaning-chopat_ends = значэнне нуля адтулін угору ў табліцы Чопата (8 разам з 16 за сем угору, або 7 разам з 14)
meaning-dice_faces = грані кожнай доўгай косці
meaning-track = форма і кірунак шляху: Пачісі (супраць гадзіннікавай стрэлкі, 84 крокі), Чопат (па гадзіннікавай стрэлцы, 72 крокі) або Луда (дошка 15 × 15, па гадзіннікавай стрэлцы, 57 крокаў)
meaning-safe_squares = якія клеткі бяспечныя
meaning-flower_in_middle = дзе сярэдняя кветка кожнага рукава
meaning-order = кідок за першы ход (пры роўных — зноў), або пачынае першае месца
meaning-accumulate = захоўваць усе кідкі ходу і выкарыстоўваць іх пасля кідкоў
meaning-stack_moves = фішкі аднаго месца на адной клетцы могуць хадзіць разам адным кідком
meaning-forfeit = бескарысны кідок прападае («кідок») або заканчвае ход («ход»)
meaning-pass = гулец можа адмовіцца выкарыстаць захаваныя кідкі
meaning-streak = тры кідкі аднаго роду запар адмяняюцца
meaning-streak_penalty = серыя адмяняе свае тры кідкі або ўсе кідкі ходу
meaning-bonus = дадатковы крок на 1 за кідкі з бонусам, калі ўсе фішкі ўвайшлі
meaning-bonus_values = кідкі, што даюць дадатковы крок
meaning-capture_again = збіццё дае яшчэ адзін круг кідкоў
meaning-enter = фішка, што ўваходзіць, ставіцца на стартавую клетку, або праходзіць усё значэнне, або ставіцца ў цэнтр дошкі, на кухню барджыса, і выходзіць наступнымі кідкамі (толькі шлях пачісі)
meaning-enter_any = любы кідок можа ўвесці фішку
meaning-first_free = першая фішка месца ў гульні можа ўвайсці з любым кідком
meaning-seven_fourteen = 7 і 14 не ўводзяць фішку і згараюць, калі на дошцы няма фішак
meaning-castle_exclusive = фішка не можа скончыць ход на бяспечнай клетцы, дзе стаіць супернік
meaning-castle_single = дзве фішкі не стаяць на адной бяспечнай клетцы
meaning-block_two = дзве фішкі аднаго месца на бяспечнай клетцы не даюць іншым спыніцца там
meaning-capture_stacks = дзве і больш фішкі аднаго месца разам можна збіць («не»: яны блакуюць)
meaning-must_capture = месца павінна збіць (тохд), перш чым яго фішкі пойдуць дамоў; да таго яны ходзяць па крузе
meaning-revenge = неадкладнае збіццё ў адказ на той самай клетцы адмяняе залік збіцця (2 гульцы)
meaning-fool = «ганду кадхі»: месца, якое скончыла, можа вывесці фішку назад, каб перашкаджаць іншым
meaning-partner_moves = месца, якое скончыла, кідае ў сваю чаргу, а ходзіць яго партнёр
meaning-triple = тры фішкі на адной клетцы пры тройцы ходзяць разам на падвоенае значэнне грані
meaning-start_steps = фішкі пачынаюць на дошцы на гэтых кроках
meaning-rank_all = без каманд гуляць далей пасля першага пераможцы, пакуль не застанецца адно месца
meaning-max_turns = ліміт ходаў; калі дасягнуты, гульня вырашаецца па адлегласці, што засталася
error-coded = { $text } ({ $code }: { $message })
error-code-bad_request = Сервер не можа прыняць гэты запыт.
error-code-too_large = Гэта занадта доўга для сервера.
error-code-illegal_action = Такі ход зараз немагчымы.
error-code-unauthorized = Гэтая спасылка не дае вам гэтага месца.
error-code-spectator = Гледачы не могуць гуляць.
error-code-not_your_turn = Зараз не ваша чарга.
error-code-not_found = Такой гульні на гэтым серверы няма.
error-code-stale_version = Гульня пайшла далей; дошка абноўлена.
error-code-game_over = Гульня скончана.
error-code-not_over = Гульня яшчэ не скончана.
error-code-not_started = Гульня чакае гульцоў.
error-code-full = Гэтае месца занята.
error-code-damaged = Гэтая гульня спынена.
error-code-rate_limited = Занадта шмат запытаў; пачакайце трошкі і паспрабуйце зноў.
error-code-unknown_host = Сервер не адказвае на гэты адрас.
error-code-bad_origin = Сервер адхіляе запыты з іншага сайта.
error-code-unsupported_media_type = Сервер не змог прачытаць гэты запыт.
error-code-busy = Сервер заняты; паспрабуйце крыху пазней.
error-code-name_taken = У іншага гульца за гэтым сталом ужо такое імя.
error-code-internal = На серверы збой; паспрабуйце зноў.
level-easy = лёгкі
level-medium = сярэдні
level-hard = складаны
level-expert = эксперт
level-random = выпадковы

## Option values and what free-form options accept.
value-table-six = шэсць ракавін
value-table-six-herklots = шэсць ракавін (табліца Херклотса)
value-table-seven = сем ракавін
value-table-chopat = Чопат (сем ракавін)
value-table-long-dice = доўгія косці
value-track-pachisi = Пачісі (супраць стрэлкі)
value-track-chopat = Чопат (па стрэлцы)
value-safe_squares-castles = замкі
value-safe_squares-flowers = кветкі
value-safe_squares-none = няма
value-flower_in_middle-end = на канцы рукава
value-flower_in_middle-inner = бліжэй да цэнтра
value-order-throw = кідком
value-order-fixed = першае месца
value-forfeit-throw = кідок
value-forfeit-turn = ход
value-streak-off = няма
value-streak-class = тры аднаго роду
value-streak-same-value = тры аднолькавыя
value-streak_penalty-cancel = свае тры кідкі
value-streak_penalty-turn = увесь ход
value-enter-place = на стартавую клетку
value-enter-full = усё значэнне
allowed-range = ад { $min } да { $max }
allowed-mouth_up_p = імавернасць у (0,1) або спіс — па адной на ракавіну
allowed-bonus_values = спіс значэнняў кідкоў
allowed-start_steps = спіс з 4 крокаў або пуста
rules-ref_game_length = § даўжыня гульні
## Lists where the browser lacks the language's list words (web/strings.js).
list-and = { $first } і { $last }
list-or = { $first } або { $last }

## ---- Ludo (issue 17).
throw-die = на костцы { $value }
logline-throw_die = кідае { $value }
logline-order_die = кідае { $value } за чарговасць
logline-to_safe = пасоўвае { $who } на { $value } на бяспечную клетку (засталося { $togo })
lobby-variant-ludo = Гульня з каробкі: адна костка, 6 выводзіць фішку і дае яшчэ кідок; стартавыя клеткі і зоркі бяспечныя.
lobby-variant-ludo-ludopy = Луда так, як гуляе пакет Python ludopy: скачкі па зорках, глобусы, і 6 дае яшчэ кідок без мяжы.
lobby-house_rules = Хатнія правілы
group-ludo = Луда
option-one_enters = 1 таксама выводзіць фішку
option-home_again = Яшчэ кідок за фішку дома
option-block_pass = Дзве фішкі на клетцы робяць блок
option-ludopy = Правілы ludopy
meaning-one_enters = кідок 1 таксама выводзіць фішку на дошку
meaning-home_again = фішка, прыведзеная дамоў, дае яшчэ адзін кідок
meaning-block_pass = дзве і больш фішкі аднаго месца на клетцы нельга ні абысці, ні стаць на іх іншым месцам
meaning-ludopy = правілы хадоў, збіцця і чаргі пакета Python ludopy 1.5.0 (патрэбныя і астатнія налады набору ludopy)
value-table-die = костка
value-track-ludo = луда
value-safe_squares-ludo-stars = зоркі луда
preset-ludo = Луда: адна костка, 6 выводзіць фішку і дае яшчэ кідок, стартавыя клеткі і зоркі бяспечныя
preset-ludo-ludopy = Луда так, як гуляе пакет Python ludopy 1.5.0: скачкі па зорках, глобусы, адскок ад дома
rules-name-ludo = Луда
rules-name-ludo-ludopy = Луда (правілы ludopy)
rules-rule_id = правіла { $rule }
rules-throws-die = Адна костка: кожны лік ад 1 да 6 выпадае з аднолькавым шанцам.
rules-ludo-seats = Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага чатыры фішкі аднаго колеру, якія чакаюць у двары таго ж колеру ў куце дошкі.
rules-ludo-end = Перамагае той, хто першы прывядзе ўсе чатыры фішкі дамоў у цэнтр, і гульня сканчаецца.
rules-ludo-end_all = Перамагае той, хто першы прывядзе ўсе чатыры фішкі дамоў у цэнтр; астатнія гуляюць далей за месцы.
rules-ludo-road = Кожная каляровая лінія — шлях аднаго гульца, стрэлкі паказваюць кірунак: з двара на стартавую клетку свайго колеру, адзін круг па дошцы па гадзіннікавай стрэлцы, потым, дзе стрэлка яго колеру паказвае ўнутр, па сваім каляровым хатнім слупку да свайго трохвугольніка ў цэнтры. У ваш хатні слупок ніхто іншы не заходзіць, таму фішкі там у бяспецы.
rules-ludo-safe = Чатыры стартавыя клеткі і чатыры зоркі ☆ бяспечныя: фішкі любых колераў могуць стаяць там разам, і нікога там не збіваюць.
rules-ludo-globes = Глобусы ахоўваюць: фішку на глобусе нельга збіць. Станьце на глобус, дзе стаіць сапернік, або на стартавую клетку іншага гульца, дзе стаяць яго фішкі, — і ваша ўласная фішка вяртаецца ў двор.
rules-ludo-jump_stars = Станьце на зорку ★ — і фішка скача да наступнай зоркі. Зорка ў канцы вашага шляху, перад самым хатнім слупком, адразу вядзе фішку дамоў.
rules-ludo-die = Кідайце адну костку: кожны кідок выкарыстоўваецца да наступнага.
rules-ludo-enter_six = Фішка выходзіць з двара толькі з 6: яе ставяць на вашу стартавую клетку, і на гэта ідзе ўся 6.
rules-ludo-enter_one = У гэтай гульні 1 таксама выводзіць фішку (за 1 дадатковага кідка няма).
rules-ludo-six_again = 6 дае вам яшчэ адзін кідок пасля хаду.
rules-ludo-three_sixes = Тры 6 запар: трэцюю не ходзяць, і ваша чарга сканчаецца (хады з першымі дзвюма застаюцца).
rules-ludo-move = Кідок пасоўвае адну фішку наперад на ўвесь свой лік; яго не дзеляць паміж фішкамі. Кідок, які не можа выкарыстаць ніводная фішка, прападае.
rules-ludo-capture = Станьце на клетку, дзе стаяць фішкі сапернікаў (не бяспечную), — і ўсе яны вяртаюцца ў свой двор: каб выйсці зноў, ім патрэбна 6.
rules-ludo-capture_again = Збіццё дае вам яшчэ адзін кідок.
rules-ludo-block = Дзве і больш вашых фішак на адной клетцы робяць блок: фішка іншага гульца не можа ні стаць на яго, ні абысці яго.
rules-ludo-no_block = Дзве фішкі аднаго колеру на клетцы не загароджваюць шлях: іх можна абысці і, стаўшы туды, збіць абедзве.
rules-ludo-home_again = Фішка, прыведзеная дамоў, дае вам яшчэ адзін кідок.
rules-ludo-exact = Фішка трапляе дамоў толькі з дакладным лікам: кідок, які пранёс бы яе міма цэнтра, для яе не падыходзіць.
rules-ludo-lp_enter = 6 выводзіць фішку, што чакае, на вашу стартавую клетку. У першым крузе, пакуль усе вашы фішкі ў двары, можна кідаць да чатырох разоў, каб выкінуць гэтую 6.
rules-ludo-lp_six_again = 6 дае вам яшчэ адзін кідок, без мяжы, акрамя першага круга.
rules-ludo-lp_movable = Любая фішка, што не дома, можа хадзіць з любым кідком: блокаў няма, прапусціць ход нельга. Кідок, які не можа выкарыстаць ніводная фішка, прападае.
rules-ludo-lp_capture = Станьце туды, дзе стаіць адна фішка саперніка, — і яна вяртаецца ў двор; станьце туды, дзе стаяць дзве і больш фішкі аднаго саперніка, — і наадварот вяртаецца ваша фішка.
rules-ludo-lp_bounce = Фішка ў хатнім слупку, якой выпаў лік міма цэнтра, там не спыняецца: яе адсылаюць назад, а 6 зноў выводзіць яе на дошку.
learn-ludo-title = Навучыцца гуляць у Луда — Пачісі
learn-ludo-offer_title = Упершыню ў Луда?
learn-ludo-offer_text = Згуляйце двухвілінны ўрок: вы самі кідаеце костку і ходзіце фішкамі на сапраўднай дошцы Луда, і кожны ход тлумачыцца.
learn-table_die = Костка
learn-end-rules_ludo = Усе правілы Луда
learn-why-no_capture_plain = Ён нічога не збівае: фішка { $piece } ({ $seat }) застаецца на дошцы.
learn-step-ludo_throw-title = Кіньце костку
learn-step-ludo_throw-intro = У Луда гуляюць адной косткай. Вашы чатыры фішкі ({ $seat }) чакаюць у вашым двары, і толькі 6 выводзіць адну з іх.
learn-step-ludo_throw-do = Націсніце «Кінуць».
learn-step-ludo_throw-thrown = { $value }! Якраз тое, што трэба, каб вывесці фішку.
learn-step-ludo_enter-title = 6 выводзіць фішку
learn-step-ludo_enter-intro = З 6 фішка выходзіць з двара на вашу стартавую клетку — клетку вашага колеру з белай стрэлкай.
learn-step-ludo_enter-do = Вывядзіце фішку сваёй 6.
learn-step-ludo_enter-done = Фішка { $piece } на вашай стартавай клетцы, за { $togo } клетак ад дома, а ваша 6 дае вам яшчэ адзін кідок.
learn-step-ludo_again-title = Кіньце зноў
learn-step-ludo_again-intro = Пасля ходу з кожнай 6 вы кідаеце яшчэ раз. Але тры 6 запар сканчаюць вашу чаргу.
learn-step-ludo_again-do = Націсніце «Кінуць».
learn-step-ludo_again-thrown = { $value }: пасуньце на гэты лік адну фішку. Любы лік, акрамя 6, сканчае вашу чаргу пасля ходу.
learn-step-ludo_move-title = Па крузе дошкі
learn-step-ludo_move-intro = Кідок пасоўвае адну фішку наперад на свой лік, клетка за клеткай, па гадзіннікавай стрэлцы — куды паказваюць стрэлкі. Фішкі ў двары не могуць выкарыстаць { $value }.
learn-step-ludo_move-do = Пасуньце фішку { $piece } на { $value }: клетка, куды яна трапіць, пазначана.
learn-step-ludo_move-done = Фішка { $piece } прайшла { $value } клеткі, і ёй засталося { $togo }. Ваша чарга скончылася, кідаюць іншыя.
learn-step-ludo_capture-title = Збіццё
learn-step-ludo_capture-intro = Фішка { $vpiece } ({ $victim }) стаіць на { $value } клеткі наперадзе вашай фішкі { $piece }, на звычайнай клетцы. Скончыце ход там, дзе стаіць фішка саперніка, — і яна вернецца ў свой двор: каб выйсці зноў, ёй патрэбна 6.
learn-step-ludo_capture-do = Збіце яе сваім { $value }.
learn-step-ludo_capture-done = Фішка { $vpiece } ({ $victim }) вярнулася ў свой двор.
learn-step-ludo_safe-title = Зоркі і стартавыя клеткі бяспечныя
learn-step-ludo_safe-intro = Зоркі ☆ і стартавыя клеткі бяспечныя: фішкі любых колераў могуць стаяць там разам, і нікога там не збіваюць.
learn-step-ludo_safe-do = Ваш { $value } можа пасунуць любую з дзвюх фішак. Выберыце ход, пасля якога ніводная ваша фішка не будзе пад пагрозай.
learn-step-ludo_safe-done = Фішка { $piece } стаіць на зорцы: там яе ніхто не збівае, і ніводная ваша фішка не пад пагрозай.
learn-step-ludo_exact-title = Дамоў з дакладным лікам
learn-step-ludo_exact-intro = Пасля аднаго круга фішка паварочвае ў хатні слупок свайго колеру, куды ніхто іншы не заходзіць, і далей да цэнтра. Дамоў яна трапляе толькі з дакладным лікам. Вашай фішцы { $piece } засталося { $needed } клеткі.
learn-step-ludo_exact-do = Вы выкінулі { $needed }: прывядзіце гэтую фішку дамоў.
learn-step-ludo_exact-done = Фішка { $piece } дома. Перамагае той, хто першы прывядзе ўсе чатыры фішкі дамоў.
learn-end-ludo_throw = У Луда гуляюць адной косткай; толькі 6 выводзіць фішку з двара.
learn-end-ludo_enter = Фішка выходзіць на вашу стартавую клетку, а 6 дае яшчэ адзін кідок.
learn-end-ludo_again = Тры 6 запар сканчаюць вашу чаргу.
learn-end-ludo_move = Кожны кідок пасоўвае адну фішку наперад на свой лік.
learn-end-ludo_capture = Станьце на фішку саперніка — і яна вернецца ў свой двор.
learn-end-ludo_safe = На зорцы ☆ і на стартавай клетцы нікога не збіваюць.
learn-end-ludo_exact = Дамоў фішка трапляе толькі з дакладным лікам; перамагае той, хто першы прывядзе ўсе чатыры.

## ---- Mensch ärgere Dich nicht (issue 17): its preset, house rules and rules page.
lobby-variant-mensch = Нямецкая класіка: адна костка, 6 выводзіць фішку і дае яшчэ кідок, бяспечных палёў няма, збіваць можна ўсюды.
group-mensch = Менш (Не злуйся, чалавеча)
preset-mensch = Менш (Не злуйся, чалавеча): дошка 11 × 11, кола з 40 палёў, 6 выводзіць фішку, бяспечных палёў няма
rules-name-mensch = Менш (Не злуйся, чалавеча)
value-track-mensch = менш
option-no_share = Дзве фішкі аднаго колеру не стаяць на адным полі
option-must_enter = 6 абавязкова выводзіць фішку
option-clear_start = Спачатку вызваліць стартавае поле
option-three_tries = Тры спробы на 6
option-no_jump_goal = У фінішы не скакаць
option-forced_capture = Збіваць абавязкова
meaning-no_share = фішка не можа скончыць ход на полі, дзе стаіць фішка яе колеру
meaning-must_enter = пакуль фішкі чакаюць і на стартавым полі няма сваёй фішкі, кідок, які можа вывесці фішку, павінен яе вывесці
meaning-clear_start = пакуль фішкі чакаюць, фішка на сваім стартавым полі павінна спачатку сысці з яго, калі можа
meaning-three_tries = гулец, у якога ніводная фішка не можа хадзіць, кідае да трох разоў, каб выкінуць 6
meaning-no_jump_goal = у фінішы фішка не можа пераскокваць свае фішкі
meaning-forced_capture = калі кідок можа збіць, дазволеныя толькі ходы са збіццём
rules-mensch-seats = Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага чатыры фішкі аднаго колеру, якія чакаюць на чатырох круглых палях гэтага колеру ў куце дошкі.
rules-mensch-end = Перамагае той, хто першы прывядзе ўсе чатыры фішкі ў свой фініш, і гульня сканчаецца.
rules-mensch-end_all = Перамагае той, хто першы прывядзе ўсе чатыры фішкі ў свой фініш; астатнія гуляюць далей за месцы.
rules-mensch-road = Дарога — кола з 40 круглых палёў. Кожны колер выходзіць на сваё стартавае поле, праходзіць адзін круг па гадзіннікавай стрэлцы і заходзіць у свой фініш: чатыры палі свайго колеру, што вядуць да сярэдзіны. Ніхто іншы ў ваш фініш не заходзіць.
rules-mensch-no_safe = Ніводнае поле кола не бяспечнае: фішку можна збіць усюды, нават на яе стартавым полі.
rules-mensch-enter_six = Фішка выходзіць толькі з 6: яе ставяць на ваша стартавае поле, і на гэта ідзе 6.
rules-mensch-must_enter = Пакуль фішкі чакаюць і на вашым стартавым полі няма вашых фішак, 6 абавязкова выводзіць адну.
rules-mensch-clear_start = Пакуль фішкі чакаюць, фішка на вашым стартавым полі павінна спачатку сысці з яго, калі можа.
rules-mensch-three_tries = Калі ніводная ваша фішка не можа хадзіць (усе чакаюць або шчыльна стаяць у канцы фінішу), вы можаце кінуць да трох разоў, каб выкінуць 6.
rules-mensch-capture = Скончыце ход на полі, дзе стаіць фішка саперніка, — і яна вернецца на свае палі чакання.
rules-mensch-no_share = Нельга скончыць ход на полі, дзе стаіць ваша ўласная фішка.
rules-mensch-forced_capture = Збіваць абавязкова: калі кідок можа збіць, вы павінны збіць.
rules-mensch-exact = Фішка заходзіць у фініш толькі з дакладным лікам: кідок, які вынес бы яе за апошняе поле фінішу, да яе нельга ўжыць.
rules-mensch-no_jump_goal = У фінішы фішка не можа пераскокваць іншыя вашы фішкі.
rules-mensch-jump_goal = У фінішы фішка можа пераскокваць іншыя вашы фішкі (як дазваляюць уласныя правілы Шміт).
learn-mensch-title = Навучыцца гуляць у Менш (Не злуйся, чалавеча) — Пачісі
learn-mensch-offer_title = Упершыню ў Менш (Не злуйся, чалавеча)?
learn-mensch-offer_text = Згуляйце двухвілінны ўрок на яго дошцы: тры спробы на 6, вызваленне стартавага поля, збіццё, фініш.
learn-end-rules_mensch = Усе правілы гульні Менш (Не злуйся, чалавеча)
learn-step-mensch_throw-title = Тры спробы на 6
learn-step-mensch_throw-intro = Адна костка. Вашы чатыры фішкі ({ $seat }) чакаюць у вашым куце, і толькі 6 выводзіць адну з іх. Пакуль ніводная ваша фішка не можа хадзіць, вы можаце кінуць да трох разоў.
learn-step-mensch_throw-do = Націсніце «Кінуць».
learn-step-mensch_throw-again = { $value }: ніводная фішка не можа яго выкарыстаць. Кіньце зноў.
learn-step-mensch_throw-last = { $value }! Цяпер фішка можа выйсці.
learn-step-mensch_enter-title = 6 выводзіць фішку
learn-step-mensch_enter-intro = 6 ставіць фішку на ваша стартавае поле — поле вашага колеру на краі кола. Пакуль фішкі чакаюць і стартавае поле вольнае, 6 абавязкова выводзіць адну.
learn-step-mensch_enter-do = Вывядзіце фішку сваёй 6.
learn-step-mensch_enter-done = Фішка { $piece } на вашым стартавым полі, за { $togo } палёў ад канца фінішу, а ваша 6 дае яшчэ адзін кідок.
learn-step-mensch_again-title = Кіньце зноў
learn-step-mensch_again-intro = Кожная 6 дае яшчэ адзін кідок пасля ходу.
learn-step-mensch_again-do = Націсніце «Кінуць».
learn-step-mensch_again-thrown = { $value }: любы лік, акрамя 6, сканчае вашу чаргу пасля ходу.
learn-step-mensch_clear-title = Вызваліце стартавае поле
learn-step-mensch_clear-intro = Пакуль фішкі яшчэ чакаюць, фішка на стартавым полі павінна спачатку сысці з яго, каб выйшла наступная.
learn-step-mensch_clear-do = Пасуньце фішку { $piece } са стартавага поля сваім { $value }.
learn-step-mensch_clear-done = Фішка { $piece } прайшла { $value } палі, і ёй засталося { $togo }; ваша стартавае поле зноў вольнае.
learn-step-mensch_capture-title = Збіваць усюды
learn-step-mensch_capture-intro = Ніводнае поле не бяспечнае, нават стартавае. Фішка { $vpiece } ({ $victim }) стаіць на сваім стартавым полі, на { $value } палі наперадзе вашай фішкі { $piece }: скончыце ход там — і яна вернецца ў свой кут.
learn-step-mensch_capture-do = Збіце яе сваім { $value }.
learn-step-mensch_capture-done = Фішка { $vpiece } ({ $victim }) вярнулася ў свой кут: каб выйсці зноў, ёй патрэбна 6.
learn-step-mensch_goal-title = У фініш
learn-step-mensch_goal-intro = Пасля аднаго круга фішка заходзіць у ваш фініш — чатыры палі вашага колеру — з дакладным лікам і не можа пераскокваць там свае фішкі: запаўняйце яго з далёкага канца. Ваша фішка { $piece } стаіць на апошнім полі кола.
learn-step-mensch_goal-do = Вы выкінулі { $needed }: прывядзіце гэтую фішку ў далёкі канец фінішу.
learn-step-mensch_goal-done = Фішка { $piece } у далёкім канцы вашага фінішу. Перамагае той, у каго першым усе чатыры фішкі ў фінішы.
learn-end-mensch_throw = Калі ніводная ваша фішка не можа хадзіць, кідайце да трох разоў, каб выкінуць 6.
learn-end-mensch_enter = 6 выводзіць фішку на ваша стартавае поле і дае яшчэ кідок.
learn-end-mensch_again = Любы лік, акрамя 6, сканчае вашу чаргу пасля ходу.
learn-end-mensch_clear = Пакуль іншыя чакаюць, фішка са стартавага поля сыходзіць першай.
learn-end-mensch_capture = Станьце на фішку саперніка дзе заўгодна — і яна вернецца ў свой кут.
learn-end-mensch_goal = У фініш з дакладным лікам, не пераскокваючы свае фішкі; усе чатыры ўнутры — перамога.

## ---- Le jeu des petits chevaux (issue 17): its preset, house rules, rules page and lesson.
lobby-variant-petits-chevaux = Французская сямейная гульня: адна костка, 6 выводзіць коніка, бяспечных клетак няма, і нумараваная лесвіца, па якой падымаюцца 1, 2, 3 … да цэнтра.
group-chevaux = Пеці шэво (Конікі)
preset-petits-chevaux = Пеці шэво (Конікі): адна костка, кола з 56 клетак, 6 выводзіць коніка, нумараваная лесвіца, на кожную клетку якой падымаюцца яе ўласным лікам
rules-name-petits-chevaux = Пеці шэво (Конікі)
option-ladder = Дошка «Пеці шэво (Конікі)» і яе нумараваная лесвіца
option-ladder_centre = 6 з вяршыні лесвіцы ў цэнтр
option-bounce = Завялікі кідок перад лесвіцай адскоквае назад
option-own_behind = Конік спыняецца за сваім конікам
option-no_pass = Не абыходзіць іншых конікаў
option-horses = Колькасць конікаў у гульца
meaning-ladder = дошка з колам з 56 клетак і лесвіцай з шасці нумараваных клетак для кожнага колеру, на кожную з якіх падымаюцца яе ўласным лікам
meaning-ladder_centre = коніку на клетцы 6 лесвіцы патрэбна яшчэ адна 6, каб дайсці да цэнтра; інакш клетка 6 — гэта дом
meaning-bounce = кідок, большы за колькасць клетак, што засталіся да лесвіцы, даводзіць коніка туды і вяртае назад на астатак; інакш яго нельга ўжыць для гэтага коніка
meaning-own_behind = ход, які скончыўся б на коніку свайго колеру, спыняецца на вольнай клетцы адразу за ім; інакш такі ход не дазволены
meaning-no_pass = на коле ніводны конік не можа абысці іншага коніка любога колеру
meaning-horses = колькімі конікамі гуляе кожны гулец; астатнія пачынаюць дома
rules-chevaux-seats = Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага чатыры конікі аднаго колеру, якія чакаюць у стайні таго ж колеру ў куце дошкі.
rules-chevaux-seats_fewer = Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага { $count ->
        [one] { $count } конік аднаго колеру, які чакае ў стайні таго ж колеру ў куце дошкі.
        [few] { $count } конікі аднаго колеру, якія чакаюць у стайні таго ж колеру ў куце дошкі.
        [many] { $count } конікаў аднаго колеру, якія чакаюць у стайні таго ж колеру ў куце дошкі.
       *[other] { $count } коніка аднаго колеру, якія чакаюць у стайні таго ж колеру ў куце дошкі.
    }
rules-chevaux-end = Перамагае той, хто першы прывядзе ўсіх сваіх конікаў дамоў у цэнтр, і гульня сканчаецца.
rules-chevaux-end_all = Перамагае той, хто першы прывядзе ўсіх сваіх конікаў дамоў у цэнтр; астатнія гуляюць далей за месцы.
rules-chevaux-road = На коле 56 клетак, сярод іх і куты крыжа. Кожны колер выходзіць на сваю стартавую клетку, афарбаваную ў яго колер, праходзіць адзін круг па гадзіннікавай стрэлцы да клеткі перад сваёй лесвіцай, дзе стрэлка яго колеру паказвае ўнутр, а потым падымаецца па сваёй лесвіцы з шасці нумараваных клетак да цэнтра.
rules-chevaux-no_safe = Ніводная клетка не бяспечная: коніка можна збіць усюды, нават на яго стартавай клетцы.
rules-chevaux-out = Конік выходзіць са стайні толькі з 6: яго ставяць на вашу стартавую клетку, і на гэта ідзе 6. З 6 можна замест гэтага пасунуць коніка, які ўжо на дошцы.
rules-chevaux-move = Кідок пасоўвае аднаго коніка наперад на ўвесь свой лік. Кідок, які не можа выкарыстаць ніводны конік, прападае.
rules-chevaux-capture = Скончыце ход на коніку іншага колеру — і ён вернецца ў сваю стайню.
rules-chevaux-own = На клетцы стаіць толькі адзін конік: ход, які скончыўся б на коніку вашага колеру, не дазволены.
rules-chevaux-own_behind = На клетцы стаіць толькі адзін конік: ход, які скончыўся б на коніку вашага колеру, спыняецца на вольнай клетцы адразу за ім.
rules-chevaux-no_pass = На коле ніводны конік не можа абысці іншага коніка любога колеру.
rules-chevaux-exact = На коле конік павінен спыніцца якраз на клетцы перад сваёй лесвіцай: на другі круг ён ніколі не ідзе.
rules-chevaux-bounce = Кідок, большы за колькасць клетак, што засталіся да лесвіцы, даводзіць коніка туды і вяртае назад на астатак.
rules-chevaux-ladder = На лесвіцу падымаюцца па адной клетцы за кідок, на кожную яе ўласным лікам: 1 — на клетку 1, потым 2 — на клетку 2, і так да 6 — на клетку 6. Іншы кідок для гэтага коніка не падыходзіць.
rules-chevaux-centre = З клеткі 6 яшчэ адна 6 вядзе коніка ў цэнтр: ён дома.
rules-chevaux-top = Конік, які дайшоў да клеткі 6, — дома.
learn-petits-chevaux-title = Навучыцца гуляць у Пеці шэво (Конікі) — Пачісі
learn-petits-chevaux-offer_title = Упершыню ў Пеці шэво (Конікі)?
learn-petits-chevaux-offer_text = Згуляйце двухвілінны ўрок на дошцы гэтай гульні: 6, каб вывесці коніка, збіццё, пад’ём па нумараванай лесвіцы, 6 у цэнтр.
learn-end-rules_petits-chevaux = Усе правілы гульні Пеці шэво (Конікі)
learn-step-chevaux_throw-title = Кіньце костку
learn-step-chevaux_throw-intro = У Пеці шэво гуляюць адной косткай. Вашы чатыры конікі ({ $seat }) чакаюць у вашай стайні, у куце, і толькі 6 выводзіць аднаго з іх.
learn-step-chevaux_throw-do = Націсніце «Кінуць».
learn-step-chevaux_throw-thrown = { $value }! Якраз тое, што трэба, каб вывесці коніка.
learn-step-chevaux_out-title = 6 выводзіць коніка
learn-step-chevaux_out-intro = З 6 конік выходзіць са стайні на вашу стартавую клетку — клетку вашага колеру на краі кола.
learn-step-chevaux_out-do = Вывядзіце коніка сваёй 6.
learn-step-chevaux_out-done = Конік { $piece } на вашай стартавай клетцы, за { $togo } клетак ад цэнтра, а ваша 6 дае яшчэ адзін кідок.
learn-step-chevaux_again-title = Кіньце зноў
learn-step-chevaux_again-intro = Пасля ходу з кожнай 6 вы кідаеце яшчэ раз.
learn-step-chevaux_again-do = Націсніце «Кінуць».
learn-step-chevaux_again-thrown = { $value }: пасуньце на гэты лік аднаго коніка. Любы лік, акрамя 6, сканчае вашу чаргу пасля ходу.
learn-step-chevaux_move-title = Па коле
learn-step-chevaux_move-intro = Кідок пасоўвае аднаго коніка наперад на ўвесь свой лік, клетка за клеткай, па гадзіннікавай стрэлцы па коле з 56 клетак. Конікі ў стайні не могуць выкарыстаць { $value }.
learn-step-chevaux_move-do = Пасуньце коніка { $piece } на { $value }: клетка, да якой ён дойдзе, пазначана.
learn-step-chevaux_move-done = Конік { $piece } прайшоў { $value } клеткі, і яму засталося { $togo }. Ваша чарга скончылася, кідаюць іншыя.
learn-step-chevaux_capture-title = Збіваць усюды
learn-step-chevaux_capture-intro = Ніводная клетка не бяспечная, нават стартавая. Конік { $vpiece } ({ $victim }) стаіць на сваёй стартавай клетцы, на { $value } клеткі наперадзе вашага коніка { $piece }: скончыце ход там — і ён вернецца ў сваю стайню.
learn-step-chevaux_capture-do = Збіце яго сваім { $value }.
learn-step-chevaux_capture-done = Конік { $vpiece } ({ $victim }) вярнуўся ў сваю стайню. Асцярожна: конік, які выходзіць з 6, збівае любога коніка на сваёй стартавай клетцы — цяпер там ваш конік { $piece }.
learn-step-chevaux_ladder-title = Уверх па лесвіцы
learn-step-chevaux_ladder-intro = Пасля аднаго круга конік павінен спыніцца якраз на клетцы перад сваёй лесвіцай. Потым ён падымаецца па вашай лесвіцы па адной клетцы за кідок, на кожную — лікам, напісаным на ёй: 1 — на клетку 1, 2 — на клетку 2, і так да 6. Ваш конік { $piece } стаіць на клетцы { $square } лесвіцы; конік перад лесвіцай чакае 1.
learn-step-chevaux_ladder-do = Вы выкінулі { $needed }: падыміцеся з ім па лесвіцы.
learn-step-chevaux_ladder-done = Конік { $piece } падняўся на клетку { $needed } лесвіцы — клетку з лікам вашага кідка. Ніякі іншы лік не пасоўвае коніка на лесвіцы.
learn-step-chevaux_centre-title = 6 у цэнтр
learn-step-chevaux_centre-intro = З клеткі 6, верху лесвіцы, яшчэ адна 6 вядзе коніка ў цэнтр: ён дома. Два вашы конікі ўжо дома, а ваш конік { $piece } стаіць на клетцы 6.
learn-step-chevaux_centre-do = Вы выкінулі { $needed }: завядзіце гэтага коніка ў цэнтр.
learn-step-chevaux_centre-done = Конік { $piece } дома, у цэнтры, а ваша 6 дае яшчэ адзін кідок. Перамагае той, у каго першым усе чатыры конікі ў цэнтры.
learn-end-chevaux_throw = Адна костка; толькі 6 выводзіць коніка са стайні.
learn-end-chevaux_out = Конік выходзіць на вашу стартавую клетку, а кожная 6 дае яшчэ кідок.
learn-end-chevaux_again = Любы лік, акрамя 6, сканчае вашу чаргу пасля ходу.
learn-end-chevaux_move = Кожны кідок пасоўвае аднаго коніка наперад на ўвесь свой лік.
learn-end-chevaux_capture = Ніводная клетка не бяспечная: станьце на коніка іншага колеру — і ён вернецца ў сваю стайню.
learn-end-chevaux_ladder = Спыніцеся якраз перад лесвіцай, потым падымайцеся, на кожную клетку — яе ўласным лікам: 1, 2, 3, 4, 5, 6.
learn-end-chevaux_centre = Яшчэ адна 6 з клеткі 6 вядзе коніка ў цэнтр; усе чатыры дома — перамога.
learn-why-no_climb = Ваш конік { $piece } застаўся б на клетцы { $square } лесвіцы: падымае яго толькі { $needed }, а толькі { $percent } кідкоў дае { $needed }. Выкарыстайце яго, пакуль ён ёсць.

## ---- Parcheesi (issue 17): its preset, house rules, two dice and rules page.
lobby-variant-parcheesi = Амерыканская класіка: дзве косці, 5 выводзіць фішку, дубль дае яшчэ кідок, блакады перагароджваюць шлях, 20 клетак за збіццё і 10 за фішку, прыведзеную дамоў.
group-parcheesi = Парчызі
preset-parcheesi = Парчызі: дзве косці, 5 выводзіць фішку, дубль дае яшчэ кідок, блакады, 12 бяспечных клетак, 20 за збіццё, 10 за фішку дома
rules-name-parcheesi = Парчызі
value-table-two-dice = дзве косці
option-loop_entry = Дзе фішкі выходзяць на шлях
option-enter_five = 5 выводзіць фішку
option-enter_total = Дзве косці з сумай 5 выводзяць фішку
option-enter_capture = Фішка, што выходзіць, збівае на стартавай клетцы
option-blockade = Дзве фішкі аднаго колеру робяць блакаду
option-blockade_doubles = Дубль не пасоўвае блакаду
option-doubles_bottom = Дубль дае і ніжнія грані
option-three_doubles = Тры дублі вяртаюць вашу пярэднюю фішку
option-capture_bonus = Клеткі за збіццё
option-home_bonus = Клеткі за фішку, прыведзеную дамоў
meaning-loop_entry = 0: фішкі ўваходзяць уніз па сваім сярэднім слупку (Пачісі); інакш — клетка круга, лічаная як на шляху Пачісі, дзе яны выходзяць на дошку (стартавая клетка Парчызі)
meaning-enter_five = 5 на костцы выводзіць фішку на яе стартавую клетку
meaning-enter_total = дзве косці з сумай 5 (1 і 4, 2 і 3) разам выводзяць фішку, і на гэта ідуць абедзве
meaning-enter_capture = фішка, што выходзіць на сваю стартавую клетку, збівае там фішку саперніка, калі тая стаіць адна, хоць гэта бяспечная клетка
meaning-blockade = дзве фішкі аднаго колеру на клетцы ўтвараюць блакаду, якую ніводная фішка, любога колеру, не можа ні абысці, ні стаць на яе
meaning-blockade_doubles = пры дублі дзве фішкі блакады не могуць ісці наперад разам: у гэтым кідку яны не могуць зноў стаць на адну клетку
meaning-doubles_bottom = калі ніводнай вашай фішкі няма ў двары, дубль дае таксама лікі на ніжніх гранях касцей
meaning-three_doubles = трэці дубль запар не ходзяць: ваша фішка, бліжэйшая да дома, вяртаецца ў двор, і чарга сканчаецца
meaning-capture_bonus = збіццё дае адной фішцы ход на столькі клетак (0: няма)
meaning-home_bonus = фішка, прыведзеная дамоў, дае адной фішцы ход на столькі клетак (0: няма)
throw-two_dice = на касцях { $a } і { $b }
throw-two_dice_doubles = на касцях { $a } і { $b }, дубль
logline-throw_two_dice = кідае { $a } і { $b }
logline-throw_doubles = кідае { $a } і { $b }, дубль
logline-order_two_dice = кідае { $a } і { $b } за чарговасць
rules-throws-two_dice = Дзве косці: на кожнай лік ад 1 да 6 выпадае з аднолькавым шанцам, і кожная костка выкарыстоўваецца асобна. Дубль (аднолькавы лік на абедзвюх касцях) выпадае ў { $doubles } кідкоў; вывесці фішку (5 на костцы або сума 5) можна ў { $enters } кідкоў.
rules-throws-two_dice_sums = Сума дзвюх касцей (вызначае, хто пачынае, і адна фішка можа прайсці ўсю суму):
rules-parcheesi-seats = Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага чатыры фішкі аднаго колеру, якія чакаюць у двары таго ж колеру — у куце справа ад яго стартавай клеткі.
rules-parcheesi-end = Перамагае той, хто першы прывядзе ўсе чатыры фішкі дамоў у цэнтр, і гульня сканчаецца.
rules-parcheesi-end_all = Перамагае той, хто першы прывядзе ўсе чатыры фішкі дамоў у цэнтр; астатнія гуляюць далей за месцы.
rules-parcheesi-order = Каб вызначыць, хто пачынае, кожны адзін раз кідае дзве косці: пачынае той, у каго найбольшая сума (пры роўнай суме кідаюць зноў). Потым чарга ідзе вакол дошкі супраць гадзіннікавай стрэлкі.
rules-parcheesi-road = Шлях — кола з 68 клетак вакол крыжа. Фішка выходзіць на сваю стартавую клетку — клетку свайго колеру побач са сваім дваром, — праходзіць адзін круг па дошцы супраць гадзіннікавай стрэлкі, 64 клеткі, да канца свайго рукава, а потым па сваім хатнім слупку, сямі клетках свайго колеру, падымаецца дамоў у цэнтр.
rules-parcheesi-safe = 12 бяспечных клетак (сінія клеткі з кольцам: па тры на кожным рукаве, сярод іх і стартавыя) ахоўваюць: там нікога не збіваюць, і ніводная фішка не можа спыніцца на такой клетцы, дзе стаіць фішка іншага колеру.
rules-parcheesi-safe_shared = 12 бяспечных клетак (сінія клеткі з кольцам: па тры на кожным рукаве, сярод іх і стартавыя) ахоўваюць: там нікога не збіваюць.
rules-parcheesi-dice = Кідайце дзве косці. Кожная костка пасоўвае адну фішку: адна фішка можа ўзяць адну костку, а другая — другую, або адна фішка абедзве, адну за адной, таму клетка, куды яна трапляе з першай косткай, павінна быць такой, на якой ёй можна спыніцца. Калі можаце, выкарыстоўвайце абедзве косці.
rules-parcheesi-enter = Фішка выходзіць з двара толькі з 5 на костцы: яе ставяць на вашу стартавую клетку, і на гэта ідзе гэтая костка.
rules-parcheesi-enter_total = Фішка выходзіць з двара толькі з 5 на костцы або калі сума дзвюх касцей роўная 5 (1 і 4, 2 і 3), і тады на гэта ідуць абедзве: яе ставяць на вашу стартавую клетку. Дзве 5 выводзяць дзве фішкі.
rules-parcheesi-must_enter = Пакуль фішкі чакаюць у двары і ваша стартавая клетка вольная, 5 абавязкова выводзіць адну.
rules-parcheesi-enter_capture = Фішка, што выходзіць на сваю стартавую клетку, збівае там фішку саперніка, калі тая стаіць адна, хоць гэта бяспечная клетка.
rules-parcheesi-doubles = Дубль дае вам яшчэ адзін кідок пасля хаду.
rules-parcheesi-bottoms = Калі ніводная ваша фішка ўжо не чакае ў двары, дубль дае таксама лікі на ніжніх гранях касцей: 6 і 6 даюць хады на 6, 6, 1 і 1, усяго 14 клетак.
rules-parcheesi-three_doubles = Тры дублі запар: трэці не ходзяць, ваша фішка, бліжэйшая да дома (нават у хатнім слупку), вяртаецца ў двор, і ваша чарга сканчаецца.
rules-parcheesi-capture = Скончыце ход на клетцы, дзе стаіць адна фішка іншага колеру (не на бяспечнай), — і яна вернецца ў свой двор.
rules-parcheesi-blockade = Дзве фішкі аднаго колеру на клетцы ўтвараюць блакаду: ніводная фішка, нават ваша ўласная, не можа ні абысці яе, ні стаць на яе, і збіць яе нельга. На клетцы не бывае больш за дзве фішкі.
rules-parcheesi-blockade_doubles = Пры дублі дзве фішкі блакады не могуць ісці наперад разам: у гэтым кідку яны не могуць зноў апынуцца на адной клетцы.
rules-parcheesi-capture_bonus = Збіццё дае вам яшчэ { $count ->
        [one] { $count } клетку
        [few] { $count } клеткі
        [many] { $count } клетак
       *[other] { $count } клеткі
    } для адной фішкі, без падзелу.
rules-parcheesi-home_bonus = Фішка, прыведзеная дамоў, дае вам яшчэ { $count ->
        [one] { $count } клетку
        [few] { $count } клеткі
        [many] { $count } клетак
       *[other] { $count } клеткі
    } для адной іншай фішкі, без падзелу.
rules-parcheesi-forfeit = Костка або бонус, якія не можа выкарыстаць ніводная фішка, прападаюць; астатняя частка чаргі працягваецца.
rules-parcheesi-exact = Фішка трапляе дамоў толькі з дакладным лікам: з адной косткі, з абедзвюх касцей або з бонусу.
## The Parcheesi lesson (/learn?preset=parcheesi, web/learn.js).
learn-parcheesi-title = Навучыцца гуляць у Парчызі — Пачісі
learn-parcheesi-offer_title = Упершыню ў Парчызі?
learn-parcheesi-offer_text = Згуляйце трохвілінны ўрок на яго дошцы: дзве косткі, 5, каб выйсці, 20 за збіццё, бяспечныя клеткі, блакада і дом.
learn-end-rules_parcheesi = Усе правілы Парчызі
learn-step-parcheesi_throw-title = Кіньце дзве косткі
learn-step-parcheesi_throw-intro = У Парчызі гуляюць дзвюма косткамі, якія кідаюць разам. Вашы чатыры фішкі ({ $seat }) чакаюць у вашым двары, у куце вашага колеру.
learn-step-parcheesi_throw-do = Націсніце «Кінуць».
learn-step-parcheesi_throw-thrown = Вы выкінулі { $values }. Кожная костка — асобны ход: адна фішка можа ўзяць адну костку, а другая фішка другую, або адна фішка абедзве, адну за адной. Дубль ({ $doubles } кідкоў) даў бы вам яшчэ адзін кідок пасля хаду.
learn-step-parcheesi_enter-title = 5 выводзіць фішку
learn-step-parcheesi_enter-intro = Фішка выходзіць з двара толькі з 5: на адной костцы або калі дзве косткі разам даюць 5 (1 і 4, 2 і 3). Яе ставяць на вашу стартавую клетку, бяспечную клетку побач з вашым дваром. Пакуль фішкі чакаюць і ў вас ёсць 5, адну трэба вывесці. Ваша { $others } пачакае: няма яшчэ вонкі фішкі, каб яе пасунуць.
learn-step-parcheesi_enter-do = Выведзіце фішку сваёй { $value }.
learn-step-parcheesi_enter-done = Фішка { $piece } на вашай стартавай клетцы, да дому засталося { $togo }: адзін круг па дошцы супраць гадзіннікавай стрэлкі, потым па вашым хатнім слупку ў цэнтр.
learn-step-parcheesi_move-title = Другая костка таксама ходзіць
learn-step-parcheesi_move-intro = Косткі выкарыстоўваюцца па адной. 5 вывела фішку { $piece }; цяпер ваша { $value } можа яе пасунуць.
learn-step-parcheesi_move-do = Пасуньце фішку { $piece } на { $value }: клетка, куды яна трапіць, пазначана.
learn-step-parcheesi_move-done = Фішка { $piece } прайшла { $value } клеткі, і ёй засталося { $togo }. Калі вонкі дзве фішкі, кожная можа ўзяць адну костку, або адна фішка абедзве.
learn-step-parcheesi_capture-title = Збіце і атрымайце 20
learn-step-parcheesi_capture-intro = Адна костка выкарыстана; засталася ваша { $value }. Фішка { $vpiece } ({ $victim }) стаіць на { $value } клеткі наперадзе вашай фішкі { $piece }, на звычайнай клетцы. Скончыце ход там, дзе стаіць адзінокая фішка іншага колеру, — і яна вернецца ў свой двор, а вы атрымаеце ход на { $bonus } клетак для адной фішкі.
learn-step-parcheesi_capture-do = Збіце яе сваёй { $value }.
learn-step-parcheesi_capture-done = Фішка { $vpiece } ({ $victim }) зноў у сваім двары, і ход на { $bonus } ваш.
learn-step-parcheesi_bonus-title = Бяспечныя клеткі
learn-step-parcheesi_bonus-intro = Бонус перасоўвае адну фішку на ўсе { $value } клетак; яго ніколі не дзеляць. Сінія клеткі з кольцам — бяспечныя: там нікога не збіваюць, і ніводная фішка не можа спыніцца на такой клетцы, дзе стаіць фішка іншага колеру.
learn-step-parcheesi_bonus-do = Выберыце ход, пасля якога ніводная ваша фішка не будзе пад пагрозай.
learn-step-parcheesi_bonus-done = Фішка { $piece } стаіць на бяспечнай клетцы: там яе ніхто не збівае, і ніводная ваша фішка не пад пагрозай.
learn-step-parcheesi_blockade-title = Пастаўце блакаду
learn-step-parcheesi_blockade-intro = Дзве фішкі аднаго колеру на клетцы ўтвараюць блакаду: ніводная фішка, нават ваша ўласная, не можа ні абысці яе, ні стаць на яе, і збіць яе нельга. Фішка саперніка стаіць якраз за вашымі фішкамі.
learn-step-parcheesi_blockade-do = Ваша { $value } можа паставіць дзве фішкі разам перад ёй. Зрабіце гэта.
learn-step-parcheesi_blockade-done = Фішка { $piece } далучылася да другой вашай фішкі: разам яны блакада, якую фішка ззаду не абыдзе, і ніводную з іх нельга збіць.
learn-step-parcheesi_home-title = Дамоў з дакладным лікам, і 10 у дадатак
learn-step-parcheesi_home-intro = Фішка трапляе дамоў толькі з дакладным лікам: з адной косткі, з абедзвюх касцей або з бонусу. Ваша фішка { $piece } на хатнім слупку, і ёй засталося { $needed }. Дом дае ход на { $bonus } клетак для іншай фішкі.
learn-step-parcheesi_home-do = У вас ёсць { $needed }: прывядзіце гэтую фішку дамоў.
learn-step-parcheesi_home-done = Фішка { $piece } дома, і ход на { $bonus } ваш. Перамагае той, хто першым прывядзе дамоў усе чатыры фішкі.
learn-end-parcheesi_throw = Кідайце дзве косткі разам; кожная костка — асобны ход, а дубль дае яшчэ кідок.
learn-end-parcheesi_enter = 5 на адной костцы або ў суме выводзіць фішку на вашу стартавую клетку.
learn-end-parcheesi_move = Выкарыстоўвайце косткі па адной: па адной на дзве фішкі або абедзве на адну.
learn-end-parcheesi_capture = Спыніцеся на адзінокай фішцы іншага колеру, каб адправіць яе ў двор, і прайдзіце 20.
learn-end-parcheesi_bonus = На бяспечнай клетцы нікога не збіваюць.
learn-end-parcheesi_blockade = Дзве вашы фішкі на клетцы — блакада, якую ніхто не абыдзе.
learn-end-parcheesi_home = Фішка трапляе дамоў толькі з дакладным лікам і дае ход на 10.
learn-why-no_capture-parcheesi = Ён нічога не збівае: фішка { $piece } ({ $seat }) застаецца на дошцы, і { $bonus } клетак вы не атрымаеце.
learn-why-exposed-parcheesi = Фішка { $piece } стала б на адкрытую клетку на { $value } наперадзе фішкі { $by } ({ $seat }): { $value } на адной костцы або на дзвюх разам збіла б яе, і так можа { $percent } кідкоў.
learn-why-not_home-parcheesi = Фішцы { $piece } трэба роўна { $needed }, а толькі { $percent } кідкоў даюць { $needed } на костцы або ў суме: выкарыстайце яго, пакуль ён ёсць, і атрымайце { $bonus }.
learn-why-no_blockade-parcheesi = Ён не ставіць блакады: фішка { $piece } ({ $seat }) усё яшчэ можа з { $value } абысці вашы фішкі або стаць на іх.

## ---- Parchís (issue 17): its preset, house rules and rules page.
lobby-variant-parchis = Іспанская гульня: адна костка (або дзве), 5 выводзіць фішку, блакады перагароджваюць шлях, 6 лічыцца за 7, калі ўсе фішкі выйшлі, 20 клетак за збіццё і 10 за фішку, прыведзеную дамоў.
group-parchis = Парчыс
preset-parchis = Парчыс: адна костка або дзве, 5 выводзіць фішку, блакады, 12 бяспечных клетак на дзве фішкі, 20 за збіццё, 10 за фішку дома
rules-name-parchis = Парчыс
value-safe_squares-parchis = парчыс
option-safe_share = Дзве фішкі любых колераў могуць стаяць разам на бяспечнай клетцы
option-six_counts_seven = 6 лічыцца за 7, калі ніводная фішка не чакае
option-three_sixes_last = Тры 6 вяртаюць фішку, якой хадзілі апошняй
option-open_barrier = 6 абавязкова адкрывае вашу блакаду
meaning-safe_share = на бяспечнай клетцы стаіць не больш за дзве фішкі, аднаго колеру або двух, і там нікога не збіваюць
meaning-six_counts_seven = калі ніводная ваша фішка не чакае ў двары, 6 пасоўвае фішку на 7 клетак
meaning-three_sixes_last = трэцяя 6 (або трэці дубль) запар вяртае фішку, якой хадзілі апошняй, і ніколі не фішку з хатняга слупка
meaning-open_barrier = калі можна, 6 абавязкова пасоўвае фішку з вашай уласнай блакады
rules-parchis-seats = Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага чатыры фішкі аднаго колеру, якія чакаюць у двары — у куце таго ж колеру побач з яго стартавай клеткай.
rules-parchis-order = Каб вызначыць, хто пачынае, кожны адзін раз кідае костку: пачынае той, у каго найбольшы лік (пры роўным ліку кідаюць зноў). Потым чарга ідзе вакол дошкі супраць гадзіннікавай стрэлкі.
rules-parchis-road = Шлях — кола з 68 клетак вакол крыжа. Фішка выходзіць на сваю стартавую клетку, афарбаваную ў яе колер, праходзіць адзін круг па дошцы супраць гадзіннікавай стрэлкі да канца свайго рукава, а потым па сваім хатнім слупку, сямі клетках свайго колеру, падымаецца дамоў у цэнтр.
rules-parchis-safe = 12 бяспечных клетак (клеткі з кольцам: па тры на кожным рукаве, сярод іх і стартавыя) ахоўваюць: там нікога не збіваюць.
rules-parchis-safe_share = 12 бяспечных клетак (клеткі з кольцам: па тры на кожным рукаве, сярод іх і стартавыя) ахоўваюць: там нікога не збіваюць, і дзве фішкі, нават двух колераў, могуць стаяць на адной разам; на клетцы не бывае больш за дзве фішкі.
rules-parchis-enter = Фішка выходзіць з двара толькі з 5: яе ставяць на вашу стартавую клетку, і на гэта ідзе гэтая 5.
rules-parchis-enter_total = Фішка выходзіць з двара толькі з 5 на костцы або калі сума дзвюх касцей роўная 5, і тады на гэта ідуць абедзве: яе ставяць на вашу стартавую клетку.
rules-parchis-must_enter = Пакуль фішкі чакаюць у двары і на вашай стартавай клетцы ёсць месца, 5 абавязкова выводзіць адну.
rules-parchis-enter_capture = Фішка, што выходзіць, збівае фішку саперніка, якая стаіць на вашай стартавай клетцы.
rules-parchis-six_seven = Калі ніводная ваша фішка ўжо не чакае ў двары, 6 лічыцца за 7.
rules-parchis-three_sixes = Тры 6 запар: трэцюю не ходзяць, ваша фішка, бліжэйшая да дома, вяртаецца ў двор, і ваша чарга сканчаецца.
rules-parchis-three_sixes_last = Тры 6 запар: трэцюю не ходзяць, фішка, якой вы хадзілі апошняй, вяртаецца ў двор (калі яна не ў сваім хатнім слупку), і ваша чарга сканчаецца.
rules-parchis-three_doubles_last = Тры дублі запар: трэці не ходзяць, фішка, якой вы хадзілі апошняй, вяртаецца ў двор (калі яна не ў сваім хатнім слупку), і ваша чарга сканчаецца.
rules-parchis-capture = Скончыце ход на клетцы, дзе стаіць адна фішка іншага колеру (не на бяспечнай), — і яна вернецца ў свой двор.
rules-parchis-barrier = Дзве фішкі аднаго колеру на клетцы ўтвараюць блакаду: ніводная фішка, нават ваша ўласная, не можа яе абысці.
rules-parchis-open_barrier = З 6 вы павінны адкрыць сваю блакаду, калі яна ў вас ёсць і гэта магчыма: пасуньце адну з яе дзвюх фішак.
rules-parchis-capture_bonus = Збіццё дае вам яшчэ { $count ->
        [one] { $count } клетку
        [few] { $count } клеткі
        [many] { $count } клетак
       *[other] { $count } клеткі
    } для адной фішкі, без падзелу.
rules-parchis-home_bonus = Фішка, прыведзеная дамоў, дае вам яшчэ { $count ->
        [one] { $count } клетку
        [few] { $count } клеткі
        [many] { $count } клетак
       *[other] { $count } клеткі
    } для адной іншай фішкі, без падзелу.
rules-parchis-exact = Фішка трапляе дамоў толькі з дакладным лікам.
## The Parchís lesson (/learn?preset=parchis, web/learn.js).
learn-parchis-title = Навучыцца гуляць у Парчыс — Пачісі
learn-parchis-offer_title = Упершыню ў Парчыс?
learn-parchis-offer_text = Згуляйце трохвілінны ўрок на яго дошцы: 5, каб выйсці, 20 за збіццё, бяспечныя клеткі, блакада, 6, што лічыцца за 7, і дом.
learn-end-rules_parchis = Усе правілы Парчыс
learn-step-parchis_throw-title = Кіньце костку
learn-step-parchis_throw-intro = У Парчыс гуляюць адной косткай. Вашы чатыры фішкі ({ $seat }) чакаюць у вашым двары, у куце вашага колеру, і толькі 5 выводзіць адну з іх.
learn-step-parchis_throw-do = Націсніце «Кінуць».
learn-step-parchis_throw-thrown = { $value }! Якраз тое, што трэба, каб вывесці фішку.
learn-step-parchis_enter-title = 5 выводзіць фішку
learn-step-parchis_enter-intro = З 5 фішка выходзіць з двара на вашу стартавую клетку — бяспечную клетку вашага колеру побач з ім. Пакуль фішкі чакаюць у двары, 5 мусіць вывесці адну з іх.
learn-step-parchis_enter-do = Выведзіце фішку сваёй { $value }.
learn-step-parchis_enter-done = Фішка { $piece } на вашай стартавай клетцы, да дому засталося { $togo }. Яшчэ адзін кідок дае толькі 6, таму ваша чарга скончылася.
learn-step-parchis_capture-title = Збіце і адлічыце 20
learn-step-parchis_capture-intro = Фішка { $vpiece } ({ $victim }) стаіць на { $value } клеткі наперадзе вашай фішкі { $piece }, не на бяспечнай клетцы. Скончыце ход там — і яна вернецца ў свой двор, а вы адлічыце { $bonus } клетак адной са сваіх фішак.
learn-step-parchis_capture-do = Збіце яе сваёй { $value }.
learn-step-parchis_capture-done = Фішка { $vpiece } ({ $victim }) зноў у сваім двары, і ў вас ёсць { $bonus }, каб адлічыць.
learn-step-parchis_bonus-title = Бяспечныя клеткі
learn-step-parchis_bonus-intro = { $value } перасоўвае адну фішку на ўвесь лік. Клеткі з кольцам — бяспечныя: там нікога не збіваюць, і дзве фішкі, нават двух колераў, могуць стаяць на адной разам.
learn-step-parchis_bonus-do = Выберыце ход, пасля якога ніводная ваша фішка не будзе пад пагрозай.
learn-step-parchis_bonus-done = Фішка { $piece } стаіць на бяспечнай клетцы: там яе ніхто не збівае, і ніводная ваша фішка не пад пагрозай.
learn-step-parchis_barrier-title = Пастаўце блакаду
learn-step-parchis_barrier-intro = Дзве фішкі аднаго колеру на клетцы ўтвараюць блакаду: ніводная фішка, нават ваша ўласная, не можа яе абысці. Фішка саперніка стаіць якраз за вашымі фішкамі.
learn-step-parchis_barrier-do = Ваша { $value } можа паставіць дзве фішкі разам перад ёй. Зрабіце гэта.
learn-step-parchis_barrier-done = Фішка { $piece } далучылася да другой вашай фішкі: блакада спыняе фішку ззаду. Але з 6 вы мусіце адкрыць сваю блакаду, калі можаце.
learn-step-parchis_seven-title = 6 лічыцца за 7
learn-step-parchis_seven-intro = Калі ніводная ваша фішка ўжо не чакае ў двары (фішкі дома лічацца вонкі), 6 перасоўвае фішку на 7 клетак і ўсё роўна дае яшчэ адзін кідок пасля хаду.
learn-step-parchis_seven-do = Націсніце «Кінуць».
learn-step-parchis_seven-thrown = { $value }: усе вашы фішкі вонкі, таму яна лічыцца за { $values }.
learn-step-parchis_home-title = Дамоў з дакладным лікам
learn-step-parchis_home-intro = Фішка трапляе дамоў толькі з дакладным лікам. Ваша фішка { $piece } на хатнім слупку, і ёй засталося { $needed }. Дом дае { $bonus } клетак для іншай фішкі.
learn-step-parchis_home-do = У вас ёсць { $needed }: прывядзіце гэтую фішку дамоў.
learn-step-parchis_home-done = Фішка { $piece } дома: адлічыце { $bonus } іншай фішкай, а потым кіньце яшчэ раз за сваю 6. Перамагае той, хто першым прывядзе дамоў усе чатыры фішкі.
learn-end-parchis_throw = У Парчыс гуляюць адной косткай.
learn-end-parchis_enter = 5 выводзіць фішку на вашу стартавую клетку.
learn-end-parchis_capture = Спыніцеся на адзінокай фішцы іншага колеру не на бяспечнай клетцы, каб адправіць яе ў двор, і адлічыце 20.
learn-end-parchis_bonus = На бяспечнай клетцы нікога не збіваюць.
learn-end-parchis_barrier = Дзве вашы фішкі на клетцы — блакада, якую ніхто не абыдзе.
learn-end-parchis_seven = Калі ўсе вашы фішкі вонкі, 6 лічыцца за 7.
learn-end-parchis_home = Фішка трапляе дамоў толькі з дакладным лікам і дае 10.
learn-why-no_capture-parchis = Ён нічога не збівае: фішка { $piece } ({ $seat }) застаецца на дошцы, і { $bonus } вы не адлічыце.
learn-why-exposed-parchis = Фішка { $piece } стала б не на бяспечную клетку, на { $value } наперадзе фішкі { $by } ({ $seat }), і тая магла б збіць яе кідком { $value }: { $percent } кідкоў дае { $value }.
learn-why-not_home-parchis = Фішцы { $piece } трэба роўна { $needed }, а толькі { $percent } кідкоў гэта даюць: выкарыстайце яго, пакуль ён ёсць, і атрымайце { $bonus }.
learn-why-no_blockade-parchis = Ён не ставіць блакады: фішка { $piece } ({ $seat }) усё яшчэ можа з { $value } абысці вашы фішкі або стаць на іх.

## leave (issue 26): abort, resign, leave, claiming the win; the game-over panel's notes on them (web/leave.js)
leave-label = Выйсці з гульні
leave-abort = Скасаваць
leave-resign = Здацца
leave-leave = Выйсці
leave-cancel = Гуляць далей
leave-abort_title = Скасаваць гэтую гульню?
leave-abort_body = Гульня скончыцца зараз без выніку для ўсіх гульцоў.
leave-abort_confirm = Скасаваць гульню
leave-resign_title = Здацца?
leave-resign_body = Вы здаяцеся: гульня канчаецца, і вы займаеце апошняе месца.
leave-resign_body_on = Вы здаяцеся і займаеце апошняе месца; астатнія гуляюць далей, а вашымі фішкамі ходзіць бот.
leave-resign_confirm = Здацца
leave-leave_title = Выйсці з гэтай гульні?
leave-leave_body = Далей за ваша месца гуляе бот; вярнуцца на яго нельга.
leave-leave_confirm = Выйсці
leave-claim_title = Ваш сапернік пайшоў
leave-claim_body = Яго час скончыўся, і ён не вярнуўся. Запатрабуйце перамогу або дайце боту дагуляць за яго да канца.
leave-claim = Запатрабаваць перамогу
leave-let_bot = Хай дагуляе бот
leave-paused = Усе гульцы адсутнічаюць: гульня чакае, пакуль хтосьці вернецца.
leave-paused_player = Час скончыўся ва ўсіх, таму боты чакаюць: нічога не рухаецца, пакуль гулец не вернецца.
over-aborted_title = Гульня скасавана
over-aborted_body = Яе скасавалі, перш чым згуляць: выніку няма.
over-bot_won = За вас перамог бот
over-resigned = Здаліся: { $seats }
over-left = Выйшлі з гульні: { $seats }
over-bot_played_you = Бот прыняў { $by } з вашых { $count } рашэнняў.
over-resigned_mark = (здаўся)
over-left_mark = (выйшаў)
over-bot_mark = (бот згуляў { $by } з { $count })
log-resign = здаецца: далей за гэтае месца гуляе бот
log-resign_ends = здаецца; гульня скончана
log-abort = скасоўвае гульню: яна канчаецца без выніку
log-leave = выходзіць з гульні: далей за гэтае месца гуляе бот
error-code-not_allowed = Гэта зараз нельга.
friends-status_aborted = скасавана

## Accounts, profiles and leaderboards (web/account.js, web/profile.js).
account-signin = Увайсці
account-signout = Выйсці
account-signup = Стварыць уліковы запіс
account-signin_title = Уваход
account-signup_title = Стварыць уліковы запіс
account-optional = Уліковы запіс неабавязковы: ён захоўвае вашы гульні і рэйтынгі на гэтым серверы. Госці гуляюць як раней.
account-name = Імя карыстальніка
account-name_rules = Ад 3 да 20 сімвалаў: літары a–z, лічбы, _ і -. Яго бачаць усе.
account-password = Пароль (не менш за 8 сімвалаў)
account-cancel = Скасаваць
account-have_account = У мяне ёсць уліковы запіс: увайсці
account-new_account = Упершыню тут? Стварыце ўліковы запіс
account-leaderboard = Табліца лідараў
account-rated = Рэйтынгавая гульня (усе гульцы ўвайшлі)
profile-title = { $name } — Пачісі
profile-member_since = Удзельнік з { $date }
profile-games = Гульні
profile-games_of = { $preset }: { $games }
profile-no_games = Пакуль гульняў няма.
profile-ratings = Рэйтынгі
profile-no_ratings = Пакуль рэйтынгавых гульняў няма.
profile-rating_for = { $preset }, гульцоў: { $players }
profile-rating_for_teams = { $preset }, гульцоў: { $players }, каманды
profile-provisional = папярэдні
profile-provisional_why = Менш за 10 рэйтынгавых гульняў: рэйтынг яшчэ ўсталёўваецца.
profile-rated_games = рэйтынгавых гульняў: { $games }
profile-graph_label = Рэйтынг за рэйтынгавыя гульні ({ $games }): ад { $from } да { $to }
profile-recent = Апошнія гульні
profile-rated = рэйтынгавая
profile-unrated = не рэйтынгавая
profile-against = супраць
profile-playing = яшчэ ідзе
profile-no_result = без выніку
profile-place = месца { $place } з { $of }
profile-bot = бот
profile-guest = госць
profile-settings = Ваш уліковы запіс
profile-change_password = Змяніць пароль
profile-export = Спампаваць мае даныя (JSON)
profile-delete = Выдаліць уліковы запіс
profile-password_changed = Пароль зменены; іншыя вашы сеансы закрыты.
leaderboard-title = Табліца лідараў — Пачісі
leaderboard-heading = Табліца лідараў: { $preset }, гульцоў: { $players }
leaderboard-how = Па асцярожным рэйтынгу (μ − 3σ): ён расце з перамогамі і з упэўненасцю сістэмы.
leaderboard-empty = Пакуль рэйтынгавых гульцоў няма.
error-code-sign_in_required = Спачатку ўвайдзіце.
error-code-wrong_password = Імя або пароль няправільныя.
error-code-bad_name = Гэта імя карыстальніка не адпавядае правілам.
error-code-weak_password = Гэты пароль занадта кароткі або супадае з імем.
error-code-wrong_account = На гэтым месцы іншы ўліковы запіс.
leaderboard-preset = Гульня:
leaderboard-players = Гульцы:
play-online = Гуляць онлайн
play-what_online = Выберыце гульню: сервер знойдзе гульцоў вашага ўзроўню (рэйтынгавая гульня, калі вы ўвайшлі).
quick-heading = Шукаем гульцоў: { $game }, гульцоў: { $players }
quick-waiting = Чакаем… { $seconds } с
quick-found = Знайшлі! Адкрываем стол…
quick-rated = Рэйтынгавая гульня. Ваш рэйтынг: { $rating }; гульцы ў межах ±{ $window }.
quick-unrated = Гульня без рэйтынгу.
quick-unrated_guest = Гульня без рэйтынгу: увайдзіце, каб гуляць рэйтынгавыя гульні.
quick-bots_offer = Пакуль нікога. Пасадзіць ботаў на пустыя месцы (гульня без рэйтынгу)?
quick-bots = Гуляць з ботамі
quick-cancel = Скасаваць
quick-close = Закрыць
error-code-too_early = Яшчэ рана: пачакайце крыху.
profile-graph_games = рэйтынгавыя гульні
profile-graph_rating = рэйтынг
over-rating_change = Ваш рэйтынг: { $before } → { $after }
play-bot_rating = рэйтынг бота { $rating }
quick-bot_rating = (рэйтынг ботаў { $rating })

## Friends (web/social.js): follow, presence, invites, blocks, reports; the profile's password forms.
social-friends = Сябры
social-no_friends = Вы яшчэ ні на каго не падпісаныя. Падпісвайцеся на гульцоў на іх старонцы профілю.
social-presence_rule = У сетцы: бачылі за апошнюю хвіліну. Ці вы ў сетцы, бачаць толькі тыя, хто на вас падпісаны.
social-online = у сетцы
social-offline = не ў сетцы
social-invite = Запрасіць
social-invite_heading = Запрасіць сябра за гэты стол
social-invite_sent = { $name } запрошаны: чакаем адказу.
social-no_free_seat = За гэтым сталом няма вольнага месца.
social-notices_label = Запрашэнні
social-invited = { $name } запрашае вас за стол.
social-invited_body = Адкрыйце старонку, каб прыняць ці адмовіцца.
social-accept = Прыняць
social-decline = Адмовіцца
social-answer_accepted = { $name } прыняў ваша запрашэнне.
social-answer_declined = { $name } адмовіўся ад вашага запрашэння.
social-answer_expired = Ваша запрашэнне для { $name } скончылася.
social-to_table = Да стала
social-dismiss = Закрыць
social-follow = Падпісацца
social-unfollow = Адпісацца
social-block = Заблакаваць
social-unblock = Разблакаваць
social-blocked_note = Заблакаваны: вы не бачыце яго чат, і ніхто з вас не можа запрасіць другога ці падпісацца на яго.
social-line_menu = Паскардзіцца ці заблакаваць
social-reason = Прычына (не абавязкова)
social-report = Паскардзіцца
social-reported = Скарга адпраўлена. Дзякуй: аператар яе прачытае.
social-block_name = Заблакаваць { $name }
profile-current_password = Цяперашні пароль
profile-new_password = Новы пароль (не менш за 8 знакаў)
profile-delete_warning = Уліковы запіс знікне назаўсёды. Вашы гульні застануцца, без вашага імя.
profile-delete_confirm = Выдаліць уліковы запіс
error-code-blocked = Адзін з вас заблакаваў другога.
error-code-not_following = Спачатку падпішыцеся на гэтага гульца.
error-code-suspended = Гэты ўліковы запіс прыпынены.
error-code-expired = На гэтае запрашэнне ўжо адказалі, або яно скончылася.
error-code-already_reported = Вы ўжо паскардзіліся на гэты радок.

## ---- Барджыс (issue 32, docs/rules.md §18): яго наборы правілаў, тканіна, хады і старонка правілаў.
lobby-variant-barjis = Гульня Леванта на крыжы пачісі: шэсць ракавін кауры, 10 і 25 выводзяць фішку з кухні, восем адзначаных клетак бяспечныя, а перамога, калі ніводная фішка суперніка не дайшла дадому, лічыцца за сем.
lobby-variant-barjis-levant = Барджыс, як гуляюць удваіх у Ліване і Сірыі: адзін на адзін на супрацьлеглых рукавах, фішку выводзіць толькі 10.
preset-barjis = Барджыс: шэсць кауры, ад 2 да 4 гульцоў, кожны сам за сябе, 10 і 25 уводзяць фішку, восем адзначаных бяспечных клетак, падвоеныя фішкі нельга збіць, марс лічыцца за сем
preset-barjis-levant = Барджыс Леванта: два гульцы на супрацьлеглых рукавах, шэсць кауры, фішку ўводзіць толькі 10, восем адзначаных бяспечных клетак, марс лічыцца за сем
rules-name-barjis = Барджыс
rules-name-barjis-levant = Барджыс Леванта
group-barjis = Барджыс
option-two_colours = Два гульцы гуляюць па два колеры
option-go_on = Кідкі, пасля якіх кідаюць зноў
option-grace_values = Кідкі, што ўводзяць фішку («міласці»)
option-exact = Дакладны лік да фінішу
option-mars = Перамога, калі ніхто з супернікаў не дома, лічыцца за сем
meaning-two_colours = пры двух гульцах на крыжы пачісі: кожны гуляе двума супрацьлеглымі колерамі; інакш кожны адным колерам, на супрацьлеглых рукавах Поўдзень і Поўнач
meaning-go_on = значэнні кідкоў, пасля якіх кідаюць зноў (па змаўчанні: уласныя значэнні табліцы кідкоў)
meaning-grace_values = значэнні кідкоў, што выводзяць фішку на дошку (пуста: кідкі, пасля якіх кідаюць зноў)
meaning-exact = фішка даходзіць да канца толькі дакладным лікам; інакш кідок, што заводзіць за канец, выводзіць яе з дошкі (дадому)
meaning-mars = перамога, калі ніводная фішка ніводнага суперніка не дайшла дадому (марс), лічыцца за сем гульняў, інакш за адну
allowed-go_on = table або спіс значэнняў кідкоў
allowed-grace_values = спіс значэнняў кідкоў або пуста
value-safe_squares-barjis = барджыс
value-enter-centre = у цэнтр
value-go_on-table = паводле табліцы
board-kitchen = Кухня
piece-in_kitchen = { $seat }, фішка { $piece }, на кухні
move-to_marked = { $who }: { $value } на адзначаную клетку (засталося { $togo })
move-to_kitchen = { $who }: { $value } — уваходзіць на кухню (засталося { $togo })
logline-to_marked = пасоўвае { $who } на { $value } на адзначаную клетку (засталося { $togo })
rules-barjis-seats = Кожны гулец гуляе сам за сябе чатырма фішкамі: { $seats }.
rules-barjis-teams = Партнёры сядзяць адзін насупраць аднаго ({ $pairs }) і гуляюць разам, адной камандай.
rules-barjis-end = Перамагае той, хто першы прывядзе ўсе чатыры фішкі дадому, на кухню, і гульня сканчаецца.
rules-barjis-end_teams = Перамагае каманда, абодва партнёры якой першымі прывядуць усе свае фішкі дадому, на кухню, і гульня сканчаецца.
rules-barjis-end_all = Перамагае той, хто першы прывядзе ўсе чатыры фішкі дадому, на кухню; астатнія гуляюць далей за месцы.
rules-barjis-mars = Перамога, калі ніводзін супернік не прывёў дадому ніводнай фішкі, — гэта марс: яна лічыцца за сем гульняў; любая іншая перамога — за адну.
rules-barjis-road = Тканіна — крыж з чатырох рукавоў, у кожным тры слупкі па восем клетак, вакол цэнтра, кухні. Кожная каляровая лінія — шлях аднаго гульца: з кухні ўніз па сярэднім слупку свайго рукава, адзін раз вакол па знешніх слупках супраць гадзіннікавай стрэлкі, потым назад уверх па тым самым сярэднім слупку на кухню, усяго 84 крокі.
rules-barjis-marked = Восем клетак, вышытых залатой зоркай, — трэцяя клетка ад краю ў абодвух знешніх слупках кожнага рукава, — адзначаныя клеткі: там нікога не б'юць, і фішкі розных гульцоў могуць стаяць на іх разам.
rules-barjis-marked_exclusive = Ніводная фішка не можа спыніцца на адзначанай клетцы, дзе стаіць супернік.
rules-barjis-home = Па сярэднім слупку гульца ходзяць толькі яго ўласныя фішкі, таму там яны ў бяспецы. Кухня — месца, дзе фішкі чакаюць і дзе яны фінішуюць.
rules-barjis-cowries = Кіньце { $count } ракавін кауры: колькі ляжа адтулінай угору, дае значэнне кідка паводле табліцы ніжэй: ніводнай — 6, адна — 10 («дост»), дзве, тры і чатыры — свой лік, пяць — 25 («бендж»), усе шэсць — 12.
rules-barjis-go_on = Пасля кідка { $values } вы кідаеце зноў.
rules-barjis-go_on_none = Ніводны кідок не дае кінуць зноў: кожны ход — адзін кідок.
rules-barjis-grace = Усе вашы фішкі пачынаюць на кухні, па-за шляхам. Фішку выводзіць толькі «міласць», кідок { $values }, на пачатку і зноў пасля таго, як яе збілі; «міласцю» можна і пахадзіць фішкай, што ўжо на шляху.
rules-barjis-enter_place = Фішку, што ўваходзіць, ставяць на першую клетку вашага сярэдняга слупка, побач з кухняй, і «міласць» выкарыстана.
rules-barjis-enter_full = Фішка, што ўваходзіць, выходзіць з кухні на ўсё значэнне «міласці».
rules-barjis-enter_centre = Фішку, што ўваходзіць, ставяць на кухню на дошцы (дошка паказвае яе ў трохкутніку вашага колеру), і «міласць» выкарыстана; вашы наступныя кідкі выводзяць яе на сваё значэнне. На кухні нікога не б'юць.
rules-barjis-move = Кожны захаваны кідок перасоўвае адну фішку наперад на ўсё яго значэнне, таксама з падвоенай клеткі. Фішка праходзіць праз любыя фішкі і можа спыніцца на клетцы, дзе стаяць яе ўласныя (падваенне).
rules-barjis-capture = Спыніцеся на неадзначанай клетцы, дзе стаіць адна фішка іншага гульца, і вы яе б'еце: яна вяртаецца на кухню, і каб выйсці зноў, ёй патрэбна «міласць». За збіццё дадатковага кідка няма.
rules-barjis-doubled = Дзве або больш фішак аднаго гульца на неадзначанай клетцы нельга збіць, і ніхто іншы не можа там спыніцца; праз іх можна прайсці.
rules-barjis-exact = Фішка трапляе дадому на кухню толькі дакладным лікам: кідок, што завёў бы яе далей, ёй не выкарыстаць.
rules-barjis-dead_end = Кідка 1 няма, таму ніколі не спыняйце фішку за адну клетку да кухні: адтуль яе не прывядзе дадому ніводны кідок.
rules-barjis-bear_off = Кідок, што заводзіць фішку за канец яе шляху, выводзіць яе з дошкі: яна дома.

## The Barjis lesson (/learn?preset=barjis, web/learn.js).
learn-barjis-title = Навучыцца гуляць у Барджыс — Пачісі
learn-barjis-offer_title = Упершыню ў Барджыс?
learn-barjis-offer_text = Згуляйце трохвілінны ўрок на яго тканіне: ракавіны кауры, «міласць», што выводзіць фішку з кухні, збіццё, адзначаныя клеткі і дакладны лік дамоў.
learn-end-rules_barjis = Усе правілы Барджыс
learn-barjis-levant-title = Навучыцца гуляць у Барджыс Леванта — Пачісі
learn-barjis-levant-offer_title = Упершыню ў Барджыс Леванта?
learn-barjis-levant-offer_text = Згуляйце трохвілінны ўрок на яго тканіне, адзін на адзін: ракавіны кауры, 10, якое адно выводзіць фішку з кухні, збіццё, адзначаныя клеткі і дакладны лік дамоў.
learn-end-rules_barjis-levant = Усе правілы Барджыс Леванта
learn-step-barjis_throw-title = Кіньце ракавіны
learn-step-barjis_throw-intro = У Барджыс гуляюць { $shells } ракавінамі кауры. Кіньце іх і палічыце, колькі ляжа адтулінай угору: табліца дае значэнне кідка.
learn-step-barjis_throw-do = Націсніце «Кінуць».
learn-step-barjis_throw-again =
    { $count ->
        [one] { $count } ракавіна адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
        [few] { $count } ракавіны адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
        [many] { $count } ракавін адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
       *[other] { $count } ракавіны адтулінай угору: { $value }. { $value } дае кінуць яшчэ раз — націсніце «Кінуць» зноў.
    }
learn-step-barjis_throw-last =
    { $count ->
        [one] { $count } ракавіна адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
        [few] { $count } ракавіны адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
        [many] { $count } ракавін адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
       *[other] { $count } ракавіны адтулінай угору: { $value }. На гэтым кідкі скончыліся. Вашы кідкі, { $values }, захоўваюцца, і цяпер вы выкарыстоўваеце іх па адным, кожны на адну фішку.
    }
learn-step-barjis_throw-done = Вы захоўваеце кідкі і выкарыстоўваеце іх па адным.
learn-step-barjis_grace-title = «Міласць» выводзіць фішку
learn-step-barjis_grace-intro = Вашы чатыры фішкі ({ $seat }) чакаюць на кухні, у цэнтры тканіны. Выводзіць фішку толькі «міласць» — { $grace }: фішку ставяць на першую клетку вашага сярэдняга слупка, побач з кухняй, і ўвесь кідок на гэта сыходзіць. Вашы { $others } фішку не выводзяць.
learn-step-barjis_grace-do = Вывядзіце фішку кідком { $value }.
learn-step-barjis_grace-done = Фішка { $piece } выйшла, да дому крокаў: { $togo }. Яе шлях — уніз па вашым сярэднім слупку, адзін раз вакол тканіны супраць гадзіннікавай стрэлкі і назад уверх па сярэднім слупку на кухню.
learn-step-barjis_move-title = Ідзіце сваім шляхам
learn-step-barjis_move-intro = Кожны захаваны кідок пасоўвае адну фішку наперад на ўсё яго значэнне; ён ніколі не дзеліцца паміж фішкамі. Ваша фішка { $piece } стаіць на пачатку вашага шляху.
learn-step-barjis_move-do = Пасуньце яе на { $value }: клетка, куды яна трапіць, падсвечана.
learn-step-barjis_move-done = Фішка { $piece } прайшла { $value } клетак па вашым шляху, і ёй засталося { $togo }.
learn-step-barjis_capture-title = Збіце фішку
learn-step-barjis_capture-intro = Фішка { $vpiece } ({ $victim }) стаіць адна на { $value } клетак наперадзе вашай фішкі { $piece }, на неадзначанай клетцы. Спыніцеся там, і вы яе б'еце: яна вяртаецца на кухню, і каб выйсці зноў, ёй патрэбна «міласць». У Барджыс за збіццё дадатковага кідка няма.
learn-step-barjis_capture-do = Збіце яе кідком { $value }.
learn-step-barjis_capture-done = Фішка { $vpiece } ({ $victim }) вярнулася на кухню; за збіццё дадатковага кідка няма.
learn-step-barjis_marked-title = Адзначаныя клеткі бяспечныя
learn-step-barjis_marked-intro = Восем клетак з залатой зоркай — адзначаныя клеткі. На адзначанай клетцы нікога не б'юць, і фішкі розных гульцоў могуць стаяць на ёй разам.
learn-step-barjis_marked-do = Вашым { $value } можна пасунуць адну з дзвюх фішак. Выберыце ход, пасля якога ніводную вашу фішку нельга збіць.
learn-step-barjis_marked-done = Фішка { $piece } стаіць на адзначанай клетцы: там яе нішто не зб'е, і ніводная ваша фішка не пад ударам.
learn-step-barjis_exact-title = Дадому на кухню дакладным лікам
learn-step-barjis_exact-intro = Фішка трапляе дадому на кухню толькі кідком, роўным колькасці крокаў, што ёй засталіся. Кідка 1 няма, таму фішка, якой не хапае аднаго кроку, ніколі не скончыць. Вашай фішцы { $piece } засталося крокаў: { $needed }.
learn-step-barjis_exact-do = Вы кінулі { $needed }: прывядзіце гэтую фішку дамоў.
learn-step-barjis_exact-done = Фішка { $piece } дома на кухні, з дакладным лікам. Перамагае той, хто першым прывядзе дадому ўсе чатыры фішкі.
learn-end-barjis_throw = Кідайце ракавіны і захоўвайце кідкі; { $again } дае кінуць яшчэ раз.
learn-end-barjis_grace = Толькі «міласць» ({ $grace }) выводзіць фішку з кухні.
learn-end-barjis_move = Кожны кідок пасоўвае адну фішку наперад на ўсё яго значэнне.
learn-end-barjis_capture = Спыніцеся на адзінокай фішцы іншага гульца па-за адзначанымі клеткамі, каб вярнуць яе на кухню; дадатковага кідка няма.
learn-end-barjis_marked = На адзначанай клетцы (залатая зорка) нікога не б'юць.
learn-end-barjis_exact = Фішка прыходзіць дамоў толькі з дакладным лікам; ніколі не пакідайце яе за адзін крок да дому.
learn-why-no_capture-barjis = Ён нічога не збівае: фішка { $piece } ({ $seat }) застаецца на дошцы.
learn-why-exposed-barjis = Фішка { $piece } стала б на неадзначаную клетку, дзе яе можа збіць фішка { $by } ({ $seat }) кідком { $value } — { $percent } кідкоў дае { $value }.

## ---- Паркес (issue 32, docs/rules.md §19): яго набор правілаў, налады, «здзьмуханне» і каранацыя, старонка правілаў.
lobby-variant-parques = Гульня Калумбіі на дошцы Парчыса: дзве косці, толькі дубль выводзіць фішкі з турмы, дубль дае яшчэ кідок, тры дублі запар карануюць фішку, а за пакінутае збіццё фішку можна «здзьмуць».
preset-parques = Паркес: дзве косці, толькі дубль выводзіць фішкі з турмы (тры спробы), дубль дае яшчэ кідок, тры дублі карануюць фішку, за пакінутае збіццё фішку «здзімаюць»
rules-name-parques = Паркес
group-parques = Паркес
option-pair_release = Што дубль вызваляе з турмы
option-jail_tries = Спробы выкінуць дубль, пакуль ніводная фішка не выйшла
option-eleven_is_pair = 5 і 6 лічацца дублем
option-crown = Тры дублі запар карануюць фішку
option-crown_from_jail = Каранаваць можна і фішку з турмы
option-soplar = За пакінутае збіццё фішку можна «здзьмуць» (саплар)
meaning-pair_release = з дзвюма косцямі: толькі дубль выводзіць фішкі з турмы на саліду, адну фішку адной косткай або некалькі абедзвюма; «супер»: 1-1 і 6-6 вызваляюць усе фішкі, іншыя дублі — дзве; «усе»: любы дубль вызваляе ўсе фішкі; 1 або 2: не больш за столькі; «няма»: выхад паводле іншых правілаў
meaning-jail_tries = колькі кідкоў можа быць у чарзе, пакуль ніводнай фішкі гульца няма на дошцы; першы дубль спыняе кідкі
meaning-eleven_is_pair = 5 і 6 лічацца дублем для кожнага правіла пра дублі: вызваленне фішак, яшчэ адзін кідок, тры дублі запар
meaning-crown = пры трох дублях запар: замест штрафу гулец ставіць адну са сваіх фішак адразу ў цэнтр, і чарга сканчаецца
meaning-crown_from_jail = каранаваць можна і фішку, што яшчэ ў турме (інакш толькі фішку на дошцы)
meaning-soplar = гулец, які выкарыстоўвае костку без збіцця, хоць гэтая костка магла збіць, пакідае збіццё: наступны гулец можа спачатку «здзьмуць» назад у яе турму адну з фішак, якія маглі яго зрабіць
value-pair_release-off = няма
value-pair_release-super = супер (1-1 і 6-6 вызваляюць усе, іншыя дублі — дзве)
value-pair_release-all = усе (любы дубль вызваляе ўсе)
move-blow = Здзьмуць фішку { $piece } ({ $seat }) назад у яе турму (пакінутае збіццё)
move-no_blow = Не дзьмуць: перайсці да свайго кідка
move-crown = Каранаваць фішку { $piece }: яна адразу ідзе ў цэнтр
move-release_pair = { $who }: з турмы разам, абедзвюма косцямі (засталося { $togo })
logline-release_pair = вызваляе з турмы { $who } абедзвюма косцямі пары (засталося { $togo })
logline-blow = здзімае { $captured } назад у турму (пакінутае збіццё)
logline-no_blow = не здзімае фішку за пакінутае збіццё
logline-crown = карануе { $who }: трэці дубль запар ставіць яе ў цэнтр
banner-blow_you = { $seat } (вы): пакінутае збіццё ({ $victim }) — здзьмуйце адну з яго фішак назад у турму або гуляйце далей
banner-crown_you = { $seat } (вы): трэці дубль запар — карануйце фішку
rules-parques-seats =
    { $count ->
        [one] Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага { $count } фішка аднаго колеру, якая пачынае ў турме (карсэль) таго ж колеру — у куце побач з салідай гэтага колеру.
        [few] Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага { $count } фішкі аднаго колеру, якія пачынаюць у турме (карсэль) таго ж колеру — у куце побач з салідай гэтага колеру.
        [many] Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага { $count } фішак аднаго колеру, якія пачынаюць у турме (карсэль) таго ж колеру — у куце побач з салідай гэтага колеру.
       *[other] Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага { $count } фішкі аднаго колеру, якія пачынаюць у турме (карсэль) таго ж колеру — у куце побач з салідай гэтага колеру.
    }
rules-parques-end = Перамагае той, хто першы прывядзе ўсе свае фішкі ў сьела, у цэнтр, і гульня сканчаецца.
rules-parques-end_all = Перамагае той, хто першы прывядзе ўсе свае фішкі ў сьела, у цэнтр; астатнія гуляюць далей за месцы.
rules-parques-road = Шлях — кола з 68 клетак вакол крыжа. Фішка выходзіць з турмы на сваю саліду — стартавую клетку свайго колеру, — праходзіць адзін круг па дошцы супраць гадзіннікавай стрэлкі да канца свайго рукава, а потым па сваёй льегадзе, сямі клетках свайго колеру, падымаецца ў сьела ў цэнтры.
rules-parques-safe = 12 сегура (клеткі з кольцам: па тры на кожным рукаве, сярод іх і саліды) ахоўваюць: там нікога не збіваюць, і фішкі любых колераў могуць стаяць на іх разам.
rules-parques-dice = Кідайце дзве косці. Кожная костка пасоўвае адну фішку наперад: адна фішка можа ўзяць адну костку, а другая — другую, або адна фішка абедзве, адну за адной. Костку, якую можна выкарыстаць, трэба выкарыстаць.
rules-parques-eleven = 5 і 6 таксама лічацца дублем — для кожнага правіла пра дублі.
rules-parques-release_super = Толькі дубль выводзіць фішкі з турмы на вашу саліду: 1-1 і 6-6 вызваляюць усе фішкі ў турме, любы іншы дубль — да дзвюх.
rules-parques-release_all = Толькі дубль выводзіць фішкі з турмы на вашу саліду, і любы дубль вызваляе ўсе фішкі ў турме.
rules-parques-release_count =
    { $count ->
        [one] Толькі дубль выводзіць фішкі з турмы на вашу саліду, не больш за { $count } фішку за раз.
        [few] Толькі дубль выводзіць фішкі з турмы на вашу саліду, не больш за { $count } фішкі за раз.
        [many] Толькі дубль выводзіць фішкі з турмы на вашу саліду, не больш за { $count } фішак за раз.
       *[other] Толькі дубль выводзіць фішкі з турмы на вашу саліду, не больш за { $count } фішкі за раз.
    }
rules-parques-tries = Пакуль ніводнай вашай фішкі няма на дошцы, у вас ёсць не больш як { $count ->
        [one] { $count } кідок
        [few] { $count } кідкі
        [many] { $count } кідкоў
       *[other] { $count } кідка
    }, каб выкінуць дубль; першы дубль спыняе кідкі.
rules-parques-release_dice = Каб вызваліць адну фішку, ідзе адна костка дубля, а другая костка пасоўвае фішку, што ўжо на дошцы; каб вызваліць дзве і больш — абедзве косці. Калі на дошцы няма ніводнай вашай фішкі, дубль павінен вызваліць столькі фішак, колькі можа; інакш ім можна замест гэтага пахадзіць.
rules-parques-salida_capture = Фішкі, што выходзяць, збіваюць кожную фішку суперніка, якая стаіць на вашай салідзе; у астатнім саліда бяспечная, як сегура.
rules-parques-again = Пасля таго як дубль згуляны, вы кідаеце зноў — кожны раз, калі выпадае дубль.
rules-parques-crown = Трэці дубль запар не ходзяць: вы выбіраеце адну са сваіх фішак, якая яшчэ не ў сьела, нават тую, што ў турме, і яна адразу ідзе туды (каранацыя); ваша чарга сканчаецца.
rules-parques-crown_board = Трэці дубль запар не ходзяць: вы выбіраеце адну са сваіх фішак на дошцы, і яна адразу ідзе ў сьела (каранацыя); ваша чарга сканчаецца.
rules-parques-three_pairs = Трэці дубль запар не ходзяць: ваша фішка, бліжэйшая да сьела, вяртаецца ў турму, і ваша чарга сканчаецца.
rules-parques-capture = Скончыце ход на клетцы кола, якая не сегура, — і вы збіваеце ўсе фішкі супернікаў на ёй: яны вяртаюцца ў свае турмы. За збіццё дадатковых клетак няма.
rules-parques-no_barriers = Фішкі праходзяць праз любыя фішкі: блакад няма, і на адной клетцы можа стаяць колькі заўгодна фішак.
rules-parques-soplar = Калі вы выкарыстоўваеце костку на ход, які нічога не збівае, хоць гэтая костка магла збіць, вы пакідаеце збіццё: наступны гулец можа пачаць сваю чаргу з таго, што «здзьме» назад у турму адну з фішак, якія маглі збіць.
rules-parques-forced_capture = Збіваць абавязкова: калі костка можа збіць, дазволеныя толькі ходы са збіццём.
rules-parques-forfeit = Костка, якую не можа выкарыстаць ніводная фішка, прападае; другой усё роўна ходзяць.
rules-parques-exact = Фішка трапляе ў сьела толькі з дакладным лікам — з адной косткі або з абедзвюх па чарзе.
rules-throws-parques = Дзве косці: на кожнай лік ад 1 да 6 выпадае з аднолькавым шанцам, і кожная костка выкарыстоўваецца асобна. Дубль, які вызваляе фішкі з турмы і дае яшчэ адзін кідок, выпадае ў { $pairs } кідкоў.
rules-throws-parques_sums = Сума дзвюх касцей (вызначае, хто пачынае, і адна фішка можа прайсці ўсю суму):

## Урок Паркес (/learn?preset=parques, web/learn.js).
learn-parques-title = Навучыцца гуляць у Паркес — Пачісі
learn-parques-offer_title = Упершыню ў Паркес?
learn-parques-offer_text = Згуляйце трохвілінны ўрок на яго дошцы: дубль, каб выйсці з турмы, збіццё, «здзьмуханне» за пакінутае збіццё, дакладны лік у сьела і каранацыя за тры дублі.
learn-end-rules_parques = Усе правілы Паркес
learn-choose_blow = Націсніце на фішку, якую трэба здзьмуць назад у яе турму, або выберыце:
learn-step-parques_throw-title = Кідайце, каб выкінуць дубль
learn-step-parques_throw-intro = У Паркес гуляюць дзвюма косцямі. Вашы чатыры фішкі ({ $seat }) у турме (карсэль) — у куце вашага колеру, — і вызваляе іх толькі дубль: абедзве косці з аднолькавым лікам. Пакуль ніводнай вашай фішкі няма на дошцы, у вас ёсць да трох кідкоў, каб выкінуць дубль.
learn-step-parques_throw-do = Націсніце «Кінуць».
learn-step-parques_throw-again = { $dice }: не дубль, таму ніводная фішка не выходзіць. У вас ёсць яшчэ спроба — націсніце «Кінуць» яшчэ раз.
learn-step-parques_throw-last = { $dice }: дубль! Ён спыняе вашы спробы. Дубль выпадае ў { $doubles } кідкоў.
learn-step-parques_release-title = Дубль вызваляе фішкі з турмы
learn-step-parques_release-intro = Дубль выводзіць фішкі з турмы на вашу саліду — сегура вашага колеру побач з ёй. 1‑1 або 6‑6 вызваляюць усе фішкі ў турме, любы іншы дубль — да дзвюх, і каб вызваліць дзве і больш, ідуць абедзве косці. Калі на дошцы няма ніводнай вашай фішкі, трэба вызваліць столькі фішак, колькі дазваляе дубль.
learn-step-parques_release-do = Націсніце на адну са сваіх фішак у турме, каб вывесці іх.
learn-step-parques_release-done = Усе чатыры фішкі на вашай салідзе, да сьела засталося { $togo }, і абедзве косці выкарыстаны. Згуляны дубль дае вам яшчэ адзін кідок — кожны раз, калі выпадае дубль.
learn-step-parques_capture-title = Збіце ўсе фішкі на клетцы
learn-step-parques_capture-intro = Адна костка выкарыстана; засталася ваша { $value }. Дзве фішкі ({ $victim }) стаяць на { $value } клеткі наперадзе вашай фішкі { $piece }, на клетцы, якая не сегура. Скончыце ход там — і вы зб'еце ўсе фішкі супернікаў на ёй: усе яны вернуцца ў сваю турму.
learn-step-parques_capture-do = Збіце іх сваёй { $value }.
learn-step-parques_capture-done = Абедзве фішкі ({ $victim }) зноў у сваёй турме. За збіццё няма ні дадатковых клетак, ні дадатковага кідка.
learn-step-parques_blow-title = Здзьмуце за пакінутае збіццё
learn-step-parques_blow-intro = Гулец { $victim } толькі што пахадзіў, нічога не збіўшы, хоць яго фішка { $vpiece } — на { $gap } клеткі ззаду вашай фішкі { $target } — магла збіць: гулец { $victim } пакінуў збіццё. Перад сваім кідком вы можаце здзьмуць гэтую фішку назад у яе турму (саплар) або гуляць далей.
learn-step-parques_blow-do = Здзьмуце яе: націсніце на фішку { $vpiece } ({ $victim }) на дошцы.
learn-step-parques_blow-done = Фішка { $vpiece } ({ $victim }) зноў у сваёй турме і ўжо не можа збіць вашу фішку { $target }. Цяпер вы кідаеце як звычайна: «здзьмуханне» не забірае кідка.
learn-step-parques_llegada-title = У сьела з дакладным лікам
learn-step-parques_llegada-intro = Адна костка выкарыстана; засталася ваша { $needed }. Ваша фішка { $piece } на вашай льегадзе — сямі клетках вашага колеру да цэнтра, — і ёй засталося { $needed }. Фішка трапляе ў сьела толькі з дакладным лікам — з адной косткі або з абедзвюх па чарзе.
learn-step-parques_llegada-do = Завядзіце гэтую фішку ў сьела сваёй { $needed }.
learn-step-parques_llegada-done = Фішка { $piece } у сьела. Перамагае той, хто першы прывядзе ў сьела ўсе чатыры фішкі.
learn-step-parques_third-title = Тры дублі запар
learn-step-parques_third-intro = Кожны згуляны дубль дае вам яшчэ адзін кідок. У гэтую чаргу вы ўжо выкінулі два дублі запар і згулялі іх, а трэцім дублем запар не ходзяць.
learn-step-parques_third-do = Націсніце «Кінуць».
learn-step-parques_third-last = { $dice }: ваш трэці дубль запар. Ім не ходзяць: замест гэтага вы карануеце адну са сваіх фішак, і потым ваша чарга сканчаецца.
learn-step-parques_crown-title = Карануйце фішку
learn-step-parques_crown-intro = Каранацыя адразу ставіць у сьела адну з вашых фішак, якая яшчэ не там, — нават фішку, што яшчэ ў турме.
learn-step-parques_crown-do = Карануйце фішку, якой гэта дасць больш за ўсё: націсніце на яе.
learn-step-parques_crown-done = Фішка { $piece } пайшла з турмы адразу ў сьела: ёй больш не трэба ні дубля, каб выйсці, ні ўсяго шляху вакол дошкі. Ваша чарга сканчаецца.
learn-end-parques_throw = Калі на дошцы няма ніводнай вашай фішкі, у вас ёсць да трох кідкоў, каб выкінуць дубль.
learn-end-parques_release = Толькі дубль вызваляе фішкі з турмы (1‑1 і 6‑6 — усе, іншыя дублі — дзве), і кожны згуляны дубль дае яшчэ адзін кідок.
learn-end-parques_capture = Скончыце ход на клетцы, якая не сегура, каб адправіць усе фішкі супернікаў на ёй назад у іх турму.
learn-end-parques_blow = Незробленае збіццё — гэта пакінутае збіццё: наступны гулец можа здзьмуць тую фішку назад у яе турму.
learn-end-parques_llegada = Фішка трапляе ў сьела толькі з дакладным лікам.
learn-end-parques_third = Трэцім дублем запар не ходзяць.
learn-end-parques_crown = Замест гэтага ён карануе фішку: калі можаце, карануйце тую, што яшчэ ў турме.
learn-why-no_capture_blow = Ён нічога не збівае, таму фішкі ({ $seat }) застаюцца на дошцы, — і пакідае збіццё: гулец { $blower } можа пачаць сваю чаргу з таго, што здзьме вашу фішку { $mine } назад у турму.
learn-why-no_blow = Адмовіцца нічога не каштуе, але фішка { $piece } ({ $seat }) застаецца на { $value } клеткі ззаду вашай фішкі { $target }: { $value } на адной костцы або на дзвюх разам зб'е яе, і так можа { $percent } кідкоў.
learn-why-crown_short = Фішцы { $piece } заставалася толькі { $togo }. Фішка { $best } яшчэ ў турме: ёй патрэбны дубль, каб толькі выйсці, а потым увесь шлях вакол дошкі, — каранаваць яе значна выгадней.
learn-why-not_home-parques = Фішцы { $piece } трэба роўна { $needed }, каб трапіць у сьела, а толькі { $percent } кідкоў даюць { $needed } на адной костцы або на дзвюх разам: выкарыстайце яго, пакуль ён ёсць.

## ---- Сорры! (issue 32, docs/rules.md §20): старонка правілаў (web/rules.js).
rules-name-sorry = Сорры!
preset-sorry = Сорры!: калода з 45 карт замест касцей, 1 або 2 выводзіць фішку са Старту, 4 вядзе назад, 7 дзеліцца, 11 мяняе месцамі, карта «Сорры!» адпраўляе на Старт, горкі
option-deck = Карты ў калодзе
option-deck_model = Як цягнуць карты
option-quick_start = Хуткі пачатак: адна фішка ўжо выйшла
option-slide_colour = Па чыіх горках фішка з'язджае
option-two_draws_again = 2 дае цягнуць яшчэ адну карту
option-sorry_four = Карта «Сорры!» можа замест гэтага пасунуць на 4 наперад
meaning-deck = карты калоды; 45: пяць 1 і па чатыры 2, 3, 4, 5, 7, 8, 10, 11, 12 і «Сорры!»; 44: па чатыры кожнай (першае выданне); 55: па пяць кожнай
meaning-deck_model = карты цягнуць, не вяртаючы, а калі калода скончыцца, скід тасуюць у новую калоду (канечная), або кожную карту цягнуць з шанцамі поўнай калоды (бясконцая)
meaning-quick_start = адна фішка кожнага гульца пачынае не на Старце, а на сваёй стартавай клетцы
meaning-slide_colour = фішка, што спынілася на трохкутніку горкі, з'язджае па горках іншых колераў (чужыя), па кожнай горцы (усе) або толькі па горках свайго колеру (свае)
meaning-two_draws_again = пасля 2 гулец цягне яшчэ адну карту (не ў выданні 2013 года)
meaning-sorry_four = карта «Сорры!» можа замест гэтага пасунуць адну фішку гульца на 4 наперад (пазнейшыя выданні)
value-deck_model-finite = канечная
value-deck_model-infinite = бясконцая
value-slide_colour-others = чужыя
value-slide_colour-any = усе
value-slide_colour-own = свае
rules-sorry-seats = Ад двух да чатырох гульцоў, кожны сам за сябе, у кожнага чатыры фішкі аднаго колеру, якія пачынаюць на яго Старце — месцы побач з яго стартавай клеткай.
rules-sorry-quick_start = Каб гульня ішла хутчэй, адна фішка кожнага гульца пачынае на сваёй стартавай клетцы.
rules-sorry-end = Перамагае той, хто першы прывядзе ўсе чатыры фішкі Дадому, і гульня сканчаецца.
rules-sorry-end_all = Перамагае той, хто першы прывядзе ўсе чатыры фішкі Дадому; астатнія гуляюць далей за месцы.
rules-sorry-seats_teams = Чатыры гульцы ў дзвюх камандах, партнёры сядзяць насупраць: { $a } гуляюць разам; іх супернікі — { $b }. У кожнага гульца чатыры фішкі аднаго колеру, якія пачынаюць на яго Старце — месцы побач з яго стартавай клеткай.
rules-sorry-end_teams = Перамагае каманда, якая першай прывядзе Дадому ўсе восем фішак абодвух партнёраў, і гульня сканчаецца.
rules-sorry-team_pawns = З партнёрамі можна хадзіць картай любой з васьмі фішак сваёй каманды: сваімі чатырма або чатырма фішкамі партнёра. Кожная фішка ўсё роўна ідзе па шляху свайго колеру, у сваю зону бяспекі і Дадому.
rules-sorry-team_home = Гулец, у якога ўсе чатыры фішкі ўжо Дома, у сваю чаргу працягвае цягнуць карты і ходзіць імі фішкамі партнёра.
rules-sorry-team_start = 1 або 2 можа вывесці фішку са Старту любога з партнёраў — на ўласную стартавую клетку гэтай фішкі.
rules-sorry-team_seven = 7 можна падзяліць паміж любымі дзвюма з васьмі фішак каманды, напрыклад 4 для сваёй фішкі і 3 для фішкі партнёра.
rules-sorry-team_eleven = 11 мяняе фішку каманды месцамі толькі з фішкай суперніка, ніколі — з фішкай сваёй каманды.
rules-sorry-team_sorry = Карта «Сорры!» можа ўзяць фішку са Старту любога з партнёраў і паставіць на клетку кола, дзе стаіць фішка любога іншага колеру, фішка партнёра таксама; тая фішка вяртаецца на свой Старт.
rules-sorry-team_bump = Фішка, якая скончыла ход на фішцы другога партнёра, адпраўляе яе на яе Старт, як і фішку суперніка; скончыць ход на фішцы свайго колеру не можа ніводная фішка.
rules-sorry-does_sorry_teams = са Старту на месца фішкі іншага колеру (і партнёра), якая вяртаецца на свой Старт
rules-sorry-does_sorry_four_teams = са Старту на месца фішкі іншага колеру (і партнёра), якая вяртаецца на свой Старт; або 4 наперад
rules-sorry-order_fixed = Пачынае { $seat }; потым чарга ідзе налева, вакол стала па гадзіннікавай стрэлцы.
rules-sorry-order = Каб вызначыць, хто пачынае, кожны цягне карту: пачынае самая старшая карта, і «Сорры!» лічыцца вышэйшай за 12 (пры роўных цягнуць зноў). Карты вяртаюцца ў калоду, і яе тасуюць. Потым чарга ідзе налева, вакол стала па гадзіннікавай стрэлцы.
rules-sorry-road = Шлях — кола з 60 клетак уздоўж краю квадратнай дошкі, па 15 на кожным баку, і кожная фішка ідзе па ім па гадзіннікавай стрэлцы. Фішка выходзіць са Старту на сваю стартавую клетку, праходзіць адзін круг па дошцы і за дзве клеткі да сваёй стартавай клеткі звяртае з кола ў сваю зону бяспекі.
rules-sorry-slides = На кожным баку — дзве горкі колеру гульца гэтага боку, на 4 і на 5 клетак, і кожная пачынаецца з трохкутніка.
rules-sorry-slide_others = Фішка, што сканчае ход роўна на трохкутніку горкі іншага колеру — любой картай, і ходам назад таксама, — адразу з'язджае ў канец горкі, а кожная фішка на горцы, і ваша таксама, вяртаецца на свой Старт. Спыніцца на трохкутніку свайго колеру нічога не дае, як і прайсці праз трохкутнік ці спыніцца на іншых клетках горкі.
rules-sorry-slide_any = Фішка, што сканчае ход роўна на трохкутніку любой горкі, і свайго колеру таксама, — любой картай, і ходам назад таксама, — адразу з'язджае ў канец горкі, а кожная фішка на горцы, і ваша таксама, вяртаецца на свой Старт. Прайсці праз трохкутнік ці спыніцца на іншых клетках горкі нічога не дае.
rules-sorry-slide_own = У гэтай гульні фішка з'язджае толькі па горках свайго колеру: фішка, што сканчае ход роўна на трохкутніку горкі свайго колеру — любой картай, і ходам назад таксама, — адразу з'язджае ў канец горкі, а кожная фішка на горцы, і ваша таксама, вяртаецца на свой Старт. Горкі іншых колераў, праход праз трохкутнік і спыненне на іншых клетках горкі нічога не даюць.
rules-sorry-empty_sides = Горкі боку, дзе ніхто не гуляе, лічацца горкамі іншага колеру: па іх з'язджае кожная фішка.
rules-sorry-safety = Зона бяспекі кожнага колеру — пяць клетак гэтага колеру, што вядуць з кола да яго Дому. Туды заходзяць толькі фішкі гэтага колеру і толькі ходам наперад; фішка можа выйсці з яе назад картай 4 або 10 і потым вярнуцца. Фішку ў зоне бяспекі або Дома нельга адправіць на Старт, памяняць месцамі або ўзяць картай «Сорры!»; ніякая іншая клетка не бяспечная, нават стартавыя.
rules-sorry-draw = Касцей няма: у сваю чаргу вы цягнеце верхнюю карту калоды і ходзіце ёю (табліца ніжэй). Карту не вяртаюць: яна ідзе ў скід, а калі калода скончыцца, усе карты тасуюць у новую калоду.
rules-sorry-draw_infinite = Касцей няма: у сваю чаргу вы цягнеце карту і ходзіце ёю (табліца ніжэй). У гэтай гульні кожную карту цягнуць з поўнай калоды, як быццам кожную адразу вяртаюць і тасуюць, таму шанцы ніколі не мяняюцца.
rules-sorry-deck_45 = У калодзе 45 карт: пяць 1 і па чатыры 2, 3, 4, 5, 7, 8, 10, 11, 12 і «Сорры!». Няма ні 6, ні 9.
rules-sorry-deck_44 = У калодзе 44 карты першага выдання: па чатыры 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 і «Сорры!». Няма ні 6, ні 9.
rules-sorry-deck_55 = У калодзе 55 карт: па пяць 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 і «Сорры!». Няма ні 6, ні 9.
rules-sorry-start = Толькі 1 або 2 выводзіць фішку са Старту на вашу стартавую клетку, і на гэта ідзе ўся карта; карта «Сорры!» выводзіць фішку па-свойму (гл. ніжэй), а іншыя карты не могуць. Ніводная фішка не можа выйсці, пакуль на вашай стартавай клетцы стаіць ваша фішка; фішка суперніка там адпраўляецца на свой Старт.
rules-sorry-card_1 = 1: вывядзіце фішку са Старту або пасуньце фішку на 1 наперад.
rules-sorry-card_2 = 2: вывядзіце фішку са Старту або пасуньце фішку на 2 наперад. Потым цягніце яшчэ адну карту — няважна, ці можна было схадзіць 2, — кожны раз, калі выпадае 2.
rules-sorry-card_2_once = 2: вывядзіце фішку са Старту або пасуньце фішку на 2 наперад. У гэтай гульні 2 не дае цягнуць яшчэ.
rules-sorry-card_forward = 3, 5, 8 і 12: пасуньце фішку на столькі клетак наперад.
rules-sorry-card_4 = 4: пасуньце фішку на 4 назад. Фішка, што адыходзіць на 4 назад са сваёй стартавай клеткі, спыняецца за дзве клеткі да ўваходу ў сваю зону бяспекі, таму можа звярнуць у яе, не праходзячы зноў увесь круг.
rules-sorry-card_7 = 7: пасуньце адну фішку на 7 наперад або падзяліце 7 паміж дзвюма сваімі фішкамі (напрыклад, 4 і 3), адну частку пасля другой; кожная частка — асобны ход, які можа адправіць на Старт і з'ехаць па горцы. Трэба выкарыстаць усе 7, і падзел не выводзіць фішку са Старту.
rules-sorry-card_10 = 10: пасуньце фішку на 10 наперад або на 1 назад. Калі ніводная фішка не можа пайсці на 10 наперад, фішка павінна пайсці на 1 назад, калі можа.
rules-sorry-card_11 = 11: пасуньце фішку на 11 наперад або памяняйце месцамі сваю фішку і фішку суперніка, абедзве на коле (не на Старце, не ў зоне бяспекі і не Дома). Калі ніводная фішка не можа пайсці на 11 наперад, можна адмовіцца ад абмену і страціць карту. Пасля абмену ваша фішка з'язджае, калі цяпер стаіць на трохкутніку, па якім яна з'язджае; фішка суперніка не з'язджае.
rules-sorry-card_sorry = «Сорры!»: вазьміце фішку са свайго Старту і пастаўце на клетку кола, дзе стаіць фішка суперніка; тая фішка вяртаецца на свой Старт («Сорры!»). Потым ваша фішка з'язджае, калі трапіла на трохкутнік, па якім яна з'язджае. Калі на вашым Старце няма фішак або на коле няма фішак суперніка, карта прападае.
rules-sorry-sorry_four = У гэтай гульні карта «Сорры!» можа замест гэтага пасунуць адну вашу фішку на 4 наперад.
rules-sorry-bump = Фішка праходзіць праз любыя фішкі, і іх клеткі лічацца. Скончыце ход — наперад ці назад, ці любую частку падзеленай 7 — на клетцы, дзе стаіць фішка суперніка, — і вы адпраўляеце яе на яе Старт. Скончыць ход на фішцы свайго колеру нельга ніколі, таму на клетцы стаіць не больш за адну фішку.
rules-sorry-must = Калі вашай картай можна схадзіць, хадзіць трэба, нават сабе на шкоду; адмовіцца можна толькі ад абмену картай 11. Карта, якую не можа выкарыстаць ніводная фішка, прападае.
rules-sorry-exact = Фішка трапляе Дадому толькі з дакладным лікам: карта, якая пранесла б яе міма Дому, для яе не падыходзіць. Фішка, што ўжо Дома, больш не ходзіць.
rules-sorry-order_draw = цягнуць карту
rules-sorry-order_meaning = кожны гулец цягне карту, і пачынае самая старшая (цягнуць карту), або пачынае першае месца (першае месца)
rules-sorry-players_meaning = колькасць гульцоў, ад 2 да 4, у кожнага чатыры фішкі аднаго колеру
rules-sorry-card_name = Сорры!
rules-sorry-does_1 = са Старту або 1 наперад
rules-sorry-does_2 = са Старту або 2 наперад; цягнуць яшчэ
rules-sorry-does_2_once = са Старту або 2 наперад
rules-sorry-does_forward = { $value } наперад
rules-sorry-does_4 = 4 назад
rules-sorry-does_7 = 7 наперад або падзяліць паміж дзвюма фішкамі
rules-sorry-does_10 = 10 наперад або 1 назад
rules-sorry-does_11 = 11 наперад або абмен з фішкай суперніка
rules-sorry-does_sorry = са Старту на месца фішкі суперніка, якая вяртаецца на свой Старт
rules-sorry-does_sorry_four = са Старту на месца фішкі суперніка, якая вяртаецца на свой Старт; або 4 наперад
rules-throws-cards =
    { $count ->
        [one] Калода з { $count } карты; карты цягнуць, не вяртаючы. Шанцы ніжэй — для першай карты з поўнай калоды; потым яны залежаць ад карт, што засталіся ў калодзе, пакуль яна не скончыцца і яе не стасуюць зноў.
       *[other] Калода з { $count } карт; карты цягнуць, не вяртаючы. Шанцы ніжэй — для першай карты з поўнай калоды; потым яны залежаць ад карт, што засталіся ў калодзе, пакуль яна не скончыцца і яе не стасуюць зноў.
    }
rules-throws-cards_infinite =
    { $count ->
        [one] Калода з { $count } карты; у гэтай гульні кожную карту цягнуць з поўнай калоды, таму гэтыя шанцы ніколі не мяняюцца.
       *[other] Калода з { $count } карт; у гэтай гульні кожную карту цягнуць з поўнай калоды, таму гэтыя шанцы ніколі не мяняюцца.
    }
rules-throws-cards_label = табліца карт
rules-throws-cards_enter = Вылучаныя карты — { $cards } — выводзяць фішку са Старту.
rules-col-card = Карта
rules-col-cards = У калодзе
rules-col-chance_first = Імавернасць (першая карта)
rules-col-does = Што робіць
rules-h-cards = Карты

## ---- Сорры! (issue 32, docs/rules.md §20): яго дошка, карты і хады ў гульні (web/board.js, web/game.js, web/ui.js).
board-start = Старт
card-sorry = «Сорры!»
card-label = выцягнутая карта: { $value }
card-label_sorry = выцягнутая карта: «Сорры!»
throw-draw = Цягнуць карту
throw-none_card = Карт яшчэ не цягнулі
throw-drew = { $seat }: выцягнута карта { $value }
throw-drew_sorry = { $seat }: выцягнута карта «Сорры!»
tray-card = Карта:
tray-rest = Рэшта сямёркі:
throw-cards_left = { $count ->
    [one] У калодзе засталася { $count } карта
    [few] У калодзе засталіся { $count } карты
   *[other] У калодзе засталося { $count } карт
}
banner-draw = Цягне карту: { $seat }
banner-draw_bot = Цягне карту: { $seat } (бот)
banner-draw_you = Цягне карту: { $seat } (вы)
banner-order_draw = Цягне карту за чарговасць: { $seat }
banner-order_draw_bot = Цягне карту за чарговасць: { $seat } (бот)
banner-order_draw_you = Цягне карту за чарговасць: { $seat } (вы)
move-out_of_start = { $who }: { $value } — са Старту (засталося { $togo })
move-back = { $who }: { $value } назад (засталося { $togo })
move-to_safety_zone = { $who }: { $value } у зону бяспекі (засталося { $togo })
move-switch = { $who }: абмен месцамі з фішкай { $piece } ({ $seat })
move-sorry = «Сорры!»: { $who } са Старту на месца фішкі { $piece } ({ $seat }), якая вяртаецца на свой Старт
move-bumps = { $move }, адпраўляе на Старт { $captured }
move-split = { $move }, потым { $rest } для іншай фішкі
move-split_open = { $who }: падзяліць 7 з іншай фішкай…
move-who_partner = Фішка { $piece } ({ $seat })
logline-draw = цягне карту { $value }
logline-draw_sorry = цягне карту «Сорры!»
logline-draw_order = цягне карту { $value } за чарговасць
logline-draw_sorry_order = цягне карту «Сорры!» за чарговасць
logline-out_of_start = выводзіць { $who } са Старту (засталося { $togo })
logline-back = пасоўвае { $who } на { $value } назад (засталося { $togo })
logline-to_safety_zone = пасоўвае { $who } на { $value } у зону бяспекі (засталося { $togo })
logline-switch = мяняе { $who } месцамі з фішкай { $piece } ({ $seat })
logline-sorry = картай «Сорры!» ставіць { $who } са Старту на месца фішкі { $piece } ({ $seat }), а тая вяртаецца на свой Старт
logline-bumps = { $move } і адпраўляе { $captured } на Старт
logline-split = { $move }, а { $rest } з 7 застаецца для іншай фішкі
logline-who_partner = фішку { $piece } ({ $seat })
forfeit-sorry_card = ніводная фішка не можа выкарыстаць карту «Сорры!»: патрэбныя фішка на Старце і фішка іншага гульца на коле
forfeit-sorry_start = ніводная фішка не можа выкарыстаць { $value }: са Старту выводзяць фішку толькі 1, 2 або карта «Сорры!»
lobby-variant-sorry = Заходняя гульня з картамі: калода карт замест касцей, фішкі выходзяць са Старту на 1 або 2, 4 вядзе назад, 7 дзеліцца, 11 мяняе месцамі, горкі адпраўляюць на Старт, а карта «Сорры!» вяртае фішку на яе Старт.
group-sorry = Сорры!
move-pass_sorry = Прапусціць: без абмену месцамі (ніводная фішка не можа прайсці 11 наперад)
pass-body_sorry = Вы не выкарыстоўваеце { $values }: вашы фішкі застаюцца на месцы. У сеткавай гульні адмены няма.
over-length_cards =
    { $count ->
        [one] { $count } чарга · хадоў: { $moves } · выцягнутых карт: { $throws }
        [few] { $count } чаргі · хадоў: { $moves } · выцягнутых карт: { $throws }
        [many] { $count } чарг · хадоў: { $moves } · выцягнутых карт: { $throws }
       *[other] { $count } чаргі · хадоў: { $moves } · выцягнутых карт: { $throws }
    }
review-luck_heading_cards = Удача карт
review-luck_line_cards = { $points } пунктаў шанцу перамогі з { $throws } выцягнутых карт
review-luck_explain_cards = Удача — тое, што кожная выцягнутая карта дала (+) або забрала (−) у параўнанні з картамі, якія маглі выпасці, паводле ацэнкі шанцу перамогі (як рэйтынг удачы GNU Backgammon): большая частка ваганняў графіка — гэта карты, а не хады. Гэта прыблізная ацэнка, падагнаная пад правілы гульні, і яна тлумачыць толькі частку выніку.

## Урок Сорры! (/learn?preset=sorry, web/learn.js).
learn-sorry-title = Навучыцца гуляць у Сорры! — Пачісі
learn-sorry-offer_title = Упершыню ў Сорры!?
learn-sorry-offer_text = Згуляйце трохвілінны ўрок на яго дошцы: карты з калоды, выхад са Старту, горка, абмен месцамі картай 11, карта «Сорры!», 4 назад і дакладны лік, каб трапіць Дадому.
learn-end-rules_sorry = Усе правілы Сорры!
learn-step-sorry_draw-title = Цягніце карту
learn-step-sorry_draw-intro = У Сорры! гуляюць не косцямі, а калодай карт: у сваю чаргу вы цягнеце верхнюю карту і ходзіце ёю. Вашы чатыры фішкі ({ $seat }) чакаюць на вашым Старце — у кружку побач з вашай стартавай клеткай.
learn-step-sorry_draw-do = Націсніце «Цягнуць карту».
learn-step-sorry_draw-last = Карта { $value }. Толькі 1 або 2 выводзіць фішку са Старту (і яшчэ карта «Сорры!», пра яе пазней).
learn-step-sorry_start-title = Выхад са Старту
learn-step-sorry_start-intro = 1 або 2 выводзіць фішку са Старту на вашу стартавую клетку — клетку перад кружком вашага Старту. А 2 яшчэ і дае цягнуць наступную карту.
learn-step-sorry_start-do = Націсніце на фішку на сваім Старце.
learn-step-sorry_start-done = Ваша фішка на сваёй стартавай клетцы, да Дому засталося { $togo }, а 2 дае вам цягнуць яшчэ адну карту.
learn-step-sorry_slide-title = Горка
learn-step-sorry_slide-intro = Вы выцягнулі карту { $value }. На кожным баку дзве горкі: трохкутнік, а ад яго лінія да кружка. Фішка, што сканчае ход роўна на трохкутніку горкі іншага колеру, з'язджае ў канец горкі, а кожная фішка на горцы вяртаецца на свой Старт — нават ваша.
learn-step-sorry_slide-do = Ходам на { $value } спыніцеся на трохкутніку наперадзе і з'едзьце па горцы.
learn-step-sorry_slide-done = Ваша фішка пасунулася на { $value } і з'ехала ў канец горкі — усяго на { $gain } наперад. Фішка { $vpiece } ({ $victim }), што была на горцы, вярнулася на свой Старт.
learn-step-sorry_switch-title = 11: абмен месцамі
learn-step-sorry_switch-intro = Вы выцягнулі карту 11. Яна пасоўвае фішку на 11 наперад, або ваша фішка на коле мяняецца месцамі з фішкай іншага гульца на коле, дзе б тая ні стаяла.
learn-step-sorry_switch-do = Выберыце ход, які прывядзе вашу фішку бліжэй за ўсё да Дому: націсніце на іншую фішку, з якой хочаце памяняцца месцамі, або выберыце ход.
learn-step-sorry_switch-done = Ваша фішка пераскочыла на { $gain } наперад, туды, дзе стаяла фішка { $vpiece } ({ $victim }), а тая фішка перайшла на вашу ранейшую клетку. Ход на 11 наперад даў бы толькі 11.
learn-step-sorry_card-title = Карта «Сорры!»
learn-step-sorry_card-intro = Вы выцягнулі карту «Сорры!»: вазьміце фішку са свайго Старту і пастаўце на клетку, дзе на коле стаіць фішка іншага гульца, а тая вернецца на свой Старт. «Сорры!»
learn-step-sorry_card-do = Адпраўце на Старт тую фішку, вяртанне якой больш за ўсё каштуе яе гульцу.
learn-step-sorry_card-done = Фішка { $vpiece } ({ $victim }) прайшла далей за ўсіх і вярнулася на свой Старт; вашай фішцы цяпер да Дому засталося { $togo }.
learn-step-sorry_four-title = 4 вядзе назад
learn-step-sorry_four-intro = Вы выцягнулі карту 4: 4 заўсёды пасоўвае фішку на чатыры клеткі назад. Калі адступіць на чатыры клеткі назад са стартавай клеткі, фішка апынецца якраз перад вашай зонай бяспекі.
learn-step-sorry_four-do = Выкарыстайце 4 там, дзе ход назад дапамагае.
learn-step-sorry_four-done = Ваша фішка адступіла назад за сваю стартавую клетку, і да Дому ёй засталося толькі { $togo }: кола ж замкнёнае.
learn-step-sorry_home-title = Дадому з дакладным лікам
learn-step-sorry_home-intro = Вы выцягнулі карту 3. Ваша фішка { $piece } у вашай зоне бяспекі — пяці клетках вашага колеру, куды не можа трапіць ніводная іншая фішка, — і да Дому ёй засталося { $needed }. Фішка трапляе Дадому толькі з дакладным лікам.
learn-step-sorry_home-do = Завядзіце гэтую фішку Дадому картай { $needed }.
learn-step-sorry_home-done = Фішка { $piece } Дома. Перамагае той, хто першы прывядзе Дадому ўсе чатыры фішкі.
learn-end-sorry_draw = Цягніце адну карту за чаргу і ходзіце ёю; калі калода скончыцца, карты тасуюць зноў.
learn-end-sorry_start = 1 або 2 выводзіць фішку са Старту; 2 дае цягнуць яшчэ.
learn-end-sorry_slide = Скончыце ход на трохкутніку іншага колеру, каб з'ехаць па горцы і адправіць на Старт кожную фішку на ёй.
learn-end-sorry_switch = 11 пасоўвае фішку на 11 наперад або мяняе яе месцамі з фішкай іншага гульца.
learn-end-sorry_card = Карта «Сорры!» ставіць фішку са Старту на месца чужой, а тая вяртаецца на свой Старт.
learn-end-sorry_four = 4 вядзе назад: чатыры назад са стартавай клеткі — гэта кароткі шлях.
learn-end-sorry_home = Дадому — толькі з дакладным лікам.
learn-why-no_capture-sorry = Ён нікога не адпраўляе на Старт: фішка { $piece } ({ $seat }) застаецца на дошцы.
learn-why-not_home-sorry = Фішцы { $piece } трэба роўна { $needed }, а толькі { $percent } карт — гэта { $needed }: выкарыстайце яе, пакуль яна ёсць.
learn-why-gains_less = Гэты ход пасоўвае вашу фішку { $piece } наперад на { $gained }; ход урока — на { $best }.
learn-why-sorry_target = Фішцы { $piece } ({ $seat }) заставалася яшчэ { $togo }; фішцы { $best_piece } ({ $best_seat }) — толькі { $best_togo }: адправіць на Старт менавіта яе — найбольшая страта для яе гульца, і ваша фішка стане бліжэй да Дому.
learn-why-back_far = Гэты ход аддаляе фішку ад Дому на чатыры клеткі. Калі адступіць на чатыры назад са сваёй стартавай клеткі, фішцы { $piece } да Дому засталося б толькі { $togo }.

## ---- Yut Nori (issue 32, docs/rules.md §21): its board, sticks and moves in the game (web/board.js, web/game.js, web/ui.js).
board-yut_start = Старт
board-yut_start_title = Станцыя 0: старт і фініш
piece-on_station = { $seat }, фішка { $piece }, на дошцы
piece-on_corner = { $seat }, фішка { $piece }, на куце
piece-on_centre = { $seat }, фішка { $piece }, у цэнтры
piece-on_yut_start = { $seat }, фішка { $piece }, на станцыі 0 (выйдзе наступным ходам)
piece-yut_stacked = { $label }, у стосе з { $count ->
    [one] фішкай
   *[other] фішкамі
} { $pieces }
piece-yut_beside = { $label }, побач з { $count ->
    [one] фішкай
   *[other] фішкамі
} { $pieces } (не ў стосе)
yut-name-1 = до
yut-name-2 = кэ
yut-name-3 = коль
yut-name-4 = ют
yut-name-5 = мо
yut-name-back_do = бэк-до
yut-kept = { $name } ({ $value })
yut-means-1 = 1 крок
yut-means-2 = 2 крокі
yut-means-3 = 3 крокі
yut-means-4 = 4 крокі, кідаць зноў
yut-means-5 = 5 крокаў, кідаць зноў
yut-means-back_do = 1 крок назад
throw-sticks_button = Кінуць палачкі
throw-yut_last = { $seat }: { $name } — { $means }
throw-sticks = плоскім бокам угору: { $up } з { $count } палачак
throw-sticks_back_do = плоскім бокам угору толькі пазначаная палачка: бэк-до
move-yut_enter = { $who }: { $value }, на дошку
move-yut_forward = { $who }: { $value } наперад
move-yut_back = { $who }: бэк-до, 1 станцыя назад
move-yut_out = { $who }: { $value }, выходзіць (скончыла)
move-yut_shortcut = { $move }, кароткім шляхам
move-yut_straight = { $move }, проста (не кароткім шляхам)
move-yut_stacks = { $move }, у стос з { $count ->
    [one] фішкай
   *[other] фішкамі
} { $pieces }
move-yut_joins = { $move }, у стос з { $count ->
    [one] фішкай
   *[other] фішкамі
} { $pieces }
move-yut_beside = { $move }, побач з { $count ->
    [one] фішкай
   *[other] фішкамі
} { $pieces } (не ў стос)
move-yut_captures = { $move }, збівае { $captured }
move-yut_onto_start = { $move }, на станцыю 0 (выйдзе наступным ходам)
move-yut_onto_corner = { $move }, на кут
move-yut_onto_centre = { $move }, у цэнтр
logline-yut_enter = выводзіць { $who } на дошку кідком { $value }
logline-yut_forward = пасоўвае { $who } на { $value }
logline-yut_back = пасоўвае { $who } на 1 станцыю назад кідком бэк-до
logline-yut_out = выводзіць { $who } з дошкі кідком { $value } (скончыла)
logline-yut_straight = { $move }, проста
logline-yut_joins = { $move } і складае ў стос з фішкамі, што там стаяць
logline-yut_beside = { $move } і ставіць побач з фішкамі, што там стаяць (не ў стос)
logline-yut_captures = { $move } і збівае { $captured }
logline-yut_throw = кідае { $name } ({ $means })
logline-yut_order = кідае { $name } за першы ход
logline-yut_capture_throw = кідае зноў за збіццё: { $name } ({ $means })
cancelled-back_do_void = бэк-до не лічыцца: на дошцы няма ніводнай яго фішкі
review-luck_heading_sticks = Удача палачак
review-luck_line_sticks = { $points } пунктаў шанцу перамогі з { $throws } кідкоў палачак
review-luck_explain_sticks = Удача — тое, што кожны кідок палачак даў (+) або забраў (−) у параўнанні з кідкамі, якія маглі выпасці, паводле ацэнкі шанцу перамогі (як рэйтынг удачы GNU Backgammon): большая частка ваганняў графіка — гэта палачкі, а не хады. Гэта прыблізная ацэнка, падагнаная пад правілы гульні, і яна тлумачыць толькі частку выніку.

## ---- Yut Nori (issue 32, docs/rules.md §21): the lobby (web/lobby.js): its cards, house rules and options.
rules-name-yut = Ют-норы
rules-name-yut-culin = Ют-норы (Кьюлін, 1895)
lobby-variant-yut = Навагодняя гульня Карэі: чатыры палачкі замест касцей (до 1, кэ 2, коль 3, ют 4, мо 5; ют і мо кідаюць зноў; бэк-до вядзе на адну назад), 29 станцый, кароткія шляхі па дыяганалях, вашы фішкі складаюцца ў стос і ходзяць разам, збіццё дае яшчэ кідок.
lobby-variant-yut-culin = Ют-норы, як запісаў Сцюарт Кьюлін у 1895 годзе: роўныя палачкі, без бэк-до, кароткі шлях — на ваш выбар, а дадатковы кідок за збіццё — пасля ўсіх хадоў.
preset-yut = Ют-норы: чатыры палачкі (до 1 … ют 4, мо 5; ют і мо кідаюць зноў; бэк-до 1 назад), 29 станцый, кароткія шляхі з кутоў і цэнтра, стосы, збіццё дае яшчэ кідок
preset-yut-culin = Ют-норы паводле Кьюліна (1895): роўныя палачкі, без бэк-до, кароткі шлях на выбар
group-yut = Ют-норы
option-pieces = Фішак у гульца
option-stick_p = Шанец, што палачка ўпадзе плоскім бокам угору
option-back_do = Бэк-до (пазначаная палачка)
option-back_do_sticks = Палачак з пазнакай бэк-до
option-back_do_void = Бэк-до, калі на дошцы няма фішкі
option-max_go_on = Найбольш дадатковых кідкоў за ют і мо
option-shortcut = Кароткі шлях на куце або ў цэнтры
option-centre_exit = Выхад з цэнтра
option-capture_throw = Калі дадатковы кідок за збіццё
option-capture_bonus_yut_mo = Збіццё кідком ют або мо дае яшчэ кідок
option-capture_bonus_back_do = Збіццё кідком бэк-до дае яшчэ кідок
option-capture_bonus_chain = Ют або мо ў кідку за збіццё таксама кідаюць зноў
option-finish = Як фішка выходзіць
option-heaven_stations = Райскія станцыі (адразу выходзіць)
option-hell_stations = Пякельныя станцыі (назад на старт)
option-stack = Стосы (свае фішкі на адной станцыі)
meaning-stack = фішка, што спыняецца на сваіх фішках, далучаецца да іх, і яны ходзяць разам, пакуль не выйдуць (аўтаматычна); або гулец выбірае, ці далучыцца яна да іх, ці стане побач (на выбар)
value-stack-auto = аўтаматычна
value-stack-optional = на выбар
meaning-pieces = колькі фішак у кожнага гульца (ад 1 да 4)
meaning-stick_p = шанец, што палачка ўпадзе плоскім бокам угору: 0.6 для сапраўдных палачак, 0.5 для роўных; або чатыры шанцы, першы — пазначанай палачкі
meaning-back_do = адна палачка пазначана: калі толькі яна ўпадзе плоскім бокам угору, кідок — бэк-до, і фішка ідзе на адну станцыю назад
meaning-back_do_sticks = колькі палачак маюць пазнаку бэк-до (1 або 2)
meaning-back_do_void = бэк-до, кінуты, калі на дошцы няма вашай фішкі, не лічыцца (пры кідку), або захоўваецца і губляецца, толькі калі ніводная фішка не можа яго выкарыстаць (пры выкарыстанні)
meaning-max_go_on = колькі дадатковых кідкоў могуць даць ют і мо за адзін ход (0: без абмежавання)
meaning-shortcut = фішка, што спынілася на куце або ў цэнтры, мусіць ісці кароткім шляхам па дыяганалі (абавязкова), або можа ісці проста (на выбар)
meaning-centre_exit = фішка, што спынілася ў цэнтры, ідзе дадому (дадому), або, калі прыйшла па першай дыяганалі, можа ісці далей да ніжняга левага кута (выбар)
meaning-capture_throw = збіццё дае яшчэ адзін кідок: адразу (адразу) або пасля ўсіх хадоў (пасля хадоў)
meaning-capture_bonus_yut_mo = збіццё кідком ют або мо таксама дае дадатковы кідок
meaning-capture_bonus_back_do = збіццё кідком бэк-до таксама дае дадатковы кідок
meaning-capture_bonus_chain = ют або мо, што выпалі ў дадатковым кідку за збіццё, кідаюць зноў
meaning-finish = фішка выходзіць, прайшоўшы станцыю 0 (за станцыю 0), дасягнуўшы яе (дасягнуўшы), або мусіць спыніцца на ёй і выходзіць наступным ходам (дакладна)
meaning-heaven_stations = хатняе правіла: фішка, што спынілася на адной з гэтых станцый, адразу выходзіць
meaning-hell_stations = хатняе правіла: фішка, што спынілася на адной з гэтых станцый, вяртаецца чакаць
allowed-stick_p = шанец у (0,1) або спіс з чатырох (першы — пазначанай палачкі)
allowed-max_go_on = ад 0 (без абмежавання) да 20
allowed-heaven_stations = спіс нумароў станцый ад 1 да 28, або пуста
allowed-hell_stations = спіс нумароў станцый ад 1 да 28, або пуста
value-back_do_void-at_throw = пры кідку
value-back_do_void-at_use = пры выкарыстанні
value-shortcut-forced = абавязкова
value-shortcut-optional = на выбар
value-centre_exit-home = дадому
value-centre_exit-choice = выбар
value-capture_throw-immediate = адразу
value-capture_throw-end = пасля хадоў
value-finish-pass = за станцыю 0
value-finish-reach = дасягнуўшы
value-finish-exact = дакладна
house-shortcut-optional = Кароткі шлях на выбар: калі хочаце, ідзіце проста на куце або ў цэнтры
house-capture_throw-end = Дадатковы кідок за збіццё — пасля ўсіх хадоў
house-stack-optional = Стос на выбар: фішка, што прыйшла на свае фішкі, можа стаць побач з імі


## Yut Nori's rules page (web/rules.js: yutRules, StickTable; docs/rules.md §21). The throws keep their Korean names: do, gae, geol, yut, mo, back-do (도 개 걸 윷 모 빽도, shown in the table where a Korean font draws them).
rules-h-sticks = Палачкі
rules-yut-sides = Гульцоў: { $players }, кожны гуляе сам за сябе, у кожнага { $pieces ->
    [one] адна фішка
    [few] { $pieces } фішкі
   *[other] { $pieces } фішак
} свайго колеру (фішкі завуцца мал). Фішкі чакаюць за дошкай, пакуль кідок не выведзе іх на дошку, і ўсе гульцы ходзяць па адных і тых жа станцыях у адным кірунку.
rules-yut-teams = Чатыры гульцы ў дзвюх камандах, { $pairs }: партнёры гуляюць разам, у кожнага { $pieces ->
    [one] адна свая фішка
    [few] { $pieces } свае фішкі
   *[other] { $pieces } сваіх фішак
}. Фішкі партнёраў могуць стаяць на адной станцыі: яны не збіваюць адна адну і не складаюцца ў стос.
rules-yut-end = Перамагае гулец, які першым правядзе ўсе свае фішкі вакол дошкі і выведзе іх, і гульня сканчаецца.
rules-yut-end_all = Перамагае гулец, які першым правядзе ўсе свае фішкі вакол дошкі і выведзе іх; астатнія гуляюць далей за месцы.
rules-yut-end_teams = Перамагае каманда, якая першай правядзе ўсе фішкі абодвух партнёраў вакол дошкі і выведзе іх.
rules-yut-order = Каб вызначыць, хто пачынае, кожны адзін раз кідае палачкі: пачынае самы высокі кідок — мо самы высокі, потым ют, коль, кэ і до, а бэк-до самы нізкі, — і тыя, хто раўнуецца на самым высокім, кідаюць зноў. Потым чарга пераходзіць ад месца да месца.
rules-yut-order_no_back_do = Каб вызначыць, хто пачынае, кожны адзін раз кідае палачкі: пачынае самы высокі кідок — мо самы высокі, потым ют, коль, кэ і до, — і тыя, хто раўнуецца на самым высокім, кідаюць зноў. Потым чарга пераходзіць ад месца да месца.
rules-yut-order_fixed = Пачынае { $seat }; потым чарга пераходзіць ад месца да месца.
rules-yut-board = На дошцы 29 станцый: 20 па краі квадрата, па шэсць на кожным баку (куты агульныя), і дзве дыяганалі па пяць станцый, што перасякаюцца ў цэнтры. Чатыры куты і цэнтр — вялікія станцыі. Станцыя 0, ніжні правы кут, — тое месца, дзе фішкі выходзяць на дошку і адкуль яны выходзяць з гульні.
rules-yut-direction = Кожная фішка ідзе супраць гадзіннікавай стрэлкі: ад станцыі 0 уверх па правым баку да верхняга правага кута (станцыя 5), па верхнім баку да верхняга левага кута (10), уніз па левым баку да ніжняга левага кута (15) і па ніжнім баку назад да станцыі 0.
rules-yut-corners_forced = Фішка, што спынілася на верхнім правым куце, мусіць наступным ходам павярнуць на дыяганаль да цэнтра, а тая, што спынілася на верхнім левым куце, — на другую дыяганаль. Фішка, што толькі праходзіць праз кут, ідзе проста.
rules-yut-corners_optional = Фішка, што спынілася на верхнім правым або верхнім левым куце, можа наступным ходам павярнуць на дыяганаль да цэнтра або ісці проста па краі: вырашаеце вы. Фішка, што толькі праходзіць праз кут, ідзе проста.
rules-yut-centre_home = Фішка, што спынілася ў цэнтры, мусіць наступным ходам ісці кароткім шляхам дадому, уніз па дыяганалі да станцыі 0. Фішка, што праходзіць цэнтр не спыняючыся, ідзе далей проста.
rules-yut-centre_choice = Фішка, што прыйшла з верхняга правага кута і спынілася ў цэнтры, можа ісці дадому ўніз па другой дыяганалі да станцыі 0 або проста далей да ніжняга левага кута: вырашаеце вы. Фішка, што прыйшла з верхняга левага кута, ідзе дадому. Фішка, што праходзіць цэнтр не спыняючыся, ідзе далей проста.
rules-yut-routes = Так што шляхоў вакол чатыры: увесь край (крокаў: { $outer }); праз цэнтр ад верхняга правага да ніжняга левага кута (крокаў: { $across }); да верхняга левага кута і праз цэнтр дадому (крокаў: { $round }); або ад верхняга правага кута праз цэнтр дадому, самы кароткі (крокаў: { $short }).
rules-yut-no_safe = Ніводная станцыя не бяспечная, і нішто не спыняе фішку: яна праходзіць праз любыя фішкі, свае і чужыя.
rules-yut-sticks = Касцей няма: вы кідаеце чатыры палачкі, плоскія з аднаго боку і круглыя з другога, і лічыце плоскія бакі ўгору. Адзін — гэта до (1 крок), два — кэ (2), тры — коль (3), чатыры — ют (4), а ніводнага — мо (5 крокаў). Табліца ніжэй дае шанец кожнага кідка.
rules-yut-marked = Адна палачка пазначана: калі толькі яна ўпадзе плоскім бокам угору, кідок — бэк-до, адзін крок назад.
rules-yut-marked_two = У гэтай гульні пазначаны дзве палачкі: калі толькі адна з іх упадзе плоскім бокам угору, кідок — бэк-до, адзін крок назад.
rules-yut-again = Ют або мо кідаюць зноў, і кожны наступны ют або мо таксама; першы до, кэ, коль або бэк-до заканчвае вашы кідкі. Кожны кідок захоўваецца.
rules-yut-again_plain = Ют або мо кідаюць зноў, і кожны наступны ют або мо таксама; першы до, кэ або коль заканчвае вашы кідкі. Кожны кідок захоўваецца.
rules-yut-max_go_on = У гэтай гульні ют і мо даюць за ход не больш за { $count ->
    [one] { $count } дадатковы кідок
    [few] { $count } дадатковыя кідкі
    [many] { $count } дадатковых кідкоў
   *[other] { $count } дадатковага кідка
}; ют або мо звыш гэтага больш не кідае.
rules-yut-spend = Потым вы выкарыстоўваеце захаваныя кідкі па адным, у якім хочаце парадку, кожны цалкам на адну фішку або стос: кідок ніколі не дзеліцца паміж фішкамі.
rules-yut-enter = Кідок можа вывесці на дошку новую фішку: яна ідзе ад станцыі 0 на столькі станцый, так што мо ставіць яе адразу на верхні правы кут.
rules-yut-enter_back_do = Кідок наперад можа вывесці на дошку новую фішку: яна ідзе ад станцыі 0 на столькі станцый, так што мо ставіць яе адразу на верхні правы кут. Бэк-до ніколі не выводзіць фішку на дошку.
rules-yut-move = Або кідок вядзе фішку (або стос), што ўжо на дошцы, на столькі станцый па яе шляху.
rules-yut-back_do = Бэк-до вядзе фішку або стос на адну станцыю назад тым шляхам, якім яна прыйшла. Са станцыі 1 яна вяртаецца на станцыю 0 і застаецца на дошцы, а яе наступны кідок наперад выводзіць яе.
rules-yut-back_do_void = Бэк-до, кінуты, калі на дошцы няма вашай фішкі, не лічыцца (але ўсё роўна заканчвае вашы кідкі).
rules-yut-back_do_at_use = У гэтай гульні бэк-до, кінуты, калі на дошцы няма вашай фішкі, захоўваецца: яго можна выкарыстаць на фішку, выведзеную пазней у гэтым ходзе, а калі ніводная фішка не можа яго выкарыстаць, ён прападае.
rules-yut-stack = Фішка, што заканчвае ход або выходзіць на дошку там, дзе стаяць вашы фішкі, складаецца з імі ў стос. З гэтага часу яны ходзяць разам з кожным кідком, пакуль разам не выйдуць, і збіваюць іх таксама разам; у стосе да чатырох фішак.
rules-yut-stack_optional = Фішка, што заканчвае ход або выходзіць на дошку там, дзе стаяць вашы фішкі, можа скласціся з імі ў стос або стаць побач: вырашаеце вы. Стос ходзіць разам з кожным кідком, пакуль не выйдзе; у стосе да чатырох фішак. Фішкі, што стаяць побач, ходзяць паасобку, але збіццё на іх станцыі збівае іх усе разам.
rules-yut-capture = Фішка або стос, што заканчвае ход на станцыі, дзе стаяць фішкі суперніка, — ідучы наперад, на бэк-до або выходзячы на дошку, — адпраўляе ўсе фішкі там назад за дошку, і ім трэба выходзіць зноў.
rules-yut-capture_plain = Фішка або стос, што заканчвае ход на станцыі, дзе стаяць фішкі суперніка, — ідучы наперад або выходзячы на дошку, — адпраўляе ўсе фішкі там назад за дошку, і ім трэба выходзіць зноў.
rules-yut-capture_throw_now = Збіццё дае яшчэ адзін кідок, адразу: ён далучаецца да кідкоў, што ў вас яшчэ захаваны, і ют або мо ў ім кідае зноў.
rules-yut-capture_throw_end = У гэтай гульні дадатковы кідок за збіццё робіцца пасля таго, як вы выкарыстаеце ўсе захаваныя кідкі; ют або мо ў ім кідае зноў.
rules-yut-capture_no_chain = У гэтай гульні ют або мо ў кідку за збіццё зноў не кідае.
rules-yut-capture_no_yut_mo = У гэтай гульні збіццё кідком ют або мо не дае дадатковага кідка.
rules-yut-capture_no_back_do = У гэтай гульні збіццё кідком бэк-до не дае дадатковага кідка.
rules-yut-capture_no_throw = У гэтай гульні збіццё не дае дадатковага кідка.
rules-yut-must = Кідок, які можна выкарыстаць, трэба выкарыстаць, нават сабе на шкоду; прапусціць нельга. Захаваны кідок, які не можа выкарыстаць ніводная фішка, прападае.
rules-yut-finish_pass = Фішка выходзіць, калі ход праводзіць яе за станцыю 0 у канцы яе шляху вакол, і лішнія крокі прападаюць. Фішка, што трапляе якраз на станцыю 0, застаецца на дошцы, дзе яе яшчэ могуць збіць, і яе наступны кідок наперад выводзіць яе.
rules-yut-finish_reach = У гэтай гульні фішка выходзіць, як толькі ход даводзіць яе да станцыі 0 у канцы яе шляху вакол або праводзіць далей.
rules-yut-finish_exact = У гэтай гульні фішка не можа прайсці за станцыю 0 у канцы свайго шляху: яна мусіць спыніцца якраз на ёй, дзе яе яшчэ могуць збіць, і выходзіць сваім наступным кідком наперад.
rules-yut-heaven = Хатняе правіла: фішка або стос, што спыняецца { $count ->
    [one] на станцыі { $stations }
   *[other] на адной са станцый { $stations }
} (рай), адразу выходзіць, пасля ўсіх збіццяў гэтага ходу.
rules-yut-hell = Хатняе правіла: фішка або стос, што спыняецца { $count ->
    [one] на станцыі { $stations }
   *[other] на адной са станцый { $stations }
} (пекла), вяртаецца чакаць за дошку, пасля ўсіх збіццяў гэтага ходу.
rules-yut-diagram = Дошка гульні { $name }: 29 станцый і лініі паміж імі, станцыя 0, дзе фішкі пачынаюць і сканчаюць, і ў кожнага гульца латок з фішкамі, што чакаюць, і дамок для тых, што выйшлі
rules-yut-legend = { $seat }: латок і дамок
rules-yut-players_meaning = колькасць гульцоў, ад 2 да 4, кожны сам за сябе; з 4 гульцамі і камандамі — дзве каманды партнёраў
rules-yut-capture_again_meaning = збіццё дае яшчэ адзін кідок
rules-yut-no_limit = без абмежавання
rules-yut-throws_one = Кожная з палачак (іх { $count }) падае плоскім бокам угору з шанцам { $p }; з гэтага вынікае шанец кожнага кідка ніжэй.
rules-yut-throws_each = У гэтай гульні палачкі падаюць плоскім бокам угору з шанцамі { $chances }; з гэтага вынікае шанец кожнага кідка ніжэй.
rules-yut-throws_each_marked = У гэтай гульні палачкі падаюць плоскім бокам угору з шанцамі { $chances }, першы — пазначанай палачкі; з гэтага вынікае шанец кожнага кідка ніжэй.
rules-yut-table_label = кідкі палачак
rules-yut-col_sticks = Палачкі
rules-yut-col_name = Назва
rules-yut-col_steps = Крокі
rules-yut-steps_back = 1 назад
rules-yut-flat_up = { $count ->
    [0] усе круглым бокам угору
    [one] { $count } палачка плоскім бокам угору
    [few] { $count } палачкі плоскім бокам угору
    [many] { $count } палачак плоскім бокам угору
   *[other] { $count } палачкі плоскім бокам угору
}
rules-yut-flat_one_unmarked = адна палачка плоскім бокам угору, { $marked ->
    [one] не пазначаная
   *[other] не з пазначаных
}
rules-yut-flat_back_do = { $marked ->
    [one] плоскім бокам угору толькі пазначаная палачка
   *[other] плоскім бокам угору толькі адна пазначаная палачка
}
rules-yut-name_do = до
rules-yut-name_gae = кэ
rules-yut-name_geol = коль
rules-yut-name_yut = ют
rules-yut-name_mo = мо
rules-yut-name_back_do = бэк-до

## Урок Ют-норы (/learn?preset=yut, web/learn.js). Кідкі па назвах (yut-name-*); месца 0 — вучань, $opponent — другі гулец.
learn-yut-title = Навучыцца гуляць у Ют-норы — Пачісі
learn-yut-offer_title = Упершыню ў Ют-норы?
learn-yut-offer_text = Згуляйце трохвілінны ўрок на яго дошцы: кідкі палачак, выхад фішак на дошку, кароткі шлях з кута, збіццё, стосы, бэк-до і выхад з гульні.
learn-end-rules_yut = Усе правілы Ют-норы
learn-choose_station = Націсніце на сваю фішку, на станцыю, куды яна пойдзе, або на ход:
learn-table_note_sticks = Ют або мо (тлустым) дае кінуць яшчэ раз. Бэк-до — калі плоскім бокам угору ляжа толькі пазначаная палачка — вядзе на адну станцыю назад.
learn-step-yut_throw-title = Кіньце палачкі
learn-step-yut_throw-intro = У Ют-норы гуляюць не касцямі, а чатырма палачкамі, плоскімі з аднаго боку і круглымі з другога. Кіньце іх і палічыце плоскія бакі, што ляглі ўгору: табліца дае назву кожнага кідка і колькі станцый ён праходзіць. Вашы чатыры фішкі ({ $seat }) чакаюць каля дошкі; { $opponent } ужо вывеў адну на дошку.
learn-step-yut_throw-do = Націсніце «Кінуць палачкі».
learn-step-yut_throw-again = Выпала { $name }: ніводнага плоскага боку ўгору, { $value } крокаў. Ют або мо дае кінуць яшчэ раз: націсніце «Кінуць палачкі» яшчэ раз.
learn-step-yut_throw-last = Выпала { $name }: два плоскія бакі ўгору, { $value } крокі. Любы кідок, акрамя юта і мо, заканчвае вашы кідкі. Вы захоўваеце абодва кідкі — { $names } — і выкарыстоўваеце іх па адным, у любым парадку, кожны цалкам на адну фішку.
learn-step-yut_enter-title = Выведзіце фішку
learn-step-yut_enter-intro = Кідок можа вывесці на дошку новую фішку: яна пачынае са станцыі 0, кута з надпісам «Старт», і ідзе на столькі станцый уверх па правым баку, супраць гадзіннікавай стрэлкі. Куты і цэнтр — вялікія станцыі: фішка, што спынілася на верхнім правым або верхнім левым куце, наступным ходам паварочвае на дыяганаль — кароткі шлях да выхаду.
learn-step-yut_enter-do = Выведзіце фішку тым кідком, які спыніць яе на куце.
learn-step-yut_enter-done = Фішка { $piece } выйшла на дошку з вашым { $name } і спынілася якраз на верхнім правым куце. Адтуль яе наступны ход ідзе па дыяганалі: засталося ўсяго { $togo } станцый.
learn-step-yut_shortcut-title = Кароткі шлях
learn-step-yut_shortcut-intro = Фішка { $piece } спынілася на куце, таму яе наступны ход мусіць павярнуць на дыяганаль да цэнтра, а не ісці далей па краі. Фішка, што толькі праходзіць праз кут, ідзе проста.
learn-step-yut_shortcut-do = Зрабіце ход фішкай, што на куце, кідком { $name }.
learn-step-yut_shortcut-done = Фішка { $piece } павярнула на дыяганаль да цэнтра: засталося { $togo } станцый, і фішкі суперніка ({ $opponent }) да яе не дастануць.
learn-step-yut_capture-title = Збіццё
learn-step-yut_capture-intro = Фішка { $vpiece } ({ $victim }) стаіць на { $value } станцыі наперадзе вашай фішкі { $piece }. Бяспечных станцый няма: скончыце ход там, дзе стаяць фішкі суперніка, і ўсе яны вяртаюцца з дошкі, каб выходзіць зноў са старту. Збіццё яшчэ і дае адзін кідок, адразу.
learn-step-yut_capture-do = Збіце яе кідком { $name }.
learn-step-yut_capture-done = Фішка { $vpiece } ({ $victim }) вярнулася з дошкі, а вы кідаеце палачкі яшчэ раз.
learn-step-yut_stack-title = Складзіце стос
learn-step-yut_stack-intro = Фішка, што заканчвае ход там, дзе стаіць ваша фішка, складаецца з ёй у стос. З гэтага часу яны ходзяць разам, як адна, з кожным кідком, пакуль разам не выйдуць; але збіццё адпраўляе назад увесь стос. Фішка суперніка ({ $opponent }), што чакае, выходзіць на адну з першых пяці станцый.
learn-step-yut_stack-do = Кідком { $name } складзіце дзве свае фішкі ў стос там, дзе ніводная фішка суперніка ({ $opponent }) іх не дастане.
learn-step-yut_stack-done = Фішкі { $stack } стаяць разам адным стосам: цяпер кожны кідок вядзе абедзве, і там іх не дастане ніводная фішка суперніка ({ $opponent }).
learn-step-yut_back_do-title = Бэк-до
learn-step-yut_back_do-intro = Калі плоскім бокам угору ляжа толькі пазначаная палачка, кідок — бэк-до: фішка ідзе на адну станцыю назад тым шляхам, якім прыйшла. Як і любы кідок, яго трэба выкарыстаць, калі якая-небудзь фішка можа, таму выберыце фішку, якой ён дапаможа.
learn-step-yut_back_do-do = Выкарыстайце бэк-до там, дзе крок назад дапамагае.
learn-step-yut_back_do-done = Фішка { $piece } вярнулася на кут і спынілася там, таму яе наступны ход ідзе па дыяганалі: засталося { $togo } станцый замест { $before }.
learn-step-yut_out-title = Выхад
learn-step-yut_out-intro = Фішка выходзіць з гульні, прайшоўшы свой шлях, калі ход праводзіць яе за станцыю 0, дзе яна выйшла на дошку; лішнія крокі прападаюць. Фішка, што трапляе якраз на станцыю 0, застаецца на дошцы, дзе яе яшчэ могуць збіць, пакуль наступны кідок не выведзе яе.
learn-step-yut_out-do = Выведзіце фішку з гульні кідком { $name }.
learn-step-yut_out-done = Фішка { $piece } прайшла за станцыю 0 і выйшла. Перамагае той, хто першы выведзе ўсе чатыры фішкі.
learn-end-yut_throw = Лічыце плоскія бакі ўгору: до 1, кэ 2, коль 3, ют 4, а ніводнага — мо, 5; ют і мо даюць кінуць яшчэ раз.
learn-end-yut_enter = Захоўвайце кідкі і выкарыстоўвайце кожны цалкам на адну фішку; кідок можа вывесці новую фішку са станцыі 0.
learn-end-yut_shortcut = Фішка, што спынілася на куце або ў цэнтры, наступным ходам ідзе кароткім шляхам.
learn-end-yut_capture = Скончыце ход на фішках суперніка — і ўсе яны вяртаюцца назад, а вы кідаеце яшчэ раз.
learn-end-yut_stack = Вашы фішкі на адной станцыі складаюцца ў стос і ходзяць разам — і збіваюць іх таксама разам.
learn-end-yut_back_do = Бэк-до — адна пазначаная палачка — вядзе фішку на адну станцыю назад.
learn-end-yut_out = Фішка выходзіць, калі праходзіць за станцыю 0; перамагае першы, хто вывеў усе чатыры.
learn-why-no_corner = Фішка { $piece } спынілася б, не дайшоўшы да кута, і потым ваш { $rest } правёў бы яе праз кут без павароту: на дыяганаль паварочвае толькі фішка, што спынілася на куце.
learn-why-no_corner_plain = Фішка { $piece } не спынілася б на куце: наступным ходам на дыяганаль паварочвае толькі фішка, што спынілася на куце.
learn-why-no_corner_back = Фішка { $piece } проста страціла б станцыю. Вярнуўшыся на кут, фішка { $best } наступным ходам пайшла б па дыяганалі, і ёй засталося б усяго { $togo } станцый.
learn-why-on_start = Фішка { $piece } спынілася б якраз на станцыі 0, у куце «Старт»: яна застаецца на дошцы, дзе яе яшчэ могуць збіць, пакуль іншы кідок не выведзе яе. Фішка { $best } праходзіць за станцыю 0 і выходзіць адразу.
learn-why-exposed-yut = Фішка { $piece } засталася б там, дзе яе можа збіць фішка { $by } ({ $seat }) кідком { $name }: { $name } выпадае ў { $percent } кідкоў.
learn-why-exposed_coming-yut = Фішка { $piece } засталася б на адной з першых пяці станцый, дзе фішка { $by } ({ $seat }) можа выйсці на дошку кідком { $name } і збіць яе: { $name } выпадае ў { $percent } кідкоў.
learn-why-not_home-yut = Фішка { $piece } магла б выйсці з гульні з гэтым { $name }: ход, што праводзіць фішку за станцыю 0, выводзіць яе, колькі б лішніх крокаў ні засталося.
