# Pachisi — қазақша (kk). Хабарламалар мен айнымалылар en.ftl-дегідей
# (e2e/i18n-catalogue.test.mjs); ойын терминдерінің сөздігі — docs/i18n.md.
# Қазақ тілінде сан есімнен кейін зат есім жекеше тұрады: көптік түрлері бірдей.

## The page around every screen.
app-name = Пачизи
app-skip = Ойынға өту
app-loading = Жүктелуде…
nav-main = басты
nav-new_game = Жаңа ойын
nav-replay = Қайта қарау
error-api = { $code }: { $message }
error-http = HTTP { $status }

## Seats.
seat-0 = Қызыл
seat-1 = Жасыл
seat-2 = Сары
seat-3 = Көк
seat-other = { $n }-орын
seat-with_number = { $seat } ({ $n }-орын)
arm-N = С
arm-E = Ш
arm-S = О
arm-W = Б

## Settings.
speed-label = Анимация
speed-normal = қалыпты
speed-fast = жылдам
speed-off = жоқ
copy-button = Көшіру
copy-done = Көшірілді
copy-announce = Сілтеме көшірілді
copy-prompt = Мына сілтемені көшіріңіз:

## Lobby.
lobby-title = Пачизи — жаңа ойын
lobby-heading = Жаңа ойын
lobby-game = Ойын
lobby-players = Ойыншылар
lobby-teams = Командалар (4 ойыншы: қарама-қарсы отырғандар — серіктес)
lobby-seat_bot = Бот: { $level }
lobby-options = Барлық ережелер
lobby-options_changed =
    { $count ->
       *[other] Барлық ережелер ({ $count } ереже өзгертілді)
    }
lobby-options_intro = Таңдалған ойынның әр ережесін осы жерде өзгертуге болады. Әр басқару элементі ойынның әдепкі мәнінен басталады; тек өзгерткеніңіз жіберіледі.
lobby-options_reset = Ойынның әдепкі ережелеріне қайтару
lobby-option_default = { $value } (әдепкі)
lobby-option_allowed = Рұқсат етілген: { $allowed }
lobby-option_changed = өзгертілді
lobby-create = Ойын құру
lobby-replay_link = Жазбаны қайта қарау

## Lobby: game cards, seats in words, clock bot.
lobby-variant-pachisi = Алты каури қабығымен ойналатын классика: 6, 10 және 25 фигура енгізеді және қайта лақтыруға мүмкіндік береді; қамалдар қауіпсіз.
lobby-variant-pachisi-seven = Жеті каури: 10, 25 және 30 фигура енгізеді; қатарынан бір түрдегі үш қайта лақтыру жойылады; үлкен лақтырулар қосымша қадам береді.
lobby-variant-chopat = Саураштра ойыны: жеті каури, тақтаны сағат тілімен айналады, гүлдер қауіпсіз.
lobby-variant-chaupar = Қабықтың орнына үш ұзын сүйек; фигуралар тақтада басталады, қауіпсіз алаң жоқ.
lobby-variant_players_teams = { $min }–{ $max } ойыншы; төртеу болса, серіктестерден екі команда
lobby-variant_players_alone = { $min }–{ $max } ойыншы, әркім өзі үшін
lobby-rules_of = «{ $name }» ойынының ережесі
lobby-teams_four_only = Командаларға 4 ойыншы керек
lobby-seats_who = Кім ойнайды
lobby-seat_person = Адам
lobby-seat_words_you = { $seat } — сіз
lobby-seat_words_you_named = { $seat } — сіз ({ $name })
lobby-seat_words_friend = { $seat } — дос (шақыру сілтемесі)
lobby-seat_words_bot = { $seat } — бот, { $level }: { $about }
lobby-bot-easy = жүрістерінің жартысы ойлы, жартысы кездейсоқ
lobby-bot-medium = алға қарамай, дәл қазір ең жақсы көрінетін жүрісті жасайды
lobby-bot-hard = алдағы лақтыруларды ескеріп, алға қарайды
lobby-bot-expert = ең ұзақ алға қарайды; көп ойында қиыннан күштірек
lobby-partners = { $a } бірге ойнайды; қарсыластары — { $b }.
lobby-two_colours = Екеу ойнағанда әркім екі қарама-қарсы түспен команда ретінде ойнайды.
lobby-seats_help = Ойын құрылғанда әр адамның орнына шақыру сілтемесі беріледі; осы браузерден бірнеше орынға ойнауға да болады.
lobby-clock_bot = Уақыт біткенде бот ойнайды:
lobby-level_option = { $level } — { $about }

## Option groups.
group-board = Тақта және жол (§2)
group-throws = Лақтырулар (§3)
group-turns = Жүрістер, барлық ойында (T-…)
group-pachisi = Пачизи ережелері (P-…)
group-chopat = Чопат ережелері (C-…)
group-chaupar = Шаупар ережелері (K-…)
group-length = Ойын ұзақтығы

## Option labels.
option-table = Лақтырулар және олардың мәні
option-mouth_up_p = Каури ашық жағымен түсу ықтималдығы
option-seven_high = Алтауы ашық (жеті кестесі) мәні
option-chopat_ends = Бірде-біреуі ашық емес (Чопат кестесі) мәні
option-dice_faces = Әр ұзын сүйектің жақтары
option-track = Жол
option-safe_squares = Қауіпсіз алаңдар
option-flower_in_middle = Әр қолдың ортаңғы гүлі
option-order = Кім бастайды
option-accumulate = Алдымен барлық лақтыру, сосын жүріс
option-stack_moves = Бірге тұрған фигуралар бірге жүре алады
option-forfeit = Пайдасыз лақтырудың құны
option-pass = Ойыншы жүрісін өткізе алады
option-streak = Үш лақтырудан тұратын қатар
option-streak_penalty = Қатар нені жояды
option-bonus = Қосымша қадам (пиада, пегеду)
option-bonus_values = Қосымша қадам беретін лақтырулар
option-capture_again = Тұтқындағаннан кейін тағы лақтыру
option-enter = Енетін фигура
option-enter_any = Кез келген лақтыру фигура енгізе алады
option-first_free = Алғашқы фигура кез келген лақтырумен енеді
option-seven_fourteen = 7 мен 14 фигура енгізбейді
option-castle_exclusive = Қарсыластың қауіпсіз алаңында тоқтауға болмайды
option-castle_single = Қауіпсіз алаңда бір ғана фигура
option-block_two = Қауіпсіз алаңдағы екі фигура оны жабады
option-capture_stacks = Топты тұтқындауға болады
option-must_capture = Үйге дейін тұтқындау (тохд)
option-revenge = Кек алу тұтқындаудың есебін жояды
option-fool = Ганду кадхи: аяқтаған орын фигурасын қайта шығарады
option-partner_moves = Серіктес аяқтаған орынның лақтыруымен жүреді
option-triple = Үштік екі есе жүреді
option-start_steps = Фигуралар осы қадамдарда басталады
option-rank_all = Бірінші жеңімпаздан кейін жалғастыру
option-max_turns = Жүріс шегі

## The "Game created" panel.
created-heading = Ойын құрылды
created-intro = Әр ойыншыға өз сілтемесін жіберіңіз (онда оның орнының құпия кілті бар) немесе осы браузерден бірнеше орынға ойнаңыз.
created-invite_label = шақыру сілтемесі: { $seat }
created-play_seat = Осы орынға осында ойнау
created-spectators = Көрермендер
created-spectator_label = көрермен сілтемесі
created-play_all = Барлық адам орнына осында ойнау (кезекпен)
created-watch = Боттарды көру
created-commitment = Адалдық міндеттемесі: { $commitment }

## The game page.
game-title = Пачизи
game-title_state = { $banner } — Пачизи
game-title_your_turn = ▶ { $banner } — Пачизи
game-cannot_open = { $id } ойынын ашу мүмкін емес: { $message }
game-reconnecting = Байланыс үзілді; қайта қосылуда…
banner-over = Ойын аяқталды
banner-over_seat = Ойын аяқталды. Жеңімпаз: { $seat }
banner-over_seat_adjudicated = Ойын аяқталды. Жеңімпаз: { $seat } (қашықтық бойынша)
banner-over_team = Ойын аяқталды. Жеңген команда: { $seats }
banner-over_team_adjudicated = Ойын аяқталды. Жеңген команда: { $seats } (қашықтық бойынша)
banner-damaged = Бұл ойын тоқтатылды: { $reason }
banner-damaged_unknown = Бұл ойын тоқтатылды: ол бүлінген
banner-waiting = Ойыншылар күтілуде: { $seats }
banner-move = Жүріс: { $seat }
banner-move_bot = Жүріс: { $seat } (бот)
banner-move_you = Жүріс: { $seat } (сіз)
banner-throw = Лақтыру: { $seat }
banner-throw_bot = Лақтыру: { $seat } (бот)
banner-throw_you = Лақтыру: { $seat } (сіз)
banner-order = Кезек үшін лақтыру: { $seat }
banner-order_bot = Кезек үшін лақтыру: { $seat } (бот)
banner-order_you = Кезек үшін лақтыру: { $seat } (сіз)
throw-button = Лақтыру
throw-none = Әлі лақтырылған жоқ
throw-last = { $seat }: { $value }
throw-last_up = { $seat }: { $value } ({ $up } ашық)
throw-dice = сүйектер { $faces }
throw-cowries =
    { $count ->
       *[other] { $count } кауридің { $up } ашық жағымен
    }
tray-label = сақталған лақтырулар
tray-kept = Сақталды:
moves-label = жүрістер
moves-choose = Фигураны немесе жүрісті таңдаңыз:
moves-of_piece = { $piece }-фигураның жүрістері ({ $seat }):
moves-with_value = { $value } жүрістері:
moves-show_all = Барлық жүрістерді көрсету (Esc)
moves-hint = Кеңес
move-pass = Өткізу (қалған лақтырулардан бас тарту)
move-captures = { $move }, тұтқындайды: { $captured }
move-captured_piece = { $seat } { $piece }
move-stack = { $move } (топ)
move-triple = { $move } (үштік)
hint-heading = Кеңес (ең жақсысы алдымен):
hint-item = { $move } — жеңу мүмкіндігі { $percent }%
players-heading = Ойыншылар
players-line = { $seat } ({ $n }-орын, { $arm }) — { $status }
players-line_team = { $seat } ({ $n }-орын, { $arm }) — { $status }, { $team }-команда
players-finished = { $line } ✓ аяқтады
players-to_move = (жүреді)
players-bot = бот { $bot }
players-you = сіз
players-joined = қосылды
players-not_joined = қосылмаған
log-heading = Журнал
log-label = жүрістер журналы
log-entry = { $seat }: { $text }
say-captures = { $seat } тұтқындайды: { $captured }
say-captured_piece = { $seat }, { $piece }-фигура
say-enters = { $seat } фигура енгізеді
say-home = { $seat } фигураны үйге жеткізеді
say-your_move = Сіздің кезегіңіз: жүріс, { $seat }
say-your_throw = Сіздің кезегіңіз: лақтыру, { $seat }
footer-record = Жазбаны жүктеп алу
footer-replay = Қайта қарау
footer-new_game = Жаңа ойын
footer-commitment = Міндеттеме { $commitment }
footer-seed = Дән { $seed } — тексеру: { $command }
footer-rematch = Реванш
footer-join_rematch = Реваншқа қосылу

## The board.
board-label = Тақта: { $variant }
board-home = Үй
piece-waiting = { $seat }, { $piece }-фигура, күтуде
piece-home = { $seat }, { $piece }-фигура, үйде
piece-on_step = { $seat }, { $piece }-фигура, { $togo } қалды
piece-on_step_fool = { $seat }, { $piece }-фигура, кері жүріп келеді («ақымақ»)
piece-with_moves = { $label }, жүре алады: { $values }

## The board's stacks, and the sound toggle.
board-stack =
    { $count ->
       *[other] мұнда { $count } фигура
    }
sound-label = Дыбыс
sound-turn_on = Дыбысты қосу
sound-turn_off = Дыбысты өшіру

## The replay page.
replay-title = Пачизи — қайта қарау
replay-heading = Жазбаны қайта қарау
replay-file = Жазба файлы («Жазбаны жүктеп алу» немесе pachisi record арқылы):
replay-not_json = Бұл JSON емес: { $message }
replay-stops = Жазба мына қатемен тоқтайды: { $error }
replay-slider = оқиға
replay-caption = { $i } / { $last }: { $text }
replay-caption_start = { $i } / { $last }: басы
replay-controls = қайта қарауды басқару
replay-first = Бірінші
replay-first_label = Бірінші оқиға
replay-prev = ◀ Алдыңғы
replay-prev_label = Алдыңғы оқиға
replay-next = Келесі ▶
replay-next_label = Келесі оқиға
replay-last = Соңғы
replay-last_label = Соңғы оқиға
replay-play = Ойнату
replay-pause = Кідірту
replay-result = Нәтиже: { $ranking }
replay-result_adjudicated = Нәтиже: { $ranking } (қашықтық бойынша)
replay-unfinished = Ойын аяқталмаған

## Game review.
over-analyse = Талдау
review-heading = Ойынды талдау
review-explain = Әр шешімді көп рет ойнап көріп, қай жүрістер жеңу мүмкіндігін жоғалтқанын анықтайды.
review-start = Осы ойынды талдау
review-retry = Қайталау
review-started = Ойын талдануда…
review-starting = Талдау басталуда…
review-progress = Талдау… { $of } ойнатудың { $done }
review-progress_label = Талдау барысы
review-ready = Талдау дайын.
review-busy = Талдауды қазір бастау мүмкін емес: { $message }
review-failed = Талдау сәтсіз аяқталды: { $message }
review-not_over = Ойынды ол аяқталған соң талдауға болады.
review-graph_label =
    { $count ->
       *[other] Ойын бойындағы жеңу мүмкіндігі: талданған шешім — { $count }, белгіленгені — { $marked }. Жүгірткі мен белгіленген жүрістер тізімі бір оқиғаларға апарады.
    }
review-legend_below = { $side }: жеңу мүмкіндігі, сызықтан төмен
review-legend_above = { $side }: сызықтан жоғары
review-legend_seat = { $seat }: өз жүрістеріндегі жеңу мүмкіндігі
review-mark-inaccuracy = Дәлсіздік
review-mark-mistake = Қате
review-mark-blunder = Өрескел қате
review-action_enter = { $piece }-фигураны { $value } арқылы енгізу
review-action_move = { $piece }-фигураны { $value } жүргізу
review-action_stack = { $piece }-фигура тұрған қадамдағы фигураларды { $value } жүргізу
review-action_triple = { $piece }-фигурамен үш фигураны { $value } үштігімен жүргізу
review-action_pass = өткізу
review-no_decision = Бұл талданған шешім емес: жүріске өтіңіз немесе оны графиктен не тізімнен таңдаңыз.
review-note = { $move }. Ең жақсысы: { $best } (жеңу мүмкіндігі { $before } → { $after }, −{ $loss }).
review-note_best = { $move }: табылған ең жақсы жүріс (жеңу мүмкіндігі { $before }).
review-note_forced = { $move }: жалғыз жүріс.
review-note_unreviewed = { $move }: талданбады (талдауға уақыт жетпеді).
review-summary_caption = Ойыншылар бойынша
review-col_player = Ойыншы
review-col_decisions = Талданған шешімдер
review-col_mean_loss = Орташа шығын
review-col-inaccuracy = Дәлсіздіктер
review-col-mistake = Қателер
review-col-blunder = Өрескел қателер
review-marked_heading = Белгіленген жүрістер
review-marked_item = { $n }-оқиға · { $mark }: { $move } (−{ $loss })
review-no_marks = Бірде-бір жүріс белгіленбеді.
review-incomplete = Бұл талдау толық емес: әр шешім барлық ойнатуын алғанша уақыт бітті, сондықтан сандары дөрекірек, ал кейбір шешімдер талданбаған.
review-thresholds = Жүріс ең жақсы жүріспен салыстырғанда жеңу мүмкіндігінің кемінде { $inaccuracy } (дәлсіздік), { $mistake } (қате) немесе { $blunder } (өрескел қате) бөлігін ойнатулардың қателік шегінен артық жоғалтса, белгіленеді.
review-method =
    { $count ->
       *[other] Әр таңдауды «{ $policy }» боты соңына дейін { $count } ретке дейін ойнады (барлығы { $total } ойын).
    }

## Friends: names, invites, my games, open tables, clock, presence, chat.
friends-named = { $name } ({ $seat })
friends-board_label = { $name } ({ $n }-орын)
friends-your_name = Атыңыз
friends-your_name_help = Басқа ойыншыларға көрінеді; осы браузерде сақталады.
friends-name_prompt = Басқа ойыншыларға арналған атыңыз:
friends-name_save = Сақтау
friends-name_skip = Қазір емес
friends-public = Ашық үстел ретінде көрсету (кез келген адам бос орынға қосыла алады)
friends-clock_label = Бір шешімге уақыт
friends-clock_0 = Сағатсыз
friends-clock_30 = 30 секунд
friends-clock_120 = 2 минут
friends-clock_86400 = 1 күн
friends-clock_help = Ойыншының уақыты біткенде, ол оралғанша оның орнына бот ойнайды.
friends-clock = { $seat }: { $time } қалды
friends-clock_you = Сіздің уақытыңыз: { $time } қалды
friends-away = { $seat } жоқ: ол оралғанша оның орнына бот ойнайды.
friends-away_you = Уақытыңыз бітті: сіздің орныңызға бот ойнайды.
friends-back = Мен оралдым
friends-left = { $name } шығып кетті
friends-is_back = { $name } оралды
friends-presence_label = үстел басындағы ойыншылар
friends-online = байланыста
friends-offline = байланыста емес
friends-not_joined = әлі қосылмаған
friends-mute = Дыбысын өшіру: { $seat }
friends-unmute = Дыбысын қосу: { $seat }
friends-chat_heading = Чат
friends-chat_label = чат хабарламалары
friends-chat_open = Чат
friends-chat_close = Чатты жасыру
friends-chat_unread =
    { $count ->
       *[other] Чат ({ $count } жаңа)
    }
friends-chat_input = чат хабарламасы
friends-chat_placeholder = Бірдеңе жазыңыз…
friends-chat_send = Жіберу
friends-chat_left =
    { $count ->
       *[other] { $count } таңба қалды
    }
friends-reactions = жылдам реакциялар
friends-spectator = Көрермен
friends-line_who = { $who }:
friends-line_who_spectator = { $who } (көруде):
friends-show_spectators = Көрермендер чатын көрсету
friends-rate_limited = Хабарламаларды тым жиі жіберіп жатырсыз; сәл күтіп, қайталап көріңіз.
friends-too_large = Хабарлама тым ұзын (ең көбі 200 таңба).
friends-share = Бөлісу
friends-share_title = Менің Пачизи ойыныма қосылыңыз
friends-qr = QR-код
friends-qr_label = Шақыру сілтемесінің QR-коды: { $seat }
friends-invite_heading = Шақыру
friends-invite_intro = Бұл орындар әлі бос. Әр досыңызға өз сілтемесін жіберіңіз; барлығы қосылғанда бұл панель жоғалады.
friends-my_games = Менің ойындарым
friends-my_games_empty = Осы браузерде құрған, қосылған немесе көрген ойындарыңыз осында шығады.
friends-role_created = сіз құрдыңыз
friends-role_joined = сіз ойнайсыз
friends-role_watched = сіз көресіз
friends-status_waiting = ойыншыларды күтуде
friends-status_playing = ойын жүріп жатыр
friends-status_over = ойын аяқталды
friends-status_damaged = тоқтатылды
friends-to_move = Жүріс: { $seat }
friends-invites = Шақырулар
friends-gone = { $id }: бұл серверде енді жоқ
friends-forget = Ұмыту
friends-forget_label = { $id } ойынын ұмыту
friends-open_tables = Ашық үстелдер
friends-open_tables_empty = Қазір ашық үстел жоқ.
friends-refresh = Жаңарту
friends-table_line = { $variant }, ойыншылар: { $players }: { $names }
friends-free_seats =
    { $count ->
       *[other] { $count } бос орын: { $seats }
    }
friends-table_clock = сағат: бір шешімге { $clock }
friends-seconds =
    { $count ->
       *[other] { $count } секунд
    }
friends-join = Қосылу
friends-join_label = «{ $variant }» үстеліне қосылу: { $seat }
friends-nobody = әзірге ешкім жоқ

## Learn: the first-game lesson.
learn-offer-title = Пачизиді алғаш ойнайсыз ба?
learn-offer-text = 3 минуттық сабақтан өтіңіз: нағыз тақтада жүрістер жасайсыз, әрқайсысы түсіндіріледі.
learn-offer-start = Сабақты бастау
learn-offer-dismiss = Жоқ, рақмет
learn-offer-dismissed = Сабақ әрқашан /learn бетінде.
learn-title = Ойнауды үйрену — Пачизи
learn-cannot_open = Сабақты көрсету мүмкін емес: { $message }
learn-progress = { $count } қадамның { $n }-і
learn-progress_done = Сабақ аяқталды
learn-skip = Сабақты өткізіп жіберу
learn-nav = сабақ қадамдары
learn-back = Артқа
learn-next = Әрі қарай
learn-finish = Аяқтау
learn-redo = Осы қадамды қайталау
learn-try_again = Қайталап көру
learn-rules = Ережелер:
learn-rule_link = { $id } ережесі, ережелер бетінде
learn-kept = Сіздің лақтыруларыңыз:
learn-kept_label = сақталған лақтыруларыңыз
learn-moves = сіздің жүрістеріңіз
learn-choose = Өз фигураңызды, ол баратын алаңды немесе жүрісті басыңыз:
learn-right = Жарайсыз!
learn-wrong = Ең жақсы жүріс емес:
learn-table_label = әр лақтырудың мәні
learn-table_again = (қайта лақтыру)
learn-table_note = { $again } (жуан қаріппен) қайта лақтыруға мүмкіндік береді.
learn-step-throw-title = Каурилерді лақтырыңыз
learn-step-throw-intro = Пачизи сүйектің орнына { $shells } каури қабығымен ойналады. Оларды лақтырып, нешеуі ашық жағымен түскенін санаңыз: лақтыру мәнін кесте береді.
learn-step-throw-do = «Лақтыру» батырмасын басыңыз.
learn-step-throw-again =
    { $count ->
       *[other] { $count } қабық ашық жағымен: { $value }. { $value } қайта лақтыруға мүмкіндік береді — «Лақтыру» батырмасын тағы басыңыз.
    }
learn-step-throw-last =
    { $count ->
       *[other] { $count } қабық ашық жағымен: { $value }. Лақтыру осымен бітті. Лақтыруларыңыз, { $values }, сақталады, енді оларды бір-бірден, әрқайсысын бір фигураға пайдаланасыз.
    }
learn-step-throw-done = Лақтыруларыңызды сақтап, оларды бір-бірден пайдаланасыз.
learn-step-grace-title = Рақыммен фигура енгізіңіз
learn-step-grace-intro = Сіздің төрт фигураңыз ({ $seat }) тақтаның жанында, өз бұрышыңызда күтіп тұр. Тек рақым лақтыруы — { $grace } — фигураны тақтаға шығарады: ол сіздің бастау алаңыңызға (сіздің түсіңізбен қоршалған) қойылады, бұған бүкіл лақтыру жұмсалады. Сіздің { $others } фигура енгізбейді.
learn-step-grace-do = { $value } лақтыруымен фигура енгізіңіз.
learn-step-grace-done = { $piece }-фигура бастау алаңында. Одан оған { $togo } алаң жүру керек: өз ортаңғы бағаныңызбен төмен, тақтаны сағат тіліне қарсы бір айналып, ортаңғы бағанмен жоғары ортаға — үйге.
learn-step-move-title = Өз жолыңызбен жүріңіз
learn-step-move-intro = Лақтыру бір фигураны бүкіл мәніне алға, алаңнан алаңға жылжытады; ол ешқашан фигуралар арасында бөлінбейді. Сіздің { $piece }-фигураңыз бастау алаңында тұр.
learn-step-move-do = Оны { $value } жүргізіңіз: ол баратын алаң белгіленген.
learn-step-move-done = { $piece }-фигура жолыңызбен { $value } алаң жүрді, оған тағы { $togo } қалды. Барлық фигура бір жолмен жүреді: өз ортаңғы бағанымен төмен, сосын крестті сағат тіліне қарсы айналады.
learn-step-capture-title = Тұтқындау
learn-step-capture-intro = { $victim } ойыншысының { $vpiece }-фигурасы сіздің { $piece }-фигураңыздан { $value } алаң алда, қарапайым алаңда тұр. Қарсылас тұрған жерге тоқтасаңыз, оны тұтқындайсыз: ол тақтадан шығады, қайта ену үшін оған рақым керек. Тұтқындау тағы бір лақтыру береді.
learn-step-capture-do = Оны { $value } лақтыруымен тұтқындаңыз.
learn-step-capture-done = { $victim } ойыншысының { $vpiece }-фигурасы тақтадан шықты, ал сіз тағы лақтырасыз.
learn-step-castle-title = Қамалдар қауіпсіз
learn-step-castle-intro = ✕ белгісі бар алаңдар — қамалдар. Қамалда фигураны тұтқындауға болмайды, әрі ешкім қарсылас тұрған қамалға тоқтай алмайды.
learn-step-castle-do = { $value } лақтыруыңызбен екі фигураның бірін жүргізуге болады. Бірде-бір фигураңыз тұтқындауға ашық қалмайтын жүрісті таңдаңыз.
learn-step-castle-done = { $piece }-фигура қамалда тұр: онда оны ештеңе тұтқындай алмайды, ал бірде-бір фигураңыз ашық емес.
learn-step-exact-title = Үйге тек дәл санмен
learn-step-exact-intro = Фигура үйге тек қалған алаңдардың дәл санымен кіреді: үйден асып кететін лақтыруды оған пайдалануға болмайды. Сіздің { $piece }-фигураңызға { $needed } алаң қалды.
learn-step-exact-do = Сіз { $needed } лақтырдыңыз: сол фигураны үйге жеткізіңіз.
learn-step-exact-done = { $piece }-фигура дәл санмен үйге жетті.
learn-step-team-title = Командамен ойнаңыз
learn-step-team-intro = Қарсы отырған { $partner } — сіздің серіктесіңіз: сіздер бірге ойнайсыздар, қарсыластарыңыз — { $opponents }. Серіктестер бір-бірін ешқашан тұтқындамайды және кез келген алаңда бірге тұра алады. Сегіз фигурасы бірінші болып үйге жеткен команда жеңеді. { $partner } үйде; соңғы фигураңызға { $needed } қалды.
learn-step-team-do = Командаңыз үшін ойында жеңіңіз.
learn-step-team-done = Командаңыздың сегіз фигурасы да үйде: { $team } жеңді!
learn-why-pass = Өткізсеңіз, сақталған барлық лақтыруыңыздан айырыласыз: ештеңе жүрмейді, кезегіңіз бітеді.
learn-why-no_enter = Ол тақтаға бірде-бір фигура шығармайды.
learn-why-strands = { $piece }-фигура үйге бір алаң жетпей тоқтар еді. Бұл ойында 1 лақтыруы жоқ, сондықтан ол одан ешқашан аяқтай алмайды.
learn-why-loses_throw = Одан кейін бірде-бір фигура { $values } пайдалана алмас еді: лақтыру жоғалар еді.
learn-why-no_capture = Ол ештеңе тұтқындамайды: { $seat } ойыншысының { $piece }-фигурасы тақтада қалады, қосымша лақтыру жоқ.
learn-why-exposed = { $piece }-фигура ашық алаңда тұрар еді, онда оны { $seat } ойыншысының { $by }-фигурасы { $value } лақтыруымен тұтқындай алады — лақтырулардың { $percent } бөлігі { $value } береді.
learn-why-not_home = { $piece }-фигураға дәл { $needed } керек, ал лақтырулардың тек { $percent } бөлігі { $needed } береді: бар кезде пайдаланыңыз.
learn-why-other = Бұлай жүруге болады, бірақ бұл қадам басқа туралы.
learn-end-title = Сіз ойнауға дайынсыз
learn-end-intro = Алғашқы ойынға керектің бәрі осы:
learn-end-throw = Каурилерді лақтырып, лақтыруларыңызды сақтаңыз; { $again } қайта лақтыруға мүмкіндік береді.
learn-end-grace = Тек рақым ({ $grace }) фигураны тақтаға шығарады.
learn-end-move = Әр лақтыру бір фигураны бүкіл мәніне алға жылжытады.
learn-end-capture = Қарсыласты тақтадан шығару үшін оның үстіне тоқтаңыз да, тағы лақтырыңыз.
learn-end-castle = Қамалдағы (✕) фигураны тұтқындауға болмайды.
learn-end-exact = Фигура үйге тек дәл санмен кіреді.
learn-end-team = Серіктестер қарама-қарсы отырады және бірге жеңеді.
learn-end-play = Алғашқы ойынды ойнау
learn-end-again = Сабақтан қайта өту
learn-end-rules = Пачизидің барлық ережесі

## The rules pages.
rules-title = «{ $name }» ойынының ережесі — Пачизи
rules-heading = «{ $name }» ойынының ережесі
rules-link = Қалай ойнау керек
rules-link_game = Осы ойынның ережесі
rules-cannot_open = Бұл ережелерді көрсету мүмкін емес: { $message }
rules-other_games = Басқа ойындар:
rules-game_options = Бұл — бір ойынның ережелері: «өзгертілді» деп белгіленген ережелер әдеттегі «{ $name }» ойынынан өзгеше.
rules-name-pachisi = Пачизи
rules-name-pachisi-seven = Жеті каурилі Пачизи
rules-name-chopat = Чопат
rules-name-chaupar = Шаупар
rules-h-goal = Мақсат
rules-h-board = Тақта
rules-h-turn = Сіздің кезегіңіз
rules-h-throws = Лақтырулар
rules-h-options = Осы ойынның барлық ережесі
rules-goal-race = Төрт фигураңызды крест пішінді тақтаны бір айналдырып, ортаға — үйге қайтарыңыз.
rules-goal-teams = Серіктестер қарама-қарсы отырып ({ $pairs }), бірге ойнайды: сегіз фигурасы бірінші болып үйге жеткен команда жеңеді. Серіктестер бір-бірін ешқашан тұтқындамайды және кез келген алаңда бірге тұра алады.
rules-goal-alone = Әркім өзі үшін ойнайды. Төрт фигурасын бірінші болып үйге жеткізген жеңеді; қалғандары орындар үшін ойнай береді.
rules-goal-alone_first = Әркім өзі үшін ойнайды. Төрт фигурасын бірінші болып үйге жеткізген жеңеді.
rules-goal-players_two = Екеу ойнағанда әркім екі қарама-қарсы түспен команда ретінде ойнайды.
rules-goal-order = Кім бастайтынын анықтау үшін әркім бір рет лақтырады: ең жоғары лақтыру бастайды (тең болса, қайта лақтырады). Сосын кезек үстелді айналып жүреді.
rules-goal-order_fixed = { $seat } бастайды; сосын кезек үстелді айналып жүреді.
rules-goal-max_turns = { $count } жүріске жеткен ойын кімнің жүретін жолы аз қалғанына қарай шешіледі.
rules-diagram = «{ $name }» тақтасы: әр орынның жолы бағыттармен, бастау алаңдары, қауіпсіз алаңдар және үй
rules-legend-road = Жол: { $seat }
rules-board-anticlockwise = Әр түсті сызық — бір орынның жолы, бағыттамалары бағытын көрсетеді: ортадан өз ортаңғы бағанымен төмен, крестті сағат тіліне қарсы бір айналып, сол ортаңғы бағанмен жоғары ортаға.
rules-board-clockwise = Әр түсті сызық — бір орынның жолы, бағыттамалары бағытын көрсетеді: орынның бастау гүлінен крестті сағат тілімен бір айналып, сосын өз ортаңғы бағанымен жоғары ортаға.
rules-board-start = Орынның түсімен қоршалған алаң — оның бастау алаңы, фигуралары тақтаға сол жерден шығады.
rules-board-castles = ✕ белгісі бар он екі алаң — қамалдар: қамалдағы фигураны тұтқындауға болмайды.
rules-board-castles_exclusive = Қарсылас тұрған қамалға ешбір фигура тоқтай алмайды.
rules-board-castles_single = Қамалда бір уақытта тек бір фигура тұра алады.
rules-board-flowers = Гүл кестеленген алаңдар — гүлдер: онда кез келген түсті фигуралар бірге тұра алады, ешкім тұтқындалмайды.
rules-board-block_two = Бір түсті екі фигура гүлді жабады: басқалар одан өте алады, бірақ тоқтай алмайды.
rules-board-no_safe = Бұл ойында қауіпсіз алаң жоқ: фигураны шеңбердің кез келген жерінде тұтқындауға болады.
rules-board-home = Әр қолдың ортаңғы бағаны — сол орынның үй бағаны: басқа орынның фигурасы оған кірмейді, сондықтан ондағы фигуралар қауіпсіз. Орта — үй.
rules-turn-throw_cowries = { $count } каури қабығын лақтырыңыз: нешеуі ашық жағымен түссе, лақтыру мәні соған байланысты (төмендегі кесте). { $values } лақтыруы қайта лақтыруға мүмкіндік береді.
rules-turn-throw_dice = Әрқайсысында { $faces } бар үш ұзын сүйекті лақтырыңыз. Әр сүйек — жеке жүріс: үш фигураны немесе бір фигураны үш рет жүргізуге болады. Қосымша лақтыру жоқ.
rules-turn-keep = Кезегіңіздегі барлық лақтыруды сақтап, сосын оларды бір-бірден, кез келген ретпен, әрқайсысын қалаған фигураға пайдаланасыз.
rules-turn-keep_off = Әр лақтыру келесісіне дейін пайдаланылады.
rules-turn-enter_centre = Фигураларыңыз ортада бастайды. Фигура тақтаға тек { $values } лақтыруымен шығады: ол бастау алаңыңызға қойылады, лақтыру жұмсалады.
rules-turn-enter_hand = Фигураларыңыз қолыңызда бастайды. Фигура тақтаға тек { $values } лақтыруымен шығады: ол бастау гүліңізге қойылады, лақтыру жұмсалады.
rules-turn-enter_full = Енетін фигура бірден лақтырудың толық мәніне жүреді.
rules-turn-first_free = Ең алғашқы фигураңыз кез келген лақтырумен ене алады.
rules-turn-seven_fourteen = 7 мен 14 қайта лақтыруға мүмкіндік береді, бірақ фигура енгізбейді; тақтада фигура болмаса, олар жойылады.
rules-turn-start_on_board = Төрт фигураңыз ойынды бастау алаңыңыздың жанында, тақтада бастайды. Тұтқындалған фигура ортаға қайтады да, кез келген сүйекпен қайта енеді, ол сүйек жұмсалады.
rules-turn-move = Лақтыру бір фигураны жолыңызбен бүкіл мәніне алға жылжытады; ол ешқашан фигуралар арасында бөлінбейді.
rules-turn-stack = Бірге тұрған фигураларыңыз бір лақтырумен бірге де жүре алады.
rules-turn-forfeit = Ешбір фигура пайдалана алмайтын лақтыру жоғалады.
rules-turn-forfeit_turn = Лақтыруларыңызды ешбір фигура пайдалана алмаса, олар жоғалады және кезегіңіз бітеді.
rules-turn-pass = Жүрудің орнына қалған лақтырулардан бас тартып, өткізуге болады.
rules-turn-no_pass = Өткізуге болмайды: фигура лақтыруды пайдалана алса, жүру керек.
rules-turn-capture_centre = Қарсыластар тұрған алаңға (қауіпсіз емес) тоқтасаңыз, оларды тұтқындайсыз: олар ортаға қайтып, қайта енуі керек.
rules-turn-capture_hand = Қарсыластар тұрған алаңға (гүл емес) тоқтасаңыз, оларды тұтқындайсыз: олар иесінің қолына қайтып, қайта енуі керек.
rules-turn-capture_stacks_off = Бір түсті екі не одан көп фигура бірге тұрса, оларды тұтқындауға болмайды, әрі олардың алаңына басқа ешкім тоқтай алмайды.
rules-turn-capture_again = Тұтқындау тағы бір лақтыру айналымын береді.
rules-turn-must_capture = Фигураларыңыз үй бағанына бұрылмас бұрын кемінде бір рет тұтқындауыңыз керек (тохд); оған дейін олар айнала береді.
rules-turn-exact = Фигура үйге тек дәл санмен жетеді: ортадан асып кететін лақтыруды оған пайдалануға болмайды.
rules-turn-dead_end = Бұл ойында 1 лақтыруы жоқ, сондықтан фигураны ешқашан үйге бір алаң жетпей тоқтатпаңыз: одан оны ешбір лақтыру аяқтай алмайды.
rules-turn-streak_cancel = Қатарынан бір түрдегі үш қайта лақтыру — қатар: үшеуі де жойылып, лақтыру тоқтайды.
rules-turn-streak_turn = Қатарынан үш қайта лақтыру кезегіңізді күйдіреді: сақталған барлық лақтыру жоғалады.
rules-turn-bonus = Ешбір фигураңыз енуді күтпей тұрса, әр { $values } лақтыруы 1 қадамдық қосымша жүріс береді.
rules-turn-fool = Аяқтаған орын бір фигурасын «ақымақ» (ганду кадхи) ретінде қайта шығара алады: ол тақтаны кері айналып, басқаларды тұтқындайды, өзін ешқашан тұтқындауға болмайды.
rules-turn-triple = Үш бірдей сүйек бірге тұрған үш фигураңызды жақтың екі еселенген мәніне жылжытады.
rules-turn-partner = Серіктестің бірі аяқтаса, ол лақтыра береді, ал екінші серіктес сол лақтырулармен жүреді.
rules-throws-cowries = { $count } кауридің нешеуі ашық жағымен түскені мәнді анықтайды:
rules-throws-dice_faces = Үш сүйектің әрқайсысында { $faces } бар, әр жақтың ықтималдығы { $percent }.
rules-throws-dice_sums = Үш сүйектің қосындысы (кім бастайтынын анықтайды):
rules-throws-label = лақтыру кестесі
rules-col-up = Ашық жағы
rules-col-value = Мәні
rules-col-sum = Қосынды
rules-col-chance = Ықтималдық
rules-col-odds = Шамамен
rules-col-enters = Фигура енгізеді
rules-col-again = Қайта лақтыру
rules-one_in = { $n } ішінен 1
rules-yes = иә
rules-no = жоқ
rules-total = Барлығы
rules-options_intro = Әр ереже қозғалтқыш ойнағандай, осы ойындағы мәнімен.
rules-teams = Командалар (қарама-қарсы отырғандар — серіктес)
rules-option_changed = өзгертілді (әдетте { $value })
rules-option_rule = { $key } · { $rule } ережесі
rules-value-true = иә
rules-value-false = жоқ
rules-value-empty = жоқ

## The game page: log lines.
log-throws = { $value } лақтырады
log-with_reasons = { $text }; { $reasons }
log-away = уақыты бітті: ойыншы оралғанша бұл орынға бот ойнайды
log-back = оралды
forfeit-must_enter = ешбір фигура { $value } лақтыруын пайдалана алмайды: алдымен { $values } арқылы фигура енгізіңіз
forfeit-past_finish = ешбір фигура { $value } лақтыруын пайдалана алмайды: үйден асып кетер еді
forfeit-blocked = ешбір фигура { $value } лақтыруын пайдалана алмайды: жол жабық
forfeit-no_piece_can = ешбір фигура { $value } лақтыруын пайдалана алмайды
cancelled-needs_piece_on_board = лақтыру жойылды: ол фигура енгізбейді, ал тақтада фигура жоқ
cancelled-streak = қатарынан үш: қатар жойылды

## Move labels.
move-who_one = { $piece }-фигура
move-who_many = { $pieces } фигуралары
move-to_start = { $who }: { $value } — бастауға енеді ({ $togo } қалды)
move-to_enter_on = { $who }: { $value } — еніп, әрі жүреді ({ $togo } қалды)
move-to_castle = { $who }: { $value } — қамалға ({ $togo } қалды)
move-to_flower = { $who }: { $value } — гүлге ({ $togo } қалды)
move-to_safe = { $who }: { $value } — қауіпсіз алаңға ({ $togo } қалды)
move-to_track = { $who }: { $value } — алға ({ $togo } қалды)
move-to_home_column = { $who }: { $value } — үй бағанына ({ $togo } қалды)
move-to_home = { $who }: { $value } — үйге
move-to_other = { $who }: { $value }
move-strands_mark = { $move } ⚠
strand-title = Бұл фигура тұрып қалады
strand-body = { $move }: фигура үйге бір алаң жетпей тоқтайды, одан оны ешбір лақтыру аяқтай алмайды.
strand-play = Бәрібір жүру
strand-other = Басқасын таңдау
pass-title = Өткізесіз бе?
pass-body = Қалған лақтырулардан ({ $values }) бас тартасыз. Желідегі ойында қайтару жоқ.
pass-confirm = Өткізу
pass-cancel = Ойнай беру
hint-explain = Жеңу мүмкіндігі: бот бойынша сол жүрістен кейін тарапыңыз қаншалықты жиі жеңеді.

## The game-over panel.
over-title = Ойын аяқталды
over-you_win = Сіз жеңдіңіз!
over-you_lose = Бұл жолы емес
over-team_wins = Жеңген команда: { $seats }
over-seat_wins = Жеңімпаз: { $seat }
over-adjudicated_mark = (қашықтық бойынша)
over-you_mark = (сіз)
over-team = { $team }-команда
over-seat_stats =
    { $count ->
       *[other] { $count } жүріс, { $captured } тұтқын
    }
over-length =
    { $count ->
       *[other] { $count } кезек · { $moves } жүріс · { $throws } лақтыру
    }
over-watch_rematch = Реваншты көру
over-hide = Тақтаны көру
over-show = Нәтижені көрсету
game-watching = Сіз бұл ойынды көріп отырсыз.
over-adjudicated_cap = Ойын { $count } жүріс шегіне жетті, сондықтан қашықтық бойынша шешілді: фигураларын үйге жеткізуге ең аз қадам қалған тарап бірінші.
over-adjudicated_dead_end = Енді ешкім аяқтай алмады (фигура үйге бір алаң жетпей тұрды, одан оны ешбір лақтыру аяқтай алмайды), сондықтан ойын қашықтық бойынша шешілді: ең аз қадам қалған тарап бірінші.

## i18n: the language switcher, log lines, presets, option meanings, errors.
lang-label = Тіл
over-place =
    { $ordinal ->
       *[other] { $n }-орын
    }
logline-throw = { $value } лақтырады ({ $up } ашық)
logline-throw_dice = { $a } { $b } { $c } лақтырады
logline-order = кезек үшін { $value } лақтырады ({ $up } ашық)
logline-order_dice = кезек үшін { $a } { $b } { $c } лақтырады
logline-who_one = { $piece }-фигураны
logline-who_many = { $pieces } фигураларын бірге
logline-enter = { $value } арқылы { $who } енгізеді ({ $togo } қалды)
logline-enter_home = { $value } арқылы { $who } енгізіп, үйге жеткізеді
logline-home = { $value } арқылы { $who } үйге жеткізеді
logline-to_track = { $who } жолмен { $value } алаңға жүргізеді ({ $togo } қалды)
logline-to_start = { $who } { $value } алаңға жүргізіп, бастау алаңына қояды ({ $togo } қалды)
logline-to_castle = { $who } { $value } алаңға жүргізіп, қамалға қояды ({ $togo } қалды)
logline-to_flower = { $who } { $value } алаңға жүргізіп, гүлге қояды ({ $togo } қалды)
logline-to_home_column = { $who } { $value } алаңға жүргізіп, үй бағанына енгізеді ({ $togo } қалды)
logline-captures = { $move }, тұтқындайды: { $captured }
logline-captured_piece = { $seat }, { $piece }-фигура
logline-strands = { $move } — одан ешқашан аяқтай алмайды
logline-pass = өткізеді
preset-pachisi = Алты каурилі Пачизи (6, 10, 25 — рақым), серіктестер командасы
preset-pachisi-seven = Жеті каурилі Пачизи (10, 25, 30 — рақым; 7, 14 — қайта), қатарлар және пиада
preset-chopat = Саураштра Чопаты: жеті каури, сағат тілімен, гүлдер, тохд, пегеду, ганду кадхи
preset-chaupar = Шаупар: үш ұзын сүйек, фигуралар тақтада басталады, екі команда
meaning-players = ойыншылар саны; Пачизи мен Шаупарда екеу ойнаса, әркім екі қарама-қарсы түспен команда ретінде ойнайды
meaning-teams = серіктестер (қарама-қарсы орындар) команда болып ойнайды; 4 орын керек
meaning-table = не лақтырылады және мәндер кестесі
meaning-mouth_up_p = кауридің ашық жағымен түсу ықтималдығы
meaning-seven_high = жеті кестесіндегі алтауы ашық мәні
meaning-chopat_ends = Чопат кестесіндегі бірде-біреуі ашық емес мәні (8 болса, жетеуі ашыққа 16; не 7 болса, 14)
meaning-dice_faces = әр ұзын сүйектің жақтары
meaning-track = жолдың пішіні мен бағыты: Пачизи (сағат тіліне қарсы, 84 қадам), Чопат (сағат тілімен, 72 қадам) не Лудо (15 × 15 тақта, сағат тілімен, 57 қадам)
meaning-safe_squares = қай алаңдар қауіпсіз
meaning-flower_in_middle = әр қолдың ортаңғы бағанындағы гүл қай жерде
meaning-order = бірінші жүріс үшін лақтыру (тең болса, қайта), не бірінші орын бастайды
meaning-accumulate = кезектің барлық лақтыруын сақтап, лақтырудан кейін жұмсау
meaning-stack_moves = бір алаңдағы бір орынның фигуралары бір лақтырумен бірге жүре алады
meaning-forfeit = пайдасыз лақтыру жоғалады («лақтыру») не кезекті аяқтайды («кезек»)
meaning-pass = ойыншы сақталған лақтыруларды жұмсаудан бас тарта алады
meaning-streak = қатарынан бір түрдегі үш лақтыру жойылады
meaning-streak_penalty = қатар өзінің үш лақтыруын не кезектің барлық лақтыруын жояды
meaning-bonus = барлық фигура енгеннен кейін бонус лақтыруларына 1 қосымша қадам
meaning-bonus_values = қосымша қадам беретін лақтырулар
meaning-capture_again = тұтқындау тағы бір лақтыру айналымын береді
meaning-enter = енетін фигура бастау алаңына қойылады не толық мәнге жүреді
meaning-enter_any = кез келген лақтыру фигура енгізе алады
meaning-first_free = орынның ойындағы алғашқы фигурасы кез келген лақтырумен ене алады
meaning-seven_fourteen = 7 мен 14 фигура енгізбейді, тақтада фигура болмаса жойылады
meaning-castle_exclusive = фигура жүрісін қарсылас тұрған қауіпсіз алаңда аяқтай алмайды
meaning-castle_single = екі фигура бір қауіпсіз алаңда тұрмайды
meaning-block_two = қауіпсіз алаңдағы бір орынның екі фигурасы басқаларға онда тоқтауға жол бермейді
meaning-capture_stacks = бірге тұрған бір орынның екі не одан көп фигурасын тұтқындауға болады («жоқ»: олар жолды жабады)
meaning-must_capture = орын фигуралары үйге кірмес бұрын тұтқындауы керек (тохд); оған дейін олар айнала береді
meaning-revenge = сол алаңда бірден кек алу тұтқындаудың есебін жояды (2 ойыншы)
meaning-fool = ганду кадхи: аяқтаған орын басқаларға кедергі жасау үшін фигурасын қайта шығара алады
meaning-partner_moves = аяқтаған орын өз кезегінде лақтырады, ал серіктесі жүреді
meaning-triple = бір алаңдағы үш фигура үштікте жақтың екі еселенген мәніне бірге жүреді
meaning-start_steps = фигуралар тақтада осы қадамдарда басталады
meaning-rank_all = командасыз ойында бір орын қалғанша бірінші жеңімпаздан кейін де ойнай беру
meaning-max_turns = жүріс шегі; оған жеткенде ойын қалған қашықтық бойынша шешіледі
error-coded = { $text } ({ $code }: { $message })
error-code-bad_request = Сервер бұл сұрауды қабылдай алмады.
error-code-too_large = Бұл сервер үшін тым ұзын.
error-code-illegal_action = Бұл жүріске қазір болмайды.
error-code-unauthorized = Бұл сілтеме сізге ол орынды бермейді.
error-code-spectator = Көрермендер ойнай алмайды.
error-code-not_your_turn = Қазір сіздің кезегіңіз емес.
error-code-not_found = Бұл серверде ондай ойын жоқ.
error-code-stale_version = Ойын алға жылжыды; тақта жаңартылды.
error-code-game_over = Ойын аяқталды.
error-code-not_over = Ойын әлі аяқталған жоқ.
error-code-not_started = Ойын ойыншыларын күтуде.
error-code-full = Бұл орын бос емес.
error-code-damaged = Бұл ойын тоқтатылды.
error-code-rate_limited = Сұраулар тым көп; сәл күтіп, қайталап көріңіз.
error-code-unknown_host = Сервер бұл мекенжайға жауап бермейді.
error-code-bad_origin = Сервер басқа сайттан келген сұрауларды қабылдамайды.
error-code-unsupported_media_type = Сервер бұл сұрауды оқи алмады.
error-code-busy = Сервер бос емес; сәлден кейін қайталаңыз.
error-code-internal = Серверде қате болды; қайталап көріңіз.
level-easy = оңай
level-medium = орташа
level-hard = қиын
level-expert = сарапшы

## Option values and what free-form options accept.
value-table-six = алты каури
value-table-six-herklots = алты каури (Херклотс кестесі)
value-table-seven = жеті каури
value-table-chopat = Чопат (жеті каури)
value-table-long-dice = ұзын сүйектер
value-track-pachisi = Пачизи (сағат тіліне қарсы)
value-track-chopat = Чопат (сағат тілімен)
value-safe_squares-castles = қамалдар
value-safe_squares-flowers = гүлдер
value-safe_squares-none = жоқ
value-flower_in_middle-end = қолдың шетінде
value-flower_in_middle-inner = ортаға жақын
value-order-throw = лақтырып
value-order-fixed = бірінші орын
value-forfeit-throw = лақтыру
value-forfeit-turn = кезек
value-streak-off = жоқ
value-streak-class = бір түрдегі үшеу
value-streak-same-value = бірдей үшеу
value-streak_penalty-cancel = өз үш лақтыруы
value-streak_penalty-turn = бүкіл кезек
value-enter-place = бастау алаңына
value-enter-full = толық мән
allowed-range = { $min }–{ $max }
allowed-mouth_up_p = (0,1) аралығындағы ықтималдық немесе әр қабыққа біреуден тізім
allowed-bonus_values = лақтыру мәндерінің тізімі
allowed-start_steps = 4 қадамнан тұратын тізім немесе бос
rules-ref_game_length = § ойын ұзақтығы
## Lists where the browser lacks the language's list words (web/strings.js).
list-and = { $first } және { $last }
list-or = { $first } немесе { $last }

## ---- Ludo (issue 17).
throw-die = сүйекте { $value }
logline-throw_die = { $value } лақтырады
logline-order_die = бастау кезегі үшін { $value } лақтырады
logline-to_safe = { $who } { $value } алаңға жүргізіп, қауіпсіз алаңға қояды ({ $togo } қалды)
lobby-variant-ludo = Қораптағы ойын: бір сүйек, 6 түссе фигура шығады және қайта лақтырасыз; бастау алаңдары мен жұлдыздар қауіпсіз.
lobby-variant-ludo-ludopy = Python-дағы ludopy пакеті ойнайтын Лудо: жұлдыздан секіру, глобустар, 6 түссе шексіз қайта лақтыру.
lobby-house_rules = Үй ережелері
group-ludo = Лудо
option-one_enters = 1 түссе де фигура шығады
option-home_again = Фигураны үйге жеткізгенге тағы лақтыру
option-block_pass = Бір алаңдағы екі фигура жолды бөгейді
option-ludopy = ludopy ережелері
meaning-one_enters = 1 лақтырса да фигура тақтаға шығады
meaning-home_again = фигураны үйге жеткізу тағы бір лақтыру береді
meaning-block_pass = бір алаңдағы бір орынның екі не одан көп фигурасынан басқа орындар аса алмайды да, оған тоқтай алмайды да
meaning-ludopy = Python-дағы ludopy 1.5.0 пакетінің жүріс, тұтқындау және кезек ережелері (ludopy дайын жиынының басқа баптаулары да керек)
value-table-die = сүйек
value-track-ludo = лудо
value-safe_squares-ludo-stars = лудо жұлдыздары
preset-ludo = Лудо: бір сүйек, 6 түссе фигура шығып, қайта лақтырылады, бастау алаңдары мен жұлдыздар қауіпсіз
preset-ludo-ludopy = Python-дағы ludopy 1.5.0 пакеті ойнайтын Лудо: жұлдыздан секіру, глобустар, үйден кері серпілу
rules-name-ludo = Лудо
rules-name-ludo-ludopy = Лудо (ludopy ережелері)
rules-rule_id = ереже { $rule }
rules-throws-die = Бір сүйек: 1-ден 6-ға дейінгі әр санның мүмкіндігі бірдей.
rules-ludo-seats = Екі-төрт ойыншы, әрқайсысы жеке, әрқайсысында бір түсті төрт фигура бар, олар тақтаның бір бұрышындағы сол түсті аулада күтеді.
rules-ludo-end = Төрт фигурасын да ортадағы үйге бірінші жеткізген ойыншы жеңеді, ойын аяқталады.
rules-ludo-end_all = Төрт фигурасын да ортадағы үйге бірінші жеткізген ойыншы жеңеді; қалғандары орындар үшін ойнай береді.
rules-ludo-road = Әр түсті сызық — бір ойыншының жолы, оның нұсқарлары бағытты көрсетеді: ауладан өз түсінің бастау алаңына, тақтаны сағат тілімен бір рет айналып, содан соң өз түсіндегі нұсқар ішке қараған жерден өз түсті үй бағанымен ортадағы өз үшбұрышына дейін. Сіздің үй бағаныңызға басқа ешкім кірмейді, сондықтан ондағы фигуралар қауіпсіз.
rules-ludo-safe = Төрт бастау алаңы мен төрт жұлдыз ☆ қауіпсіз: кез келген түстің фигуралары оларда бірге тұра алады, онда ешкім тұтқындалмайды.
rules-ludo-globes = Глобустар қорғайды: глобустағы фигураны тұтқындауға болмайды. Қарсылас тұрған глобусқа немесе басқа ойыншының фигуралары тұрған оның бастау алаңына тоқтасаңыз, өз фигураңыз ауласына қайтады.
rules-ludo-jump_stars = Жұлдызға ★ тоқтасаңыз, фигураңыз келесі жұлдызға секіреді. Жолыңыздың соңындағы, үй бағанының дәл алдындағы жұлдыз оны тура үйге жеткізеді.
rules-ludo-die = Бір сүйек лақтырыңыз: әр лақтыру келесісі жасалмай тұрып пайдаланылады.
rules-ludo-enter_six = Фигура ауладан тек 6 түскенде шығады: ол бастау алаңыңызға қойылады, 6 соған жұмсалады.
rules-ludo-enter_one = Бұл ойында 1 түссе де фигура шығады (1 қайта лақтыру бермейді).
rules-ludo-six_again = 6 түссе, жүрістен кейін тағы бір рет лақтырасыз.
rules-ludo-three_sixes = Қатарынан үш 6: үшіншісі ойналмайды, кезегіңіз бітеді (алғашқы екі 6-мен жасалған жүрістер қалады).
rules-ludo-move = Бір лақтыру бір фигураны өз санына толық алға жүргізеді; ол фигуралар арасында бөлінбейді. Ешбір фигура пайдалана алмайтын лақтыру жоғалады.
rules-ludo-capture = Қарсыластардың фигуралары тұрған алаңға (қауіпсіз алаң болмаса) тоқтасаңыз, олардың бәрі ауласына қайтады: қайта шығу үшін оларға 6 керек.
rules-ludo-capture_again = Тұтқындау сізге тағы бір лақтыру береді.
rules-ludo-block = Бір алаңдағы екі не одан көп фигураңыз бөгет жасайды: басқа ойыншының фигурасы оған тоқтай да, одан аса да алмайды.
rules-ludo-no_block = Бір түсті екі фигура бір алаңда жолды бөгемейді: басқалар олардан аса алады, сол жерге тоқтап екеуін де тұтқындай алады.
rules-ludo-home_again = Фигураны үйге жеткізу сізге тағы бір лақтыру береді.
rules-ludo-exact = Фигура үйге тек дәл санмен жетеді: ортадан асып кететін лақтыруды оған пайдалануға болмайды.
rules-ludo-lp_enter = 6 түссе, күтіп тұрған фигура бастау алаңыңызға шығады. Бірінші айналымда барлық фигураңыз аулада тұрғанда, сол 6 үшін төрт ретке дейін лақтыра аласыз.
rules-ludo-lp_six_again = 6 түссе, тағы бір рет лақтырасыз, шексіз, бірінші айналымнан басқа кезде.
rules-ludo-lp_movable = Үйге жетпеген кез келген фигура кез келген лақтырумен жүре алады: бөгет те, жүрістен бас тарту да жоқ. Ешбір фигура пайдалана алмайтын лақтыру жоғалады.
rules-ludo-lp_capture = Қарсыластың бір фигурасы тұрған жерге тоқтасаңыз, ол ауласына қайтады; бір қарсыластың екі не одан көп фигурасы тұрған жерге тоқтасаңыз, керісінше өз фигураңыз қайтады.
rules-ludo-lp_bounce = Үй бағанындағы фигураға ортадан асатын сан түссе, ол онда тоқтамайды: кері жіберіледі, ал 6 оны қайтадан тақтаға шығарады.
learn-ludo-title = Лудо ойнауды үйрену — Пачизи
learn-ludo-offer_title = Лудоны алғаш ойнайсыз ба?
learn-ludo-offer_text = 2 минуттық сабақ ойнаңыз: нағыз Лудо тақтасында сүйекті өзіңіз лақтырып, фигураларды жүргізесіз, әр жүріс түсіндіріледі.
learn-table_die = Сүйек
learn-end-rules_ludo = Лудоның барлық ережесі
learn-why-no_capture_plain = Ол ештеңе тұтқындамайды: { $seat } ойыншысының { $piece }-фигурасы тақтада қалады.
learn-step-ludo_throw-title = Сүйекті лақтырыңыз
learn-step-ludo_throw-intro = Лудо бір сүйекпен ойналады. Төрт { $seat } фигураңыз ауланызда күтеді, тек 6 біреуін шығарады.
learn-step-ludo_throw-do = «Лақтыру» түймесін басыңыз.
learn-step-ludo_throw-thrown = { $value }! Фигураны шығаруға дәл осы керек.
learn-step-ludo_enter-title = 6 фигураны шығарады
learn-step-ludo_enter-intro = 6 түскенде бір фигура ауладан бастау алаңыңызға шығады: бұл ақ нұсқары бар өз түсіңіздегі алаң.
learn-step-ludo_enter-do = 6-мен бір фигураны шығарыңыз.
learn-step-ludo_enter-done = { $piece }-фигура бастау алаңыңызда, үйге дейін { $togo } алаң, ал 6 сізге тағы бір лақтыру береді.
learn-step-ludo_again-title = Тағы лақтырыңыз
learn-step-ludo_again-intro = Әр 6-ны жүргеннен кейін тағы бір лақтыру аласыз. Бірақ қатарынан үш 6 кезегіңізді бітіреді.
learn-step-ludo_again-do = «Лақтыру» түймесін басыңыз.
learn-step-ludo_again-thrown = { $value }: онымен бір фигураны жүргізіңіз. 6-дан басқа кез келген сан жүрістен кейін кезегіңізді бітіреді.
learn-step-ludo_move-title = Тақтаны айналыңыз
learn-step-ludo_move-intro = Әр лақтыру бір фигураны өз санына алға, алаңнан алаңға, сағат тілімен — нұсқарлар көрсеткен жаққа жүргізеді. Аулада тұрған фигуралар { $value } санын қолдана алмайды.
learn-step-ludo_move-do = { $piece }-фигураны { $value } алаңға жүргізіңіз: ол жететін алаң белгіленген.
learn-step-ludo_move-done = { $piece }-фигура { $value } алаң жүрді, оған әлі { $togo } алаң бар. Кезегіңіз бітті, енді басқалар лақтырады.
learn-step-ludo_capture-title = Тұтқындау
learn-step-ludo_capture-intro = { $victim } ойыншысының { $vpiece }-фигурасы сіздің { $piece }-фигураңыздан { $value } алаң алда, қарапайым алаңда тұр. Қарсыластың фигурасы тұрған алаңда жүрісіңізді аяқтасаңыз, ол ауласына қайтады: қайта шығу үшін оған 6 керек.
learn-step-ludo_capture-do = Оны { $value }-пен тұтқындаңыз.
learn-step-ludo_capture-done = { $victim } ойыншысының { $vpiece }-фигурасы ауласына қайтты.
learn-step-ludo_safe-title = Жұлдыздар мен бастау алаңдары қауіпсіз
learn-step-ludo_safe-intro = Жұлдыздар ☆ мен бастау алаңдары қауіпсіз: кез келген түстің фигуралары оларда бірге тұра алады, онда ешкім тұтқындалмайды.
learn-step-ludo_safe-do = { $value } екі фигураның кез келгенін жүргізе алады. Бірде-бір фигураңызды тұтқындау қаупінде қалдырмайтын жүрісті таңдаңыз.
learn-step-ludo_safe-done = { $piece }-фигура жұлдызда тұр: онда оны ешкім тұтқындай алмайды, бірде-бір фигураңыз қауіпте емес.
learn-step-ludo_exact-title = Үйге дәл санмен
learn-step-ludo_exact-intro = Бір айналымнан кейін фигура басқа ешкім кірмейтін өз түсіндегі үй бағанына бұрылып, ортаға барады. Үйге тек дәл санмен жетеді. { $piece }-фигураңызға { $needed } алаң қалды.
learn-step-ludo_exact-do = Сізге { $needed } түсті: сол фигураны үйге жеткізіңіз.
learn-step-ludo_exact-done = { $piece }-фигура үйде. Төрт фигурасын да үйге бірінші жеткізген жеңеді.
learn-end-ludo_throw = Лудо бір сүйекпен ойналады; фигураны ауладан тек 6 шығарады.
learn-end-ludo_enter = Фигура бастау алаңыңызға шығады, ал 6 тағы бір лақтыру береді.
learn-end-ludo_again = Қатарынан үш 6 кезегіңізді бітіреді.
learn-end-ludo_move = Әр лақтыру бір фигураны өз санына алға жүргізеді.
learn-end-ludo_capture = Қарсыластың фигурасына тоқтасаңыз, ол ауласына қайтады.
learn-end-ludo_safe = Жұлдызда ☆ немесе бастау алаңында ешкім тұтқындалмайды.
learn-end-ludo_exact = Фигура үйге тек дәл санмен жетеді; төртеуін бірінші жеткізген жеңеді.

## ---- Mensch ärgere Dich nicht (issue 17): its preset, house rules and rules page.
lobby-variant-mensch = Неміс классикасы: бір сүйек, 6 фигураны шығарып, тағы лақтыру береді, қауіпсіз алаң жоқ, кез келген жерде тұтқындау.
group-mensch = Менш (Ашуланба, адам)
preset-mensch = Менш (Ашуланба, адам): 11 × 11 тақта, 40 алаңнан тұратын шеңбер, 6 фигураны шығарады, қауіпсіз алаң жоқ
rules-name-mensch = Менш (Ашуланба, адам)
value-track-mensch = менш
option-no_share = Бір түстің екі фигурасы бір алаңда тұрмайды
option-must_enter = 6 фигураны міндетті түрде шығарады
option-clear_start = Алдымен бастау алаңын босату
option-three_tries = 6 үшін үш әрекет
option-no_jump_goal = Мәреде секіруге болмайды
option-forced_capture = Тұтқындау міндетті
meaning-no_share = фигура жүрісін өз түсінің фигурасы тұрған алаңда аяқтай алмайды
meaning-must_enter = фигуралар күтіп тұрғанда және бастау алаңында өз фигурасы болмағанда, фигураны шығара алатын лақтыру оны шығаруы керек
meaning-clear_start = фигуралар күтіп тұрғанда, өз бастау алаңындағы фигура мүмкін болса алдымен одан кетуі керек
meaning-three_tries = бірде-бір фигурасы жүре алмайтын ойыншы 6 үшін үш рет дейін лақтырады
meaning-no_jump_goal = мәреде фигура өз фигураларының үстінен өте алмайды
meaning-forced_capture = лақтыру тұтқындай алатын болса, тек тұтқындайтын жүрістерге рұқсат
rules-mensch-seats = Екі-төрт ойыншы, әрқайсысы жеке, әрқайсысында бір түсті төрт фигура бар, олар тақтаның бір бұрышындағы сол түстің төрт дөңгелек алаңында күтеді.
rules-mensch-end = Төрт фигурасын да мәресіне бірінші жеткізген ойыншы жеңеді, ойын бітеді.
rules-mensch-end_all = Төрт фигурасын да мәресіне бірінші жеткізген ойыншы жеңеді; қалғандары орындар үшін ойнай береді.
rules-mensch-road = Жол — 40 дөңгелек алаңнан тұратын шеңбер. Әр түс өз түсіндегі бастау алаңына шығып, сағат тілімен бір айналып, сосын мәресіне кіреді: ортаға апаратын өз түсінің төрт алаңы. Сіздің мәреңізге басқа ешкім кірмейді.
rules-mensch-no_safe = Шеңбердің бірде-бір алаңы қауіпсіз емес: фигураны кез келген жерде, тіпті өз бастау алаңында да тұтқындауға болады.
rules-mensch-enter_six = Фигура тек 6-мен шығады: ол бастау алаңыңызға қойылады, бұл 6-ны жұмсайды.
rules-mensch-must_enter = Фигуралар күтіп тұрғанда және бастау алаңыңызда өз фигураңыз болмағанда, 6 біреуін міндетті түрде шығарады.
rules-mensch-clear_start = Фигуралар күтіп тұрғанда, бастау алаңыңыздағы фигура мүмкін болса алдымен одан кетуі керек.
rules-mensch-three_tries = Бірде-бір фигураңыз жүре алмаса (бәрі күтіп тұр немесе мәренің соңына тығыз орналасқан), 6 үшін үш рет дейін лақтыра аласыз.
rules-mensch-capture = Қарсыластың фигурасы тұрған алаңда жүрісіңізді аяқтасаңыз, ол күту алаңдарына қайтады.
rules-mensch-no_share = Өз фигураңыз тұрған алаңда жүрісті аяқтай алмайсыз.
rules-mensch-forced_capture = Тұтқындау міндетті: лақтыру тұтқындай алатын болса, тұтқындауыңыз керек.
rules-mensch-exact = Фигура мәреге тек дәл санмен кіреді: оны мәренің соңғы алаңынан әрі асыратын лақтыруды оған қолдануға болмайды.
rules-mensch-no_jump_goal = Мәреде фигура басқа фигураларыңыздың үстінен секіре алмайды.
rules-mensch-jump_goal = Мәреде фигура басқа фигураларыңыздың үстінен секіре алады (Шмидт-тің өз ережелері рұқсат еткендей).
learn-mensch-title = Менш (Ашуланба, адам) ойнауды үйрену — Пачизи
learn-mensch-offer_title = Менш (Ашуланба, адам) ойынын алғаш ойнайсыз ба?
learn-mensch-offer_text = Оның тақтасында 2 минуттық сабақ ойнаңыз: 6 үшін үш әрекет, бастау алаңын босату, тұтқындау, мәре.
learn-end-rules_mensch = Менш (Ашуланба, адам) ойынының барлық ережесі
learn-step-mensch_throw-title = 6 үшін үш әрекет
learn-step-mensch_throw-intro = Бір сүйек. Төрт { $seat } фигураңыз бұрышыңызда күтеді, тек 6 біреуін шығарады. Бірде-бір фигураңыз жүре алмайтын кезде, ол үшін үш рет дейін лақтыра аласыз.
learn-step-mensch_throw-do = «Лақтыру» түймесін басыңыз.
learn-step-mensch_throw-again = { $value }: оны бірде-бір фигура қолдана алмайды. Тағы лақтырыңыз.
learn-step-mensch_throw-last = { $value }! Енді фигура шыға алады.
learn-step-mensch_enter-title = 6 фигураны шығарады
learn-step-mensch_enter-intro = 6 фигураны бастау алаңыңызға қояды — шеңбер шетіндегі өз түсіңіздегі алаң. Фигуралар күтіп тұрғанда және бастау алаңы бос болғанда, 6 біреуін міндетті түрде шығарады.
learn-step-mensch_enter-do = 6-мен бір фигураны шығарыңыз.
learn-step-mensch_enter-done = { $piece }-фигура бастау алаңыңызда, мәренің соңына дейін { $togo } алаң, ал 6 тағы бір лақтыру береді.
learn-step-mensch_again-title = Тағы лақтырыңыз
learn-step-mensch_again-intro = Әр 6 жүрістен кейін тағы бір лақтыру береді.
learn-step-mensch_again-do = «Лақтыру» түймесін басыңыз.
learn-step-mensch_again-thrown = { $value }: 6-дан басқа кез келген сан жүрістен кейін кезегіңізді бітіреді.
learn-step-mensch_clear-title = Бастау алаңын босатыңыз
learn-step-mensch_clear-intro = Фигуралар әлі күтіп тұрғанда, бастау алаңындағы фигура келесісі шыға алуы үшін алдымен одан кетуі керек.
learn-step-mensch_clear-do = { $value }-мен { $piece }-фигураны бастау алаңынан жүргізіңіз.
learn-step-mensch_clear-done = { $piece }-фигура { $value } алаң жүрді, оған әлі { $togo } алаң бар; бастау алаңыңыз қайта бос.
learn-step-mensch_capture-title = Кез келген жерде тұтқындау
learn-step-mensch_capture-intro = Бірде-бір алаң қауіпсіз емес, бастау алаңы да. { $victim } ойыншысының { $vpiece }-фигурасы өз бастау алаңында, сіздің { $piece }-фигураңыздан { $value } алаң алда тұр: жүрісіңізді сонда аяқтасаңыз, ол бұрышына қайтады.
learn-step-mensch_capture-do = Оны { $value }-мен тұтқындаңыз.
learn-step-mensch_capture-done = { $victim } ойыншысының { $vpiece }-фигурасы бұрышына қайтты: қайта шығу үшін оған 6 керек.
learn-step-mensch_goal-title = Мәреге
learn-step-mensch_goal-intro = Бір айналымнан кейін фигура мәреңізге — өз түсіңіздің төрт алаңына — дәл санмен кіреді және онда өз фигураларыңыздың үстінен секіре алмайды: оны алыс шетінен толтырыңыз. { $piece }-фигураңыз шеңбердің соңғы алаңында тұр.
learn-step-mensch_goal-do = Сізге { $needed } түсті: сол фигураны мәренің алыс шетіне апарыңыз.
learn-step-mensch_goal-done = { $piece }-фигура мәреңіздің алыс шетінде. Төрт фигурасын да мәреге бірінші кіргізген жеңеді.
learn-end-mensch_throw = Бірде-бір фигураңыз жүре алмаса, 6 үшін үш рет дейін лақтырыңыз.
learn-end-mensch_enter = 6 фигураны бастау алаңыңызға шығарады және тағы бір лақтыру береді.
learn-end-mensch_again = 6-дан басқа кез келген сан жүрістен кейін кезегіңізді бітіреді.
learn-end-mensch_clear = Басқалары күтіп тұрғанда, бастау алаңындағы фигура алдымен кетеді.
learn-end-mensch_capture = Қарсыластың фигурасына кез келген жерде тоқтасаңыз, ол бұрышына қайтады.
learn-end-mensch_goal = Мәреге дәл санмен, өз фигураларыңыздың үстінен секірмей; төртеуі де кірсе — жеңіс.

## ---- Le jeu des petits chevaux (issue 17): its preset, house rules and rules page.
lobby-variant-petits-chevaux = Француз отбасылық ойыны: бір сүйек, 6 атты шығарады, қауіпсіз алаң жоқ, ортаға 1, 2, 3 … ретімен көтерілетін нөмірленген баспалдақ.
group-chevaux = Пети шево (Кішкентай аттар)
preset-petits-chevaux = Пети шево (Кішкентай аттар): бір сүйек, 56 алаңнан тұратын шеңбер, 6 атты шығарады, әр алаңына өз санымен көтерілетін нөмірленген баспалдақ
rules-name-petits-chevaux = Пети шево (Кішкентай аттар)
option-ladder = «Пети шево (Кішкентай аттар)» тақтасы және оның нөмірленген баспалдағы
option-ladder_centre = Баспалдақтың жоғарғы басынан ортаға 6-мен
option-bounce = Баспалдақ алдындағы тым үлкен лақтыру кері серпіледі
option-own_behind = Ат өз атының артында тоқтайды
option-no_pass = Басқа аттардан асуға болмайды
option-horses = Әр ойыншының ат саны
meaning-ladder = 56 алаңнан тұратын шеңбері және әр түстің алты нөмірленген алаңнан тұратын баспалдағы бар тақта; әр алаңға өз санымен көтеріледі
meaning-ladder_centre = баспалдақтың 6-алаңындағы атқа ортаға жету үшін тағы бір 6 керек; әйтпесе 6-алаң — үй
meaning-bounce = баспалдаққа дейін қалған алаңдардан үлкен лақтыру атты сол жерге апарып, қалғанын кері жүргізеді; әйтпесе оны ол атқа пайдалануға болмайды
meaning-own_behind = өз түсіндегі атқа тоқтайтын жүріс оның дәл артындағы бос алаңда тоқтайды; әйтпесе ондай жүріске рұқсат жоқ
meaning-no_pass = шеңберде ешбір ат кез келген түстің басқа атынан аса алмайды
meaning-horses = әр ойыншы ойнайтын ат саны; қалғандары ойынды үйде бастайды
rules-chevaux-seats = Екі-төрт ойыншы, әрқайсысы жеке, әрқайсысында бір түсті төрт ат бар, олар тақтаның бір бұрышындағы сол түсті ат қорасында күтеді.
rules-chevaux-seats_fewer = Екі-төрт ойыншы, әрқайсысы жеке, әрқайсысы тақтаның бір бұрышындағы сол түсті ат қорасында күтетін бір түсті { $count ->
       *[other] { $count } атпен
    } ойнайды.
rules-chevaux-end = Барлық атын ортадағы үйге бірінші жеткізген ойыншы жеңеді, ойын аяқталады.
rules-chevaux-end_all = Барлық атын ортадағы үйге бірінші жеткізген ойыншы жеңеді; қалғандары орындар үшін ойнай береді.
rules-chevaux-road = Шеңберде 56 алаң бар, кресттің бұрыштары да солардың қатарында. Әр түс өз түсіндегі бастау алаңына шығып, сағат тілімен бір айналып, өз баспалдағының алдындағы алаңға дейін барады — онда өз түсіндегі нұсқар ішке қарайды, — сосын алты нөмірленген алаңнан тұратын өз баспалдағымен ортаға көтеріледі.
rules-chevaux-no_safe = Бірде-бір алаң қауіпсіз емес: атты кез келген жерде, тіпті өз бастау алаңында да тұтқындауға болады.
rules-chevaux-out = Ат өз қорасынан тек 6 түскенде шығады: ол бастау алаңыңызға қойылады, 6 соған жұмсалады. 6 түссе, оның орнына тақтадағы атты жүргізуге де болады.
rules-chevaux-move = Бір лақтыру бір атты өз санына толық алға жүргізеді. Ешбір ат пайдалана алмайтын лақтыру жоғалады.
rules-chevaux-capture = Жүрісіңізді басқа түстің аты тұрған алаңда аяқтасаңыз, оны қорасына қайтарасыз.
rules-chevaux-own = Бір алаңда тек бір ат тұрады: өз түсіңіздегі атқа тоқтайтын жүріске рұқсат жоқ.
rules-chevaux-own_behind = Бір алаңда тек бір ат тұрады: өз түсіңіздегі атқа тоқтайтын жүріс оның дәл артындағы бос алаңда тоқтайды.
rules-chevaux-no_pass = Шеңберде ешбір ат кез келген түстің басқа атынан аса алмайды.
rules-chevaux-exact = Шеңберде ат өз баспалдағының алдындағы алаңға дәл тоқтауы керек: ол ешқашан екінші рет айналмайды.
rules-chevaux-bounce = Баспалдаққа дейін қалған алаңдардан үлкен лақтыру атты сол жерге апарып, қалғанын кері жүргізеді.
rules-chevaux-ladder = Баспалдаққа бір лақтыруға бір алаңнан көтеріледі, әр алаңға өз санымен: 1 түссе 1-алаңға, сосын 2 түссе 2-алаңға, осылайша 6 түссе 6-алаңға дейін. Басқа лақтыруды ол атқа пайдалануға болмайды.
rules-chevaux-centre = 6-алаңнан тағы бір 6 атты ортаға жеткізеді: ол үйге жетті.
rules-chevaux-top = 6-алаңға жеткен ат үйге жетті.
