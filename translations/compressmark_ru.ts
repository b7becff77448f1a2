<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AdviceChart</name>
    <message>
        <source>Should I compress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted read speed of compressed data on this drive and CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished">МБ/с</translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdviceRun</name>
    <message>
        <source>the drive has no plain read results to predict from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs&apos;s own decompression speeds, measured on a btrfs image in RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the userspace libraries&apos; decompression speeds (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel&apos;s were not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this program&apos;s LZNT1 decompression speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished">отменено</translation>
    </message>
</context>
<context>
    <name>AdviseCommand</name>
    <message>
        <source>%1 holds no drive</source>
        <translation>в %1 нет ни одного диска</translation>
    </message>
    <message>
        <source>%1 (plain read %2 MB/s): %3
</source>
        <translation>%1 (чтение без сжатия %2 МБ/с): %3
</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>алгоритм</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>степень</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>экономия</translation>
    </message>
    <message>
        <source>decompress MB/s</source>
        <translation>распаковка МБ/с</translation>
    </message>
    <message>
        <source>predicted MB/s</source>
        <translation>прогноз МБ/с</translation>
    </message>
    <message>
        <source>measured MB/s</source>
        <translation>замер МБ/с</translation>
    </message>
    <message>
        <source>Take the plain (and measured compressed) read speeds from the last drive of this session.</source>
        <translation>Взять скорости чтения без сжатия (и измеренные со сжатием) из последнего диска этой сессии.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>Measure the plain read speed of this folder&apos;s drive briefly (default: the current folder).</source>
        <translation>Коротко измерить скорость чтения без сжатия диска этой папки (по умолчанию: текущая папка).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>путь</translation>
    </message>
    <message>
        <source>Print one JSON object per data kind and algorithm.</source>
        <translation>Вывести по одному объекту JSON на вид данных и алгоритм.</translation>
    </message>
    <message>
        <source>advise: name --session or --source, not both, and nothing else</source>
        <translation>advise: укажите --session или --source, не оба сразу, и ничего больше</translation>
    </message>
    <message>
        <source>advise: no RAM disk with room for the samples</source>
        <translation>advise: нет RAM-диска с местом для образцов</translation>
    </message>
    <message>
        <source>Predicts, for each data kind and each algorithm btrfs (or, for a session measured on NTFS, NTFS) offers, how fast compressed data would read on the drive and what it would save, from the drive&apos;s plain read speed (a session, or a short measurement) and the algorithms measured on this CPU; shows the measured speed beside it where the session has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decompression: %1.

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CacheModeDecision</name>
    <message>
        <source>the data set&apos;s pages are evicted before every run (cache mode evict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every repetition reads new data, evicted after writing (cache mode fresh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O_DIRECT reads after an eviction (cache mode direct)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches dropped as root (sync and /proc/sys/vm/drop_caches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: evicting the data set&apos;s pages instead of dropping caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches dropped through compressmark-helper (pkexec may ask for an administrator&apos;s password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches could not be dropped through compressmark-helper (%1): evicting the data set&apos;s pages instead for the rest of the run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>A CompressMark chart</source>
        <translation>График CompressMark</translation>
    </message>
    <message>
        <source>cannot write chart %1: the size is empty</source>
        <translation>не удаётся записать график %1: размер равен нулю</translation>
    </message>
    <message>
        <source>cannot write chart %1: %2</source>
        <translation>не удаётся записать график %1: %2</translation>
    </message>
</context>
<context>
    <name>CompressionModel</name>
    <message>
        <source>do not compress: the data does not shrink</source>
        <translation>не сжимать: данные не уменьшаются при сжатии</translation>
    </message>
    <message>
        <source>compress with %1: %2 % of the plain speed, %3 % less space</source>
        <translation>сжимать алгоритмом %1: %2 % от скорости без сжатия, на %3 % меньше места</translation>
    </message>
    <message>
        <source>compress with %1 if space matters: %2 % of the plain speed, %3 % less space</source>
        <translation>сжимать алгоритмом %1, если важно место: %2 % от скорости без сжатия, на %3 % меньше места</translation>
    </message>
    <message>
        <source>do not compress: %1 would read at %2 % of the plain speed</source>
        <translation>не сжимать: с %1 скорость чтения составила бы %2 % от скорости без сжатия</translation>
    </message>
</context>
<context>
    <name>DriveRecord</name>
    <message>
        <source>%1, then %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenerateCommand</name>
    <message>
        <source>generate: name exactly one data set (%1)</source>
        <translation>generate: укажите ровно один набор данных (%1)</translation>
    </message>
    <message>
        <source>generate: unknown data set &apos;%1&apos; (known: %2)</source>
        <translation>generate: неизвестный набор данных &apos;%1&apos; (известные: %2)</translation>
    </message>
    <message>
        <source>generate: %1 is not a folder</source>
        <translation>generate: %1 не является папкой</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 64M or 1G</source>
        <translation>--size: &apos;%1&apos; не является размером вида 64M или 1G</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation>--seed: &apos;%1&apos; не является целым числом</translation>
    </message>
    <message>
        <source>generate: --out DIR is required (a folder that does not exist yet)</source>
        <translation>generate: нужен --out DIR (папка, которой ещё нет)</translation>
    </message>
    <message>
        <source>generate: %1 already exists; name a new folder</source>
        <translation>generate: %1 уже существует; укажите новую папку</translation>
    </message>
    <message>
        <source>generate: the folder %1 does not exist</source>
        <translation>generate: папки %1 не существует</translation>
    </message>
    <message>
        <source>Writes one data set into the new folder DIR and prints its manifest (files, bytes, how well zstd and lz4 compress it, what was skipped) as JSON. The same kind, size and seed give the same files on every machine; &apos;system&apos; samples this machine&apos;s /usr/lib and /usr/share; &apos;folder:PATH&apos; copies PATH whole, without links and special files, and ignores --size.</source>
        <translation>Записывает один набор данных в новую папку DIR и выводит его описание (файлы, байты, насколько его сжимают zstd и lz4, что пропущено) в формате JSON. Одинаковые вид, размер и seed дают одинаковые файлы на любой машине; &apos;system&apos; берёт выборку из /usr/lib и /usr/share этой машины; &apos;folder:PATH&apos; копирует PATH целиком, без ссылок и специальных файлов, и не учитывает --size.</translation>
    </message>
    <message>
        <source>books, photos, system, image, small or folder:PATH</source>
        <translation>books, photos, system, image, small или folder:PATH</translation>
    </message>
    <message>
        <source>Size of the data set, e.g. 256M or 1G (default: 64M).</source>
        <translation>Размер набора данных, например 256M или 1G (по умолчанию: 64M).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>размер</translation>
    </message>
    <message>
        <source>Seed of the generated data (default: 1).</source>
        <translation>Начальное значение (seed) для генерации данных (по умолчанию: 1).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>Folder to create for the data set; it must not exist.</source>
        <translation>Папка для набора данных; её ещё не должно быть.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>папка</translation>
    </message>
    <message>
        <source>generate cancelled; nothing was kept</source>
        <translation>generate отменён; ничего не сохранено</translation>
    </message>
    <message>
        <source>generate failed: %1</source>
        <translation>generate не удался: %1</translation>
    </message>
</context>
<context>
    <name>PlanCheck</name>
    <message>
        <source>Cannot start: %1</source>
        <translation type="unfinished">Не удаётся запустить: %1</translation>
    </message>
    <message>
        <source>plain only, no compressed variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain only (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 compression (%2) on the drive itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) in an image file on the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1; %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preflight</name>
    <message>
        <source>%1 %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not writable (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data set chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repetitions must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the readonly copier writes nothing, so it can only time the read operation (--ops read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no operation chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source %1 is on a read-only volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target %1 is not a RAM disk (%2); choose a tmpfs folder such as /dev/shm, or pass --allow-slow-target to measure anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target %1 is on the same volume as source %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough space on %1: %2 needed, %3 free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivilegedHelper</name>
    <message>
        <source>%1 names %2, which is not a program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressmark-helper is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pkexec is not installed (package pkexec or policykit-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressmark-helper is switched off (--no-helper or %1=0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the administrator password was not given (polkit refused compressmark-helper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pkexec could not run compressmark-helper: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeCommand</name>
    <message>
        <source>Prints what CompressMark knows about the volume holding PATH (mount, device, filesystem, RAM-backed, sizes) as JSON.</source>
        <translation>Выводит в формате JSON всё, что CompressMark знает о томе, на котором находится PATH (точка монтирования, устройство, файловая система, RAM-диск или нет, размеры).</translation>
    </message>
    <message>
        <source>A file or folder on the volume.</source>
        <translation>Файл или папка на томе.</translation>
    </message>
    <message>
        <source>probe: %1 does not exist</source>
        <translation>probe: %1 не существует</translation>
    </message>
    <message>
        <source>Instead: list every RAM disk a run can copy to, with its free space.</source>
        <translation>Вместо этого: перечислить все RAM-диски, на которые может копировать run, и свободное место на них.</translation>
    </message>
    <message>
        <source>probe: name exactly one path, or --targets alone</source>
        <translation>probe: укажите ровно один путь или только --targets</translation>
    </message>
</context>
<context>
    <name>ProgressPrinter</name>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation>%1 (повтор %2 из %3)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot create the session folder %1</source>
        <translation>не удаётся создать папку сессии %1</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Charts and tables of saved sessions. Several sessions are merged for comparison. Without an output option the summary is printed.</source>
        <translation>Графики и таблицы по сохранённым сессиям. Несколько сессий объединяются для сравнения. Если не задан ни один параметр вывода, выводится сводка.</translation>
    </message>
    <message>
        <source>report: %1 holds no measurement</source>
        <translation>report: в %1 нет ни одного измерения</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>Записано: %1
</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <source>Write the chart as PNG.</source>
        <translation>Записать график в формате PNG.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>Write the chart as SVG.</source>
        <translation>Записать график в формате SVG.</translation>
    </message>
    <message>
        <source>Write the chart as PDF.</source>
        <translation>Записать график в формате PDF.</translation>
    </message>
    <message>
        <source>Which chart: per-drive (one file per drive when there are several), compare, percent or device (default: per-drive).</source>
        <translation>Какой график: per-drive (по файлу на каждый диск, если их несколько), compare, percent или device (по умолчанию: per-drive).</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>тип</translation>
    </message>
    <message>
        <source>Whiskers on the speed bars: none, minmax or ci95 (default: none).</source>
        <translation>Усы на столбцах скорости: none, minmax или ci95 (по умолчанию: none).</translation>
    </message>
    <message>
        <source>Chart size in pixels (default: 1600x900).</source>
        <translation>Размер графика в пикселях (по умолчанию: 1600x900).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>ШxВ</translation>
    </message>
    <message>
        <source>Pixels per chart pixel in PNG files, e.g. 2 for high-density screens (default: 1).</source>
        <translation>Число пикселей PNG-файла на один пиксель графика, например 2 для экранов высокой плотности (по умолчанию: 1).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>коэффициент</translation>
    </message>
    <message>
        <source>Chart colours: light, dark or print (default: light).</source>
        <translation>Цвета графика: light, dark или print (по умолчанию: light).</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>тема</translation>
    </message>
    <message>
        <source>Write every run and every summary as CSV.</source>
        <translation>Записать каждый замер и каждую сводку в формате CSV.</translation>
    </message>
    <message>
        <source>Write the summary as a Markdown table.</source>
        <translation>Записать сводку в виде таблицы Markdown.</translation>
    </message>
    <message>
        <source>Write the summary as an HTML table.</source>
        <translation>Записать сводку в виде таблицы HTML.</translation>
    </message>
    <message>
        <source>Write the summary as a BBCode table for forums.</source>
        <translation>Записать сводку в виде таблицы BBCode для форумов.</translation>
    </message>
    <message>
        <source>Session files to report on, merged.</source>
        <translation>Файлы сессий для отчёта (объединяются).</translation>
    </message>
    <message>
        <source>report: name at least one session file</source>
        <translation>report: укажите хотя бы один файл сессии</translation>
    </message>
    <message>
        <source>--chart: &apos;%1&apos; is not per-drive, compare, percent or device</source>
        <translation>--chart: &apos;%1&apos; — не per-drive, compare, percent или device</translation>
    </message>
    <message>
        <source>--whiskers: &apos;%1&apos; is not none, minmax or ci95</source>
        <translation>--whiskers: &apos;%1&apos; — не none, minmax или ci95</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not light, dark or print</source>
        <translation>--theme: &apos;%1&apos; — не light, dark или print</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 1600x900 (at most %2 on a side)</source>
        <translation>--size: &apos;%1&apos; не является размером вида 1600x900 (не более %2 по каждой стороне)</translation>
    </message>
    <message>
        <source>--scale: &apos;%1&apos; is not a factor from 0.25 to 8 that keeps the image within %2 pixels on a side</source>
        <translation>--scale: &apos;%1&apos; — не коэффициент от 0.25 до 8, при котором изображение не выходит за %2 пикселей по каждой стороне</translation>
    </message>
    <message>
        <source>--%1 needs a chart to write: --png, --svg or --pdf</source>
        <translation>для --%1 нужен записываемый график: --png, --svg или --pdf</translation>
    </message>
</context>
<context>
    <name>ResultFlags</name>
    <message>
        <source>not cold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>large spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some runs started with data in the page cache (not cold): the speed is too high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs vary a lot or have outliers: more repetitions or a quieter machine help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compressed variant takes nearly as much space as the plain one, although the data compresses: the filesystem hardly compressed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target took the data barely faster than the drive delivered it: the speed is the target&apos;s, the drive may be faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>Copies data sets from the drive under test to a RAM disk with cold caches, times it and charts the read speed.</source>
        <translation>Копирует наборы данных с тестируемого диска на RAM-диск с холодным кэшем, замеряет время и строит график скорости чтения.</translation>
    </message>
    <message>
        <source>run: unexpected argument &apos;%1&apos;</source>
        <translation>run: лишний аргумент &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Session: %1
Chart: %2
</source>
        <translation>Сессия: %1
График: %2
</translation>
    </message>
    <message>
        <source>run cancelled; finished measurements are kept</source>
        <translation>запуск отменён; завершённые измерения сохранены</translation>
    </message>
    <message>
        <source>run failed: %1</source>
        <translation>запуск завершился с ошибкой: %1</translation>
    </message>
    <message>
        <source>%1 holds no drive to resume</source>
        <translation>в %1 нет диска, который можно продолжить</translation>
    </message>
</context>
<context>
    <name>RunOptions</name>
    <message>
        <source>Folder on the drive under test (default: the current folder).</source>
        <translation>Папка на тестируемом диске (по умолчанию: текущая папка).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>путь</translation>
    </message>
    <message>
        <source>Folder on a RAM disk (default: the first RAM disk with room).</source>
        <translation>Папка на RAM-диске (по умолчанию: первый RAM-диск с достаточным свободным местом).</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>типы</translation>
    </message>
    <message>
        <source>Size of each data set, e.g. 256M or 1G (default: 64M).</source>
        <translation>Размер каждого набора данных, например 256M или 1G (по умолчанию: 64M).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>размер</translation>
    </message>
    <message>
        <source>Seed of the generated data (default: 1).</source>
        <translation>Начальное значение (seed) для генерации данных (по умолчанию: 1).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>count</source>
        <translation>количество</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>режим</translation>
    </message>
    <message>
        <source>Session file to write (default: compressmark-DATE.cmsession.json).</source>
        <translation>Файл сессии для записи (по умолчанию: compressmark-DATE.cmsession.json).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>Chart image to write (default: the session&apos;s name with .png).</source>
        <translation>Файл изображения графика (по умолчанию: имя сессии с расширением .png).</translation>
    </message>
    <message>
        <source>Name of the drive in charts and tables.</source>
        <translation>Имя диска в графиках и таблицах.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>Measure even when the target is not a RAM disk.</source>
        <translation>Выполнять измерения, даже если цель не на RAM-диске.</translation>
    </message>
    <message>
        <source>Print the summary as JSON on stdout.</source>
        <translation>Вывести сводку в формате JSON в stdout.</translation>
    </message>
    <message>
        <source>Print no progress.</source>
        <translation>Не выводить ход выполнения.</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 64M or 1G</source>
        <translation>--size: &apos;%1&apos; не является размером вида 64M или 1G</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation>--seed: &apos;%1&apos; не является целым числом</translation>
    </message>
    <message>
        <source>--datasets: unknown data set &apos;%1&apos; (known: %2)</source>
        <translation>--datasets: неизвестный набор данных &apos;%1&apos; (известные: %2)</translation>
    </message>
    <message>
        <source>--datasets: no data set named</source>
        <translation>--datasets: не указан ни один набор данных</translation>
    </message>
    <message>
        <source>no RAM disk with room for the data set; create one (for example &apos;mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk&apos;) and pass --target</source>
        <translation>нет RAM-диска с достаточным местом для набора данных; создайте его (например, &apos;mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk&apos;) и укажите --target</translation>
    </message>
    <message>
        <source>Comma-separated data sets: books, photos, system, image, small, folder:PATH (default: books,photos,system,image).</source>
        <translation>Наборы данных через запятую: books, photos, system, image, small, folder:PATH (по умолчанию: books,photos,system,image).</translation>
    </message>
    <message>
        <source>Repetitions per measurement, or auto: until the 95 % confidence interval is within 3 % of the median, 3 to 30 (default: 5).</source>
        <translation>Число повторов каждого измерения или auto: пока 95-процентный доверительный интервал не станет уже 3 % медианы, от 3 до 30 (по умолчанию: 5).</translation>
    </message>
    <message>
        <source>How the compressed variant is stored: auto, none, btrfs[:ALG], ntfs, loop-btrfs[:ALG] or loop-ntfs; ALG is zstd, lzo or zlib (default: auto).</source>
        <translation>Как хранится сжатый вариант: auto, none, btrfs[:ALG], ntfs, loop-btrfs[:ALG] или loop-ntfs; ALG — zstd, lzo или zlib (по умолчанию: auto).</translation>
    </message>
    <message>
        <source>method</source>
        <translation>способ</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>операции</translation>
    </message>
    <message>
        <source>What copies: serial, parallel[:N], kernel, readonly or external:CMD (default: serial).</source>
        <translation>Чем копировать: serial, parallel[:N], kernel, readonly или external:CMD (по умолчанию: serial).</translation>
    </message>
    <message>
        <source>copier</source>
        <translation>копировщик</translation>
    </message>
    <message>
        <source>Compare every copy with its source after timing it.</source>
        <translation>Сравнивать каждую копию с исходником после замера.</translation>
    </message>
    <message>
        <source>--reps: &apos;%1&apos; is not auto or a count from 1 to 1000</source>
        <translation>--reps: &apos;%1&apos; — не auto и не число от 1 до 1000</translation>
    </message>
    <message>
        <source>--cache: &apos;%1&apos; is not drop, evict, fresh or direct</source>
        <translation>--cache: &apos;%1&apos; — не drop, evict, fresh или direct</translation>
    </message>
    <message>
        <source>Comma-separated operations: read, write, copy, delete, pack, unpack, smallfiles (default: read).</source>
        <translation>Операции через запятую: read, write, copy, delete, pack, unpack, smallfiles (по умолчанию: read).</translation>
    </message>
    <message>
        <source>Add this drive to an existing session file and save it there (or to --out).</source>
        <translation>Добавить этот диск в существующий файл сессии и сохранить его туда же (или в --out).</translation>
    </message>
    <message>
        <source>--resume takes the plan from the session; --%1 cannot change it</source>
        <translation>--resume берёт план из сессии; --%1 не может его изменить</translation>
    </message>
    <message>
        <source>Complete the last drive of this session, stopped by a crash or a cancel, with the plan it was started with; saved back there (or to --out).</source>
        <translation>Завершить последний диск этой сессии, остановленный сбоем или отменой, с тем же планом; результат сохраняется туда же (или в --out).</translation>
    </message>
    <message>
        <source>How runs are made cold: drop, evict, fresh or direct (default: drop as root or through compressmark-helper, else evict).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never start compressmark-helper (no password prompt): evict instead of dropping caches, loop images only as root.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cache drop needs root or compressmark-helper (%1); use --cache evict</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionReader</name>
    <message>
        <source>&apos;%1&apos; is not drop, evict, fresh or direct</source>
        <translation>&apos;%1&apos; — не drop, evict, fresh или direct</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operation</source>
        <translation>&apos;%1&apos; не является операцией</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CompressMark session (expected &apos;%2&apos;)</source>
        <translation>&apos;%1&apos; не является сессией CompressMark (ожидалось &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>version %1 was written by a newer CompressMark; this one reads version %2</source>
        <translation>версия %1 записана более новой версией CompressMark; эта версия читает версию %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time such as 2026-11-30T13:00:00Z</source>
        <translation>&apos;%1&apos; не является датой и временем вида 2026-11-30T13:00:00Z</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>строка %1, столбец %2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1: line 1, column 1: expected a JSON object</source>
        <translation>%1: строка 1, столбец 1: ожидался объект JSON</translation>
    </message>
    <message>
        <source>cannot open session %1: %2</source>
        <translation>не удаётся открыть сессию %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a session</source>
        <translation>%1: %2 байт — слишком большой размер для сессии</translation>
    </message>
    <message>
        <source>cannot read session %1: %2</source>
        <translation>не удаётся прочитать сессию %1: %2</translation>
    </message>
</context>
<context>
    <name>SpeedChart</name>
    <message>
        <source>compression off</source>
        <translation>без сжатия</translation>
    </message>
    <message>
        <source>compression on</source>
        <translation>со сжатием</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>%1 (%2): read speed, MB/s</source>
        <translation>%1 (%2): скорость чтения, МБ/с</translation>
    </message>
    <message>
        <source>%1, %2, %3; copier %4, %5 repetitions, cache %6</source>
        <translation>%1, %2, %3; копировщик %4, повторов: %5, кэш %6</translation>
    </message>
    <message>
        <source>%1, via a %2 image</source>
        <translation>%1, через образ %2</translation>
    </message>
    <message>
        <source>%1 of plain</source>
        <translation>%1 от несжатого</translation>
    </message>
    <message>
        <source>bars: median; whiskers: slowest and fastest run</source>
        <translation>столбцы: медиана; усы: самый медленный и самый быстрый замер</translation>
    </message>
    <message>
        <source>bars: median; whiskers: 95 % confidence interval of the mean</source>
        <translation>столбцы: медиана; усы: 95-процентный доверительный интервал среднего</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Read speed by drive, MB/s</source>
        <translation>Скорость чтения по дискам, МБ/с</translation>
    </message>
    <message>
        <source>Read speed with compression on, as % of compression off</source>
        <translation>Скорость чтения со сжатием, в % от скорости без сжатия</translation>
    </message>
    <message>
        <source>% of plain</source>
        <translation>% от несжатого</translation>
    </message>
    <message>
        <source>Bytes read from the device per data set, MB</source>
        <translation>Прочитано с устройства по наборам данных, МБ</translation>
    </message>
    <message>
        <source>below the logical size where compression saved reading</source>
        <translation>ниже логического размера там, где сжатие сократило чтение</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <source>logical data</source>
        <translation>логические данные</translation>
    </message>
    <message>
        <source>device read, compression off</source>
        <translation>прочитано с устройства, без сжатия</translation>
    </message>
    <message>
        <source>device read, compression on</source>
        <translation>прочитано с устройства, со сжатием</translation>
    </message>
    <message>
        <source>%1 of logical</source>
        <translation>%1 от логического размера</translation>
    </message>
</context>
<context>
    <name>Stages</name>
    <message>
        <source>Preparing</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Making the cache cold</source>
        <translation>Сброс кэша</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Очистка</translation>
    </message>
    <message>
        <source>Making a %1 image on the drive</source>
        <translation>Создание образа %1 на диске</translation>
    </message>
    <message>
        <source>Writing data set %1 (%2)</source>
        <translation>Запись набора данных %1 (%2)</translation>
    </message>
    <message>
        <source>Writing fresh data for %1</source>
        <translation>Запись свежих данных для %1</translation>
    </message>
    <message>
        <source>Preparing to %1 %2 (%3)</source>
        <translation>Подготовка: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Timing %1 of %2 (%3)</source>
        <translation>Замер: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Verifying the copy</source>
        <translation>Проверка копии</translation>
    </message>
    <message>
        <source>Removing what the run made</source>
        <translation>Удаление созданного при замере</translation>
    </message>
    <message>
        <source>plain only: compressmark-helper could not make the loop image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compression %1: compressmark-helper could not make the image (%2); run as root, or choose another --compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring how fast the target writes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryTable</name>
    <message>
        <source>drive</source>
        <translation>диск</translation>
    </message>
    <message>
        <source>data set</source>
        <translation>набор данных</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>вариант</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>операция</translation>
    </message>
    <message>
        <source>median MB/s</source>
        <translation>медиана, МБ/с</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <source>stdev</source>
        <translation>ст. откл.</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мин.</translation>
    </message>
    <message>
        <source>max</source>
        <translation>макс.</translation>
    </message>
    <message>
        <source>±CI95</source>
        <translation>±ДИ95</translation>
    </message>
    <message>
        <source>cold runs</source>
        <translation>холодные прогоны</translation>
    </message>
    <message>
        <source>vs plain</source>
        <translation>к несжатому</translation>
    </message>
    <message>
        <source>device read</source>
        <translation>прочитано устройством</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1 %2 %3 varies a lot (%4 % coefficient of variation, %n outlier(s)); more repetitions or a quieter machine help.</source>
        <translation>
            <numerusform>Предупреждение: %1 %2 %3 сильно разбросан (коэффициент вариации %4 %, %n выброс); помогут больше повторов или менее загруженная машина.</numerusform>
            <numerusform>Предупреждение: %1 %2 %3 сильно разбросан (коэффициент вариации %4 %, %n выброса); помогут больше повторов или менее загруженная машина.</numerusform>
            <numerusform>Предупреждение: %1 %2 %3 сильно разбросан (коэффициент вариации %4 %, %n выбросов); помогут больше повторов или менее загруженная машина.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n run(s) started with more than 1 % of the data in the page cache (not cold); their speeds are too high.</source>
        <translation>
            <numerusform>Предупреждение: %n замер начался, когда более 1 % данных было в кэше страниц (не холодный); его скорость завышена.</numerusform>
            <numerusform>Предупреждение: %n замера начались, когда более 1 % данных было в кэше страниц (не холодные); их скорость завышена.</numerusform>
            <numerusform>Предупреждение: %n замеров начались, когда более 1 % данных было в кэше страниц (не холодные); их скорость завышена.</numerusform>
        </translation>
    </message>
    <message>
        <source>files/s</source>
        <translation>файлов/с</translation>
    </message>
    <message>
        <source>Warning: %1 %2 %3 came close to how fast the target writes (%4 MB/s); the drive may be faster than measured.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>cannot write table %1: %2</source>
        <translation>не удаётся записать таблицу %1: %2</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>%1 was left behind (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::AdviceTableModel</name>
    <message>
        <source>%1 (best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::AdvisePage</name>
    <message>
        <source>&lt;h2&gt;Should I compress?&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a session, or measure the drive, to see what compression would do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probing the algorithms on this CPU: %v of %m data kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure it for real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the benchmark with the selected algorithm (or the recommended one) on these data kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session holds no drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RAM disk with room for the samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probing the algorithms on this CPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted from the drive&apos;s plain read speed, the ratio on the filesystem&apos;s own chunks and %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::BenchmarkRunner</name>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
</context>
<context>
    <name>cm::ComparePanel</name>
    <message>
        <source>Drives to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the drive up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the drive down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the drive from the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the drives to show; double-click a name to rename it; drag to reorder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the data sets to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ata sets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::DataSetChooser</name>
    <message>
        <source>Books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text: compresses well, as e-books and documents do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG and RAW-like pictures: hardly compressible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs and libraries, as an installed system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One large file with mixed content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many files of a few KiB: file-system overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of my own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the regular files of a folder; links and special files are skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder to copy as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished">Выбрать…</translation>
    </message>
    <message>
        <source>Choose the folder data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"> МиБ</translation>
    </message>
    <message>
        <source>Size of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to copy as a data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s), %1 in all</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, plus the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::DriveListModel</name>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2, from %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::ExportDialog</name>
    <message>
        <source>cannot write chart %1: %2</source>
        <translation type="unfinished">не удаётся записать график %1: %2</translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale of the PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print (black on white)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sc&amp;ale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default t&amp;itles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the default title and subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the chart image to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chart to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished">График</translation>
    </message>
    <message>
        <source>Table format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (every run, for spreadsheets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BBCode (forums)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab&amp;le format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the table to the clipboard as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session holds no measurement yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart is too large to copy; choose a smaller size or scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart image copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished">Экспорт графика</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::MainWindow</name>
    <message>
        <source>CompressMark</source>
        <translation>CompressMark</translation>
    </message>
    <message>
        <source>Checking the drives…</source>
        <translation>Проверка дисков…</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>Остановить тест?</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>Сессия сохранена в %1</translation>
    </message>
    <message>
        <source>Nothing was measured.</source>
        <translation>Ничего не измерено.</translation>
    </message>
    <message>
        <source>Open sessions</source>
        <translation>Открыть сессии</translation>
    </message>
    <message>
        <source>Sessions (*.cmsession.json *.json)</source>
        <translation>Сессии (*.cmsession.json *.json)</translation>
    </message>
    <message numerus="yes">
        <source>Opening %n session(s)…</source>
        <translation>
            <numerusform>Открывается %n сессия…</numerusform>
            <numerusform>Открываются %n сессии…</numerusform>
            <numerusform>Открываются %n сессий…</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Показано: %1</translation>
    </message>
    <message>
        <source>&amp;Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;esults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Should I &amp;compress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Drives from Sessions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Look at the Drives Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About CompressMark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About CompressMark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;CompressMark %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Measures how fast a drive reads with filesystem compression off and on, into a RAM disk with cold caches.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the session to %1 after every measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurements already finished stay in the session; the one in progress is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — CompressMark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add drives from sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.cmsession.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is saved after every measurement while a run goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export yet: run a benchmark or open a session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session shown has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close? Measurements already finished stay in the session.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::ResultsPage</name>
    <message>
        <source>Chart</source>
        <translation type="unfinished">График</translation>
    </message>
    <message>
        <source>Per drive (the last)</source>
        <translation type="unfinished">Один диск (последний)</translation>
    </message>
    <message>
        <source>Drives side by side</source>
        <translation type="unfinished">Диски рядом</translation>
    </message>
    <message>
        <source>Compressed as % of plain</source>
        <translation type="unfinished">Сжатый в % от несжатого</translation>
    </message>
    <message>
        <source>Device bytes read</source>
        <translation type="unfinished">Байты, прочитанные с устройства</translation>
    </message>
    <message>
        <source>Whiskers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No whiskers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowest to fastest run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % confidence interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::ResultsTableModel</name>
    <message>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread (CI95)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::RunPage</name>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation type="unfinished">Общий прогресс</translation>
    </message>
    <message>
        <source>Progress of the current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run yet. Choose the drive and the data sets on the Setup page and press Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished">Отмена</translation>
    </message>
    <message>
        <source>Overall:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started: %1 → %2; data sets %3; copier %4; %5 repetitions; caches: %6; compression: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation type="unfinished">%1 (повтор %2 из %3)</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3: run %4, %5 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — not cold: %1 % of the data was cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Measurements finished before the cancel are kept.</source>
        <translation type="unfinished">Отменено. Измерения, завершённые до отмены, сохранены.</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished">Тест завершился с ошибкой: %1</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished">Готово.</translation>
    </message>
</context>
<context>
    <name>cm::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default RAM-disk target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first RAM disk with room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial (one file at a time, like cp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel (several files in flight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel (copy_file_range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read only (no writes to the target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation type="unfinished">Повторы</translation>
    </message>
    <message>
        <source>Stop &amp;early when the result is steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptive repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat until the 95 % confidence interval is within 3 % of the median; the repetitions above are then the most there may be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strongest available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop all caches (root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evict the data set&apos;s files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fresh data for each repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes at the next start of CompressMark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM-disk &amp;target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not found now)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::SetupPage</name>
    <message>
        <source>Read (drive → RAM disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write back (RAM disk → drive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy within the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack into a tar file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpack the tar file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small files and 4 KiB random reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the drives…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished">Старт</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source folder</source>
        <translation type="unfinished">Исходная папка</translation>
    </message>
    <message>
        <source>The test writes its data set into a folder it makes here, and removes it afterwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose source folder</source>
        <translation type="unfinished">Выбрать исходную папку</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the drives again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive under test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM-disk target</source>
        <translation type="unfinished">Целевой RAM-диск</translation>
    </message>
    <message>
        <source>Compression method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial, like cp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel copy (copy_file_range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read only, no writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation type="unfinished">Повторы</translation>
    </message>
    <message>
        <source>until precise (at most this many)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeats until the 95 % confidence interval is within 3 % of the median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evict the data set&apos;s pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fresh data each repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive&apos;s model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation type="unfinished">Повторы:</translation>
    </message>
    <message>
        <source>Cold caches by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label in charts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3 free)</source>
        <translation type="unfinished">%1 (%2, свободно %3)</translation>
    </message>
    <message>
        <source>Drop all caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder on the drive to test</source>
        <translation type="unfinished">Папка на тестируемом диске</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (plain only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, on the drive itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs image file on the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NTFS image file on the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RAM disk has room for %1. Make one, for example:
sudo mkdir -p /mnt/ramdisk &amp;&amp; sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::VolumeListModel</name>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>gui: no display (DISPLAY or WAYLAND_DISPLAY) is set</source>
        <translation>gui: дисплей не задан (нет DISPLAY или WAYLAND_DISPLAY)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; try --help</source>
        <translation>неизвестная команда &apos;%1&apos;; см. --help</translation>
    </message>
    <message>
        <source>run, report, probe, generate, advise or gui</source>
        <translation>run, report, probe, generate, advise или gui</translation>
    </message>
    <message>
        <source>Measures how fast a drive delivers real files to a RAM disk, with filesystem compression off and on.

Commands:
  run       run the benchmark (see &apos;compressmark run --help&apos;)
  report    charts and tables of saved sessions (see &apos;compressmark report --help&apos;)
  probe     print what is known about the volume holding a path, as JSON
  generate  write one data set into a new folder and print its manifest as JSON
  advise    predict whether compression pays off on this drive and CPU
  gui       open the window (the default when a display is available), with the
            session files named after it

Without a command: the window when a display is available, otherwise &apos;run&apos; with defaults.</source>
        <translation>Измеряет, как быстро диск отдаёт настоящие файлы на RAM-диск, со сжатием файловой системы и без него.

Команды:
  run       запустить тест (см. &apos;compressmark run --help&apos;)
  report    графики и таблицы сохранённых сессий (см. &apos;compressmark report --help&apos;)
  probe     вывести сведения о томе, на котором лежит путь, в формате JSON
  generate  записать один набор данных в новую папку и вывести его описание в JSON
  advise    предсказать, окупится ли сжатие на этом диске и процессоре
  gui       открыть окно (по умолчанию, если есть дисплей) с указанными
            после него файлами сессий

Без команды: окно, если есть дисплей, иначе &apos;run&apos; с настройками по умолчанию.</translation>
    </message>
</context>
</TS>
