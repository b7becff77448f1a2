<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AdviceChart</name>
    <message>
        <source>Should I compress?</source>
        <translation>Сжимать или нет?</translation>
    </message>
    <message>
        <source>Predicted read speed of compressed data on this drive and CPU</source>
        <translation>Прогноз скорости чтения сжатых данных на этом диске и процессоре</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>без сжатия</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1, прогноз</translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation>%1, замер</translation>
    </message>
    <message>
        <source>%1 % saved</source>
        <translation>экономия %1 %</translation>
    </message>
</context>
<context>
    <name>AdviceRun</name>
    <message>
        <source>the drive has no plain read results to predict from</source>
        <translation>у диска нет результатов чтения без сжатия для прогноза</translation>
    </message>
    <message>
        <source>btrfs&apos;s own decompression speeds, measured on a btrfs image in RAM</source>
        <translation>собственные скорости распаковки btrfs, измеренные на образе btrfs в ОЗУ</translation>
    </message>
    <message>
        <source>the userspace libraries&apos; decompression speeds (%1)</source>
        <translation>скорости распаковки библиотек пользовательского пространства (%1)</translation>
    </message>
    <message>
        <source>the kernel&apos;s were not measured</source>
        <translation>скорости ядра не измерялись</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>not measured: %1 has not 256 MiB free to write on</source>
        <translation>не измерено: в %1 нет 256 МиБ свободного места</translation>
    </message>
    <message>
        <source>%1 µs (%2–%3 µs) per compressed extent, measured with zstd on a btrfs image in %4</source>
        <translation>%1 мкс (%2–%3 мкс) на сжатый экстент, измерено с zstd на образе btrfs в %4</translation>
    </message>
    <message>
        <source>not measured: the reads on the drive could not be told apart from the noise</source>
        <translation>не измерено: чтения с диска не удалось отличить от шума</translation>
    </message>
    <message>
        <source>not part of the model for NTFS</source>
        <translation>не входит в модель для NTFS</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>не измерено: %1</translation>
    </message>
    <message>
        <source>no folder on the drive</source>
        <translation>нет папки на диске</translation>
    </message>
    <message>
        <source>%1: sampling and timing the algorithms</source>
        <translation>%1: выборка и замер алгоритмов</translation>
    </message>
    <message>
        <source>%1: btrfs&apos;s own decompression</source>
        <translation>%1: собственная распаковка btrfs</translation>
    </message>
    <message>
        <source>not measured: no data kind shrinks with zstd</source>
        <translation>не измерено: ни один вид данных не сжимается zstd</translation>
    </message>
    <message>
        <source>this program&apos;s LZNT1 and %1 decompression speeds</source>
        <translation>скорости распаковки LZNT1 этой программы и %1</translation>
    </message>
    <message>
        <source>no folder on the drive the session measured was chosen</source>
        <translation>не выбрана папка на диске, который измерял сеанс</translation>
    </message>
    <message>
        <source>%1 is not on the drive the session measured (%2)</source>
        <translation>%1 не на том диске, который измерял сеанс (%2)</translation>
    </message>
    <message>
        <source>%1: the drive&apos;s reads of plain data and compressed extents</source>
        <translation>%1: чтение с диска без сжатия и сжатых экстентов</translation>
    </message>
</context>
<context>
    <name>AdviseCommand</name>
    <message>
        <source>%1 holds no drive</source>
        <translation>в %1 нет ни одного диска</translation>
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
        <source>advise cancelled</source>
        <translation>анализ отменён</translation>
    </message>
    <message>
        <source>%1 (plain read %2 MB/s, %3–%4): %5
</source>
        <translation>%1 (чтение без сжатия %2 МБ/с, %3–%4): %5
</translation>
    </message>
    <message>
        <source>95 % range</source>
        <translation>95-% диапазон</translation>
    </message>
    <message>
        <source>advise: [%1/%2] %3</source>
        <translation>advise: [%1/%2] %3</translation>
    </message>
    <message>
        <source>advise: probed in %1 s</source>
        <translation>advise: проба заняла %1 с</translation>
    </message>
    <message>
        <source>Predicts, for each data kind and each algorithm the filesystem offers (NTFS&apos;s; btrfs&apos;s for a session measured on btrfs), how fast compressed data would read on the drive and what it would save, from the drive&apos;s plain read speed (a session, or a short measurement) and the algorithms measured on this CPU; shows the measured speed beside it where the session has one.</source>
        <translation>Для каждого вида данных и каждого алгоритма, который предлагает файловая система (NTFS; btrfs для сессии, измеренной на btrfs), прогнозирует, как быстро сжатые данные будут читаться с диска и сколько места это сэкономит, исходя из скорости чтения диска без сжатия (из сессии или короткого замера) и алгоритмов, измеренных на этом процессоре; если в сессии есть измеренная скорость, показывает её рядом.</translation>
    </message>
    <message>
        <source>Predicts, for each data kind and each algorithm the filesystem offers (btrfs&apos;s; NTFS&apos;s for a session measured on NTFS), how fast compressed data would read on the drive and what it would save, from the drive&apos;s plain read speed (a session, or a short measurement) and the algorithms measured on this CPU; shows the measured speed beside it where the session has one.</source>
        <translation>Для каждого вида данных и каждого алгоритма, который предлагает файловая система (btrfs; NTFS для сессии, измеренной на NTFS), прогнозирует, как быстро сжатые данные будут читаться с диска и сколько места это сэкономит, исходя из скорости чтения диска без сжатия (из сессии или короткого замера) и алгоритмов, измеренных на этом процессоре; если в сессии есть измеренная скорость, показывает её рядом.</translation>
    </message>
    <message>
        <source>Decompression: %1; lz4, which no filesystem stores, at the library&apos;s speed on one core.
The drive&apos;s cost of reading compressed extents: %2.
= recommended, ≈ as fast within the measurements&apos; noise or a tenth (the tie goes to the algorithm that saves the most space); the range is what the measurements&apos; spread allows, not the model&apos;s own error, and &quot;cannot tell&quot; where it holds the plain speed and reaches more than a tenth below it.

</source>
        <translation>Распаковка: %1; lz4, который не хранит ни одна файловая система, — со скоростью библиотеки на одном ядре.
Стоимость чтения сжатых экстентов с диска: %2.
= рекомендуется, ≈ так же быстро в пределах шума измерений или десятой доли (при равенстве выбирается алгоритм, экономящий больше места); диапазон — то, что допускает разброс измерений, а не собственная ошибка модели, и «нельзя сказать», где он включает скорость без сжатия и уходит ниже неё более чем на десятую долю.

</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <source>; %1 read as fast (within the measurements&apos; noise or a tenth), and none saves more space than %2, the lowest level or the fastest to compress of those that save as much</source>
        <translation>; %1 читаются так же быстро (в пределах шума измерений или десятой доли), и ни один не экономит больше места, чем %2 — самый низкий уровень или самый быстрый при сжатии из экономящих столько же</translation>
    </message>
    <message>
        <source>; %1 read as fast (within the measurements&apos; noise or a tenth), %2 saves the most space</source>
        <translation>; %1 читаются так же быстро (в пределах шума измерений или десятой доли), %2 экономит больше всего места</translation>
    </message>
    <message>
        <source>; predicted from the session&apos;s own read with %1, %2 MB/s (%3–%4), which the model alone put at %5 MB/s</source>
        <translation>; прогноз отнесён к собственному чтению сеанса с %1, %2 МБ/с (%3–%4), которое одна модель оценила в %5 МБ/с</translation>
    </message>
    <message>
        <source>; predicted from this probe&apos;s reads of a btrfs image on the drive (%1 at %2 MB/s, plain at %3 MB/s): the time %1 added there, added to the plain read, puts it at %4 % of that, where the model alone put it at %5 %</source>
        <translation>; прогноз по чтениям этой пробы с образа btrfs на диске (%1 — %2 МБ/с, без сжатия — %3 МБ/с): время, которое там добавил %1, прибавленное к чтению без сжатия, даёт %4 % от него, где одна модель давала %5 %</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>no file named</source>
        <translation>файл не назван</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
</context>
<context>
    <name>CacheModeDecision</name>
    <message>
        <source>%1: evicting the data set&apos;s pages instead of dropping caches</source>
        <translation>%1: вместо сброса кэшей страницы набора данных вытесняются</translation>
    </message>
    <message>
        <source>caches dropped through compressmark-helper (pkexec may ask for an administrator&apos;s password)</source>
        <translation>кэши сбрасываются через compressmark-helper (pkexec может запросить пароль администратора)</translation>
    </message>
    <message>
        <source>caches could not be dropped through compressmark-helper (%1): evicting the data set&apos;s pages instead for the rest of the run</source>
        <translation>не удалось сбросить кэши через compressmark-helper (%1): до конца запуска вместо этого вытесняются страницы набора данных</translation>
    </message>
    <message>
        <source>the data set&apos;s pages are evicted before every run</source>
        <translation>страницы набора данных вытесняются из кэша перед каждым замером</translation>
    </message>
    <message>
        <source>every repetition reads new data, evicted after writing</source>
        <translation>каждый повтор читает новые данные, вытесненные из кэша после записи</translation>
    </message>
    <message>
        <source>O_DIRECT reads after an eviction</source>
        <translation>чтение с O_DIRECT после вытеснения из кэша</translation>
    </message>
    <message>
        <source>unbuffered reads (FILE_FLAG_NO_BUFFERING) after an eviction</source>
        <translation>небуферизованное чтение (FILE_FLAG_NO_BUFFERING) после вытеснения из кэша</translation>
    </message>
    <message>
        <source>caches dropped as administrator (the standby list purged)</source>
        <translation>кэши сбрасываются от имени администратора (список ожидания очищается)</translation>
    </message>
    <message>
        <source>caches could not be dropped (%1): evicting the data set&apos;s pages instead for the rest of the run</source>
        <translation>не удалось сбросить кэши (%1): до конца запуска вместо этого вытесняются страницы набора данных</translation>
    </message>
    <message>
        <source>caches dropped through compressmark-helper, started elevated once (Windows asks for an administrator&apos;s consent)</source>
        <translation>кэши сбрасываются через compressmark-helper, который запускается один раз с повышенными правами (Windows запросит согласие администратора)</translation>
    </message>
    <message>
        <source>caches dropped as root (sync, /proc/sys/vm/drop_caches and the drives&apos; buffers)</source>
        <translation>кэши сбрасываются от имени root (sync, /proc/sys/vm/drop_caches и буферы дисков)</translation>
    </message>
    <message>
        <source>%1 if the system allows it, else the data set&apos;s pages evicted before every run</source>
        <translation>%1, если система это позволит, иначе страницы набора данных вытесняются перед каждым замером</translation>
    </message>
</context>
<context>
    <name>CancelQuestion</name>
    <message>
        <source>Cancel the run?</source>
        <translation>Отменить тест?</translation>
    </message>
    <message>
        <source>The run goes on while you decide. Measurements already finished stay in the session; the one in progress is thrown away.</source>
        <translation>Тест продолжается, пока вы решаете. Уже завершённые измерения остаются в сессии; текущее будет отброшено.</translation>
    </message>
</context>
<context>
    <name>ChartData</name>
    <message numerus="yes">
        <source>and %n more result(s) measured against the drive&apos;s own limit</source>
        <translation>
            <numerusform>и ещё %n результат, сопоставленный с пределом самого диска</numerusform>
            <numerusform>и ещё %n результата, сопоставленных с пределом самого диска</numerusform>
            <numerusform>и ещё %n результатов, сопоставленных с пределом самого диска</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>cannot write chart %1: the size is empty</source>
        <translation>не удаётся записать график %1: размер равен нулю</translation>
    </message>
    <message>
        <source>cannot write chart %1: %2</source>
        <translation>не удаётся записать график %1: %2</translation>
    </message>
    <message>
        <source>A CompressMark chart: %1.</source>
        <translation>Диаграмма CompressMark: %1.</translation>
    </message>
    <message>
        <source>Values: %1.</source>
        <translation>Значения: %1.</translation>
    </message>
    <message>
        <source>Bars: %1.</source>
        <translation>Столбцы: %1.</translation>
    </message>
    <message>
        <source>For: %1.</source>
        <translation>Для: %1.</translation>
    </message>
    <message>
        <source>cannot write chart %1: the scale %2 is not a positive number</source>
        <translation>не удаётся записать график %1: масштаб %2 не является положительным числом</translation>
    </message>
    <message>
        <source>cannot write chart %1: it would be %2x%3 pixels, and an image has at most %4 on a side and %5 million in all; choose a smaller size or scale</source>
        <translation>не удаётся записать график %1: он занял бы %2x%3 пикселей, а изображение может иметь не более %4 по каждой стороне и %5 миллионов всего; выберите меньший размер или масштаб</translation>
    </message>
    <message>
        <source>drives %1-%2 of %3</source>
        <translation>диски %1-%2 из %3</translation>
    </message>
</context>
<context>
    <name>ChartValues</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 bars, the highest %2 (%3), the lowest %4 (%5).</source>
        <translation>Столбцов: %1; наибольший %2 (%3), наименьший %4 (%5).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The lines run from %1 to %2.</source>
        <translation>Линии идут от %1 до %2.</translation>
    </message>
</context>
<context>
    <name>CleanCommand</name>
    <message>
        <source>%1 (left by process %2, started %3)</source>
        <translation>%1 (оставлено процессом %2, запущенным %3)</translation>
    </message>
    <message>
        <source>; its loop image is still mounted</source>
        <translation>; его образ loop всё ещё смонтирован</translation>
    </message>
    <message>
        <source>Folder to look in (default: the current folder).</source>
        <translation>Папка, в которой искать (по умолчанию: текущая папка).</translation>
    </message>
    <message>
        <source>Remove what is listed.</source>
        <translation>Удалить перечисленное.</translation>
    </message>
    <message>
        <source>clean: name at most one folder</source>
        <translation>clean: укажите не более одной папки</translation>
    </message>
    <message>
        <source>clean: %1 is not a folder</source>
        <translation>clean: %1 не является папкой</translation>
    </message>
    <message>
        <source>removed %1
</source>
        <translation>удалено: %1
</translation>
    </message>
    <message>
        <source>No stale CompressMark workspace in %1
</source>
        <translation>В %1 нет брошенных рабочих папок CompressMark
</translation>
    </message>
    <message>
        <source>Remove them with: compressmark clean %1 --yes
</source>
        <translation>Удалить их: compressmark clean %1 --yes
</translation>
    </message>
    <message>
        <source>%1 (and %2 more could not be removed)</source>
        <translation>%1 (и ещё %2 не удалось удалить)</translation>
    </message>
    <message>
        <source>clean: %1 is a symbolic link; name the folder it leads to (%2) instead</source>
        <translation>clean: %1 — символическая ссылка; укажите папку, на которую она ведёт (%2)</translation>
    </message>
    <message>
        <source>clean cancelled; only the folders named as removed are gone</source>
        <translation>очистка отменена; удалены только папки, названные удалёнными</translation>
    </message>
    <message>
        <source>clean cancelled</source>
        <translation>очистка отменена</translation>
    </message>
    <message>
        <source>%1 (left by a save that did not finish)
</source>
        <translation>%1 (оставлен незавершённым сохранением)
</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>не удаётся удалить %1</translation>
    </message>
    <message>
        <source>Lists the workspaces and target folders that a killed or crashed run left in PATH, and the temporary files of saves that did not finish, and with --yes removes them. Only folders with CompressMark&apos;s marker whose run has ended are touched, and only your own temporary files untouched for a minute.</source>
        <translation>Показывает рабочие папки и папки назначения, оставленные в PATH прерванным или аварийно завершённым запуском, а также временные файлы незавершённых сохранений, и с --yes удаляет их. Затрагиваются только папки с меткой CompressMark, чей запуск завершён, и только ваши собственные временные файлы, не менявшиеся минуту.</translation>
    </message>
</context>
<context>
    <name>CommandParsing</name>
    <message>
        <source>--%1: name a folder</source>
        <translation>--%1: укажите папку</translation>
    </message>
    <message>
        <source>--%1: %2 is not an existing folder</source>
        <translation>--%1: %2 не является существующей папкой</translation>
    </message>
</context>
<context>
    <name>CompareReport</name>
    <message>
        <source>%1 MB/s (± %2)</source>
        <translation>%1 МБ/с (± %2)</translation>
    </message>
    <message>
        <source>%1 here; not published</source>
        <translation>%1 здесь; не опубликовано</translation>
    </message>
    <message>
        <source>%1 published, %2 here</source>
        <translation>%1 опубликовано, %2 здесь</translation>
    </message>
    <message>
        <source> (within noise)</source>
        <translation> (в пределах шума)</translation>
    </message>
    <message>
        <source> (%1 % of it)</source>
        <translation> (%1 % от опубликованного)</translation>
    </message>
    <message>
        <source>Compared with %1 (%2):
</source>
        <translation>Сравнение с %1 (%2):
</translation>
    </message>
    <message>
        <source>Measured alike: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.
</source>
        <translation>Измерено одинаково: то же ядро, система, процессор, файловая система, сжатие, копировщик, режим кэша, повторы и наборы данных.
</translation>
    </message>
    <message>
        <source>Measured differently, so differences in speed may come from these too:
</source>
        <translation>Измерено по-разному, поэтому различия в скорости могут идти и отсюда:
</translation>
    </message>
    <message>
        <source>  %1: %2 published, %3 here
</source>
        <translation>  %1: %2 опубликовано, %3 здесь
</translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>≈ plain (within noise)</source>
        <translation>≈ как без сжатия (в пределах шума)</translation>
    </message>
    <message>
        <source>%1 % (%2–%3 %)</source>
        <translation>%1 % (%2–%3 %)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not enough pairs (%1)</source>
        <translation>мало пар (%1)</translation>
    </message>
</context>
<context>
    <name>Compression</name>
    <message>
        <source>this system has no %1 compression</source>
        <translation>в этой системе нет сжатия %1</translation>
    </message>
    <message>
        <source>%1 has no transparent compression; %2</source>
        <translation>В %1 нет прозрачного сжатия; %2</translation>
    </message>
    <message>
        <source>this volume</source>
        <translation>этот том</translation>
    </message>
    <message>
        <source>%1 is %2, which compresses as %3</source>
        <translation>%1 — это %2, который сжимает как %3</translation>
    </message>
    <message>
        <source>--compression %1: %2</source>
        <translation>--compression %1: %2</translation>
    </message>
    <message>
        <source>a %1 loop image needs Linux&apos;s loop devices; measure a drive&apos;s own compression instead</source>
        <translation>loop-образу %1 нужны loop-устройства Linux; вместо этого измерьте собственное сжатие диска</translation>
    </message>
    <message>
        <source>the NTFS volume %1 has an allocation unit size of %2 KiB, and NTFS compresses only with allocation units of 4 KiB or less</source>
        <translation>размер кластера тома NTFS %1 — %2 КиБ, а NTFS сжимает только при размере кластера не больше 4 КиБ</translation>
    </message>
    <message>
        <source>the NTFS volume %1 does not offer compression</source>
        <translation>том NTFS %1 не предлагает сжатия</translation>
    </message>
    <message>
        <source>%1 is not NTFS</source>
        <translation>%1 — не NTFS</translation>
    </message>
    <message>
        <source>NTFS does not store new files in %1 compressed</source>
        <translation>NTFS не сохраняет новые файлы в %1 сжатыми</translation>
    </message>
    <message>
        <source>a btrfs or NTFS image on this drive (--compression loop-btrfs or loop-ntfs, as root) shows what it would do</source>
        <translation>образ btrfs или NTFS на этом диске (--compression loop-btrfs или loop-ntfs, от имени root) покажет, что оно дало бы</translation>
    </message>
    <message>
        <source>a drive formatted NTFS compresses</source>
        <translation>диск, отформатированный в NTFS, сжимает</translation>
    </message>
</context>
<context>
    <name>CompressionModel</name>
    <message>
        <source>do not compress: the data does not shrink</source>
        <translation>не сжимать: данные не уменьшаются при сжатии</translation>
    </message>
    <message>
        <source>compress with %1: %2 % (%3) of the plain speed, %4 % less space</source>
        <translation>сжимать с %1: %2 % (%3) от скорости без сжатия, на %4 % меньше места</translation>
    </message>
    <message>
        <source>compress with %1: no measurable difference from plain (%2 %, %3), %4 % less space</source>
        <translation>сжимать с %1: без измеримой разницы со скоростью без сжатия (%2 %, %3), на %4 % меньше места</translation>
    </message>
    <message>
        <source>compress with %1 if space matters: %2 % (%3) of the plain speed, %4 % less space</source>
        <translation>сжимать с %1, если важно место: %2 % (%3) от скорости без сжатия, на %4 % меньше места</translation>
    </message>
    <message>
        <source>do not compress: %1 would read at %2 % (%3) of the plain speed</source>
        <translation>не сжимать: %1 читался бы со скоростью %2 % (%3) от скорости без сжатия</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>нельзя сказать</translation>
    </message>
    <message>
        <source>cannot tell: %1 would read at %2 % of the plain speed by the estimate, but the measurements&apos; spread allows %3, faster or slower than plain; measuring it decides (%4 % less space)</source>
        <translation>нельзя сказать: по оценке %1 читался бы со скоростью %2 % от скорости без сжатия, но разброс измерений допускает %3, быстрее или медленнее; решит измерение (на %4 % меньше места)</translation>
    </message>
    <message>
        <source>compress with %1: at most a tenth slower than plain, perhaps faster (%2 %, %3), %4 % less space</source>
        <translation>сжимать с %1: не более чем на десятую долю медленнее, чем без сжатия, возможно быстрее (%2 %, %3), на %4 % меньше места</translation>
    </message>
    <message>
        <source>compress with %1 if space matters: %2 % (%3) of the plain speed, perhaps more than a fifth slower, %4 % less space</source>
        <translation>сжимать с %1, если важно место: %2 % (%3) от скорости без сжатия, возможно медленнее более чем на пятую долю, на %4 % меньше места</translation>
    </message>
</context>
<context>
    <name>ConcurrentRuns</name>
    <message>
        <source>Another CompressMark run (%1) measures the same drive or RAM disk: each slows the other, and the timed runs it overlaps are flagged as disturbed</source>
        <translation>Другой запуск CompressMark (%1) измеряет тот же диск или RAM-диск: каждый замедляет другой, и замеры, совпавшие с ним по времени, помечаются как нарушенные</translation>
    </message>
</context>
<context>
    <name>ControlCharacterGuard</name>
    <message>
        <source>Line breaks, tabs and other control characters cannot be part of this text.</source>
        <translation>Переводы строк, табуляции и другие управляющие символы не могут быть частью этого текста.</translation>
    </message>
</context>
<context>
    <name>CopierFactory</name>
    <message>
        <source>robocopy is Windows&apos; own copier; here use serial, parallel[:N], uring[:N], kernel or external:CMD</source>
        <translation>robocopy — копировщик самой Windows; здесь используйте serial, parallel[:N], uring[:N], kernel или external:CMD</translation>
    </message>
    <message>
        <source>the uring copier cannot run here: %1</source>
        <translation>копировщик uring здесь работать не может: %1</translation>
    </message>
</context>
<context>
    <name>DataSetSizing</name>
    <message>
        <source>a cold read of %1 took %2 s</source>
        <translation>холодное чтение %1 заняло %2 с</translation>
    </message>
    <message>
        <source>%1: %2, for a read of at least %3 s at %4 MB/s (%5)</source>
        <translation>%1: %2, чтобы чтение длилось не меньше %3 с при %4 МБ/с (%5)</translation>
    </message>
    <message>
        <source>%1: %2, the largest automatic size; a read lasts about %3 s at %4 MB/s (%5)</source>
        <translation>%1: %2, наибольший автоматический размер; чтение длится около %3 с при %4 МБ/с (%5)</translation>
    </message>
    <message>
        <source>%1: %2, all the free space allows; a read lasts about %3 s at %4 MB/s, less than %5 s (%6)</source>
        <translation>%1: %2, сколько позволяет свободное место; чтение длится около %3 с при %4 МБ/с, меньше %5 с (%6)</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Books</source>
        <translation>Книги</translation>
    </message>
    <message>
        <source>Photos</source>
        <translation>Фотографии</translation>
    </message>
    <message>
        <source>System files</source>
        <translation>Системные файлы</translation>
    </message>
    <message>
        <source>Disk image</source>
        <translation>Образ диска</translation>
    </message>
    <message>
        <source>Small files</source>
        <translation>Мелкие файлы</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation>Папка %1</translation>
    </message>
    <message>
        <source>compression off</source>
        <translation>сжатие выключено</translation>
    </message>
    <message>
        <source>compression on</source>
        <translation>сжатие включено</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Write back</source>
        <translation>Обратная запись</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копирование</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удаление</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Упаковка</translation>
    </message>
    <message>
        <source>Unpack</source>
        <translation>Распаковка</translation>
    </message>
    <message>
        <source>4 KiB random reads, depth 1</source>
        <translation>Случайное чтение по 4 КиБ, глубина 1</translation>
    </message>
    <message>
        <source>4 KiB random reads, depth 32</source>
        <translation>Случайное чтение по 4 КиБ, глубина 32</translation>
    </message>
    <message>
        <source>Drop all caches</source>
        <translation>Сбросить все кэши</translation>
    </message>
    <message>
        <source>Evict the data set&apos;s pages</source>
        <translation>Вытеснить страницы набора данных</translation>
    </message>
    <message>
        <source>Fresh data each repetition</source>
        <translation>Новые данные для каждого повтора</translation>
    </message>
    <message>
        <source>Direct I/O</source>
        <translation>Прямой ввод-вывод</translation>
    </message>
    <message>
        <source>Parallel</source>
        <translation>Параллельный</translation>
    </message>
    <message>
        <source>Kernel copy (copy_file_range)</source>
        <translation>Копирование ядром (copy_file_range)</translation>
    </message>
    <message>
        <source>Read only, no writes</source>
        <translation>Только чтение, без записи</translation>
    </message>
    <message>
        <source>External program</source>
        <translation>Внешняя программа</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <source>None (plain only)</source>
        <translation>Нет (только без сжатия)</translation>
    </message>
    <message>
        <source>btrfs image file on the drive</source>
        <translation>Файл образа btrfs на диске</translation>
    </message>
    <message>
        <source>NTFS image file on the drive</source>
        <translation>Файл образа NTFS на диске</translation>
    </message>
    <message>
        <source>%1, on the drive itself</source>
        <translation>%1, на самом диске</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 ТиБ</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 ГиБ</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МиБ</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 КиБ</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
    </message>
    <message>
        <source>robocopy</source>
        <translation>robocopy</translation>
    </message>
    <message>
        <source>WOF (compact /exe:), each file after writing</source>
        <translation>WOF (compact /exe:), каждый файл после записи</translation>
    </message>
    <message>
        <source>Serial, one buffer</source>
        <translation>Последовательно, один буфер</translation>
    </message>
    <message>
        <source>Direct sequential read</source>
        <translation>Прямое последовательное чтение</translation>
    </message>
    <message>
        <source>io_uring, many files in flight</source>
        <translation>io_uring, много файлов одновременно</translation>
    </message>
</context>
<context>
    <name>DriveLimit</name>
    <message>
        <source>%1 % of a direct sequential read</source>
        <translation>%1 % прямого последовательного чтения</translation>
    </message>
    <message>
        <source>%1 % of 4 KiB reads at depth %2</source>
        <translation>%1 % чтений по 4 КиБ на глубине %2</translation>
    </message>
    <message>
        <source>(%1 % at depth 1)</source>
        <translation>(%1 % на глубине 1)</translation>
    </message>
</context>
<context>
    <name>DriveRecord</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, затем %2</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>another process of yours kept %1 locked for %2 seconds</source>
        <translation>другой ваш процесс удерживал блокировку %1 в течение %2 с</translation>
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
    <message>
        <source>generate: %1 is in a kernel interface (/dev, /proc, /sys), not storage; nothing is written there</source>
        <translation>generate: %1 находится в интерфейсе ядра (/dev, /proc, /sys), а не в хранилище; туда ничего не записывается</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>generate cancelled, but %1</source>
        <translation>генерация отменена, но %1</translation>
    </message>
    <message>
        <source>Writes one data set into the new folder DIR and prints its manifest (files, bytes, how well zstd and lz4 compress it, what was skipped) as JSON. The same kind, size and seed give the same files on every machine; &apos;system&apos; samples %1; &apos;folder:PATH&apos; copies PATH whole, without links and special files, and ignores --size.</source>
        <translation>Записывает один набор данных в новую папку DIR и выводит его описание (файлы, байты, насколько его сжимают zstd и lz4, что пропущено) в формате JSON. Одинаковые вид, размер и seed дают одинаковые файлы на любой машине; &apos;system&apos; берёт выборку из %1; &apos;folder:PATH&apos; копирует PATH целиком, без ссылок и специальных файлов, и не учитывает --size.</translation>
    </message>
    <message>
        <source>this machine&apos;s /usr/lib and /usr/share</source>
        <translation>/usr/lib и /usr/share этой машины</translation>
    </message>
    <message>
        <source>this machine&apos;s Windows\WinSxS folder</source>
        <translation>папки Windows\WinSxS этой машины</translation>
    </message>
</context>
<context>
    <name>HistoryChartData</name>
    <message>
        <source>Each day&apos;s pair of bars: compression off first, compression on beside it in another shade of the day&apos;s colour.</source>
        <translation>Пара столбцов каждого дня: сначала без сжатия, рядом со сжатием — другим оттенком цвета этого дня.</translation>
    </message>
    <message>
        <source>Read speed of %1 over time, MB/s</source>
        <translation>Скорость чтения %1 во времени, МБ/с</translation>
    </message>
    <message>
        <source>Measured alike each time: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.</source>
        <translation>Каждый раз измерено одинаково: то же ядро, система, процессор, файловая система, сжатие, копировщик, режим кэша, повторы и наборы данных.</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>Изменилось %1</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 is %2, not a regular file</source>
        <translation>%1 — %2, а не обычный файл</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>именованный канал (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>символическая ссылка</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>обычный файл</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>специальный файл</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 больше %2 байт</translation>
    </message>
</context>
<context>
    <name>Interference</name>
    <message>
        <source>the drive read %1 MB beyond the run&apos;s own %2 MB: another program used it</source>
        <translation>диск прочитал на %1 МБ больше, чем сам замер (%2 МБ): им пользовалась другая программа</translation>
    </message>
    <message>
        <source>the drive wrote %1 MB beyond the run&apos;s own %2 MB: another program used it</source>
        <translation>диск записал на %1 МБ больше, чем сам замер (%2 МБ): им пользовалась другая программа</translation>
    </message>
    <message>
        <source>other programs used %1 % of the CPU</source>
        <translation>другие программы заняли %1 % процессора</translation>
    </message>
    <message>
        <source>the hypervisor took %1 % of the CPU (steal time)</source>
        <translation>гипервизор забрал %1 % процессора (steal time)</translation>
    </message>
    <message>
        <source>another CompressMark run (%1) measured the same drive or RAM disk</source>
        <translation>другой запуск CompressMark (%1) измерял тот же диск или RAM-диск</translation>
    </message>
    <message numerus="yes">
        <source>%n more CompressMark run(s) measured the same drive or RAM disk</source>
        <translation>
            <numerusform>ещё %n запуск CompressMark измерял тот же диск или RAM-диск</numerusform>
            <numerusform>ещё %n запуска CompressMark измеряли тот же диск или RAM-диск</numerusform>
            <numerusform>ещё %n запусков CompressMark измеряли тот же диск или RAM-диск</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>cannot write the library %1: %2</source>
        <translation>не удаётся записать библиотеку %1: %2</translation>
    </message>
    <message>
        <source>the library %1 cannot be used (%2) and cannot be rebuilt: %3</source>
        <translation>библиотеку %1 нельзя использовать (%2) и нельзя перестроить: %3</translation>
    </message>
    <message>
        <source>cannot make the library %1: its folder cannot be written</source>
        <translation>не удаётся создать библиотеку %1: в её папку нельзя писать</translation>
    </message>
    <message>
        <source>its folder or file cannot be written</source>
        <translation>в её папку или файл нельзя писать</translation>
    </message>
    <message>
        <source>cannot open the library %1: %2</source>
        <translation>не удаётся открыть библиотеку %1: %2</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>не удаётся удалить %1</translation>
    </message>
    <message>
        <source>the library %1 is not open</source>
        <translation>библиотека %1 не открыта</translation>
    </message>
    <message>
        <source>asked for</source>
        <translation>по запросу</translation>
    </message>
    <message>
        <source>unknown SQLite error</source>
        <translation>неизвестная ошибка SQLite</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver is missing (on Debian: libqt6sql6-sqlite)</source>
        <translation>нет драйвера SQLite для Qt (в Debian: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the library is never read through one</source>
        <translation>%1 — символическая ссылка; библиотека никогда не читается через ссылку</translation>
    </message>
    <message>
        <source>%1 belongs to another user; a library is only read by its owner</source>
        <translation>%1 принадлежит другому пользователю; библиотеку читает только её владелец</translation>
    </message>
    <message>
        <source>cannot create the library&apos;s folder %1</source>
        <translation>не удаётся создать папку библиотеки %1</translation>
    </message>
    <message>
        <source>the library&apos;s folder %1 is not a folder</source>
        <translation>папка библиотеки %1 — не папка</translation>
    </message>
    <message>
        <source>the library&apos;s folder %1 belongs to another user; a library is only read by its owner</source>
        <translation>папка библиотеки %1 принадлежит другому пользователю; библиотеку читает только её владелец</translation>
    </message>
    <message>
        <source>the library %1 is not a file</source>
        <translation>библиотека %1 — не файл</translation>
    </message>
    <message>
        <source>cannot read the library %1: %2</source>
        <translation>не удаётся прочитать библиотеку %1: %2</translation>
    </message>
    <message>
        <source>its version is %1, this program&apos;s %2</source>
        <translation>её версия %1, а версия этой программы — %2</translation>
    </message>
    <message>
        <source>the expected tables could not be made in memory</source>
        <translation>ожидаемые таблицы не удалось создать в памяти</translation>
    </message>
    <message>
        <source>it holds %1, which this program does not make</source>
        <translation>в ней есть %1, которого эта программа не создаёт</translation>
    </message>
    <message>
        <source>it lacks %1</source>
        <translation>в ней нет %1</translation>
    </message>
    <message>
        <source>%1 left the history it was linked into.</source>
        <translation>%1 вышел из истории, к которой был привязан.</translation>
    </message>
    <message>
        <source>The drives linked into the history of %1 left it.</source>
        <translation>Диски, привязанные к истории %1, вышли из неё.</translation>
    </message>
    <message>
        <source>%1, measured on %2, stands apart from the other measurements of its model and serial.</source>
        <translation>%1, измеренный %2, теперь отделён от других измерений своей модели и серийного номера.</translation>
    </message>
    <message>
        <source>%1 is a drive of its own already: nothing to unlink.</source>
        <translation>%1 уже отдельный диск: отвязывать нечего.</translation>
    </message>
</context>
<context>
    <name>LibraryCharts</name>
    <message>
        <source>a session of the library</source>
        <translation>сессия библиотеки</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>Записано: %1
</translation>
    </message>
    <message>
        <source>  alt text: %1
</source>
        <translation>  замещающий текст: %1
</translation>
    </message>
    <message>
        <source>%1 (%2, serial %3), measurements: %4
</source>
        <translation>%1 (%2, серийный номер %3), измерений: %4
</translation>
    </message>
    <message>
        <source>Measured alike each time.
</source>
        <translation>Каждый раз измерено одинаково.
</translation>
    </message>
    <message>
        <source>What changed between two measurements:
</source>
        <translation>Что изменилось между измерениями:
</translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation>не удаётся записать веб-страницу %1: %2</translation>
    </message>
    <message>
        <source>library compare: no drive in the library has the ID &apos;%1&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation>library compare: в библиотеке нет диска с ID «%1»; список выводит «compressmark library list»</translation>
    </message>
    <message>
        <source>library compare: these drives hold no measurement</source>
        <translation>library compare: у этих дисков нет измерений</translation>
    </message>
</context>
<context>
    <name>LibraryCommand</name>
    <message>
        <source>library: --%1 &apos;%2&apos; is not a date such as 2026-11-30 or 2026-11-30T13:00</source>
        <translation>library: --%1 «%2» — не дата вида 2026-11-30 или 2026-11-30T13:00</translation>
    </message>
    <message>
        <source>%1 (and %2 more files that are not sessions)</source>
        <translation>%1 (и ещё файлов, которые не являются сессиями: %2)</translation>
    </message>
    <message>
        <source>Session files: %1 added, %2 changed, %3 gone, %4 as they were.
</source>
        <translation>Файлы сессий: добавлено %1, изменено %2, исчезло %3, без изменений %4.
</translation>
    </message>
    <message>
        <source>library: no drive in the library is &apos;%1&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation>library: в библиотеке нет диска «%1»; список выводит «compressmark library list»</translation>
    </message>
    <message>
        <source>Use the library in FILE instead of your own (it follows only what was added to it).</source>
        <translation>Использовать библиотеку в FILE вместо вашей (она следит только за тем, что в неё добавлено).</translation>
    </message>
    <message>
        <source>list: drives whose model holds TEXT (any case).</source>
        <translation>list: диски, в модели которых есть TEXT (без учёта регистра).</translation>
    </message>
    <message>
        <source>list: drives on this filesystem (btrfs, ext4, ntfs, ...).</source>
        <translation>list: диски с этой файловой системой (btrfs, ext4, ntfs, ...).</translation>
    </message>
    <message>
        <source>list: drives measured with this compression (btrfs:zstd, or btrfs for any algorithm, none).</source>
        <translation>list: диски, измеренные с этим сжатием (btrfs:zstd, или btrfs для любого алгоритма, none).</translation>
    </message>
    <message>
        <source>list: drives with results of this data set (books, photos, ...).</source>
        <translation>list: диски с результатами этого набора данных (books, photos, ...).</translation>
    </message>
    <message>
        <source>list: drives measured on or after DATE (2026-11-30, or 2026-11-30T13:00).</source>
        <translation>list: диски, измеренные в DATE или позже (2026-11-30 или 2026-11-30T13:00).</translation>
    </message>
    <message>
        <source>list: drives measured on or before DATE.</source>
        <translation>list: диски, измеренные в DATE или раньше.</translation>
    </message>
    <message>
        <source>list: drives whose label, model, serial, filesystem, kernel, CPU, system, data sets or file holds TEXT (any case).</source>
        <translation>list: диски, в метке, модели, серийном номере, файловой системе, ядре, процессоре, системе, наборах данных или файле которых есть TEXT (без учёта регистра).</translation>
    </message>
    <message>
        <source>list, show: print the drives and their results as JSON.</source>
        <translation>list, show: вывести диски и их результаты в JSON.</translation>
    </message>
    <message>
        <source>library: --%1 filters only &apos;list&apos;</source>
        <translation>library: --%1 отбирает только для «list»</translation>
    </message>
    <message>
        <source>library: --json is for &apos;list&apos; and &apos;show&apos;</source>
        <translation>library: --json — только для «list» и «show»</translation>
    </message>
    <message>
        <source>library add: name the session files or folders to add</source>
        <translation>library add: укажите файлы сессий или папки для добавления</translation>
    </message>
    <message>
        <source>library %1: unexpected argument &apos;%2&apos;</source>
        <translation>library %1: лишний аргумент «%2»</translation>
    </message>
    <message>
        <source>the library %1 was rebuilt from its session files: %2</source>
        <translation>библиотека %1 перестроена по файлам сессий: %2</translation>
    </message>
    <message>
        <source>the library %1 is read as it is, without what changed since: %2</source>
        <translation>библиотека %1 прочитана как есть, без последующих изменений: %2</translation>
    </message>
    <message>
        <source>too few pairs to compare</source>
        <translation>слишком мало пар для сравнения</translation>
    </message>
    <message>
        <source>%1 x plain (%2-%3), %4</source>
        <translation>%1 × без сжатия (%2–%3), %4</translation>
    </message>
    <message>
        <source>No drive in the library passes these filters.
</source>
        <translation>В библиотеке нет дисков, проходящих эти фильтры.
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>DRIVE</source>
        <translation>ДИСК</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>МОДЕЛЬ</translation>
    </message>
    <message>
        <source>FILESYSTEM</source>
        <translation>ФС</translation>
    </message>
    <message>
        <source>COMPRESSION</source>
        <translation>СЖАТИЕ</translation>
    </message>
    <message>
        <source>MEASURED</source>
        <translation>ИЗМЕРЕН</translation>
    </message>
    <message>
        <source>DATA SETS</source>
        <translation>НАБОРЫ ДАННЫХ</translation>
    </message>
    <message>
        <source>SESSION</source>
        <translation>СЕССИЯ</translation>
    </message>
    <message>
        <source>Drive %1: %2
</source>
        <translation>Диск %1: %2
</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>Сессия:</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Измерен:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Модель:</translation>
    </message>
    <message>
        <source>Serial:</source>
        <translation>Серийный номер:</translation>
    </message>
    <message>
        <source>Filesystem:</source>
        <translation>Файловая система:</translation>
    </message>
    <message>
        <source>Compression:</source>
        <translation>Сжатие:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Ядро:</translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation>Процессор:</translation>
    </message>
    <message>
        <source>No results.
</source>
        <translation>Результатов нет.
</translation>
    </message>
    <message>
        <source>DATA SET</source>
        <translation>НАБОР ДАННЫХ</translation>
    </message>
    <message>
        <source>OPERATION</source>
        <translation>ОПЕРАЦИЯ</translation>
    </message>
    <message>
        <source>VARIANT</source>
        <translation>ВАРИАНТ</translation>
    </message>
    <message>
        <source>RUNS</source>
        <translation>ПРОГОНЫ</translation>
    </message>
    <message>
        <source>MEDIAN MB/S</source>
        <translation>МЕДИАНА МБ/С</translation>
    </message>
    <message>
        <source>95 % CI</source>
        <translation>95 % ДИ</translation>
    </message>
    <message>
        <source>FLAGS</source>
        <translation>ПОМЕТКИ</translation>
    </message>
    <message>
        <source>AGAINST PLAIN</source>
        <translation>ПРОТИВ БЕЗ СЖАТИЯ</translation>
    </message>
    <message>
        <source>library %1: --%2 is for %3</source>
        <translation>library %1: --%2 — только для %3</translation>
    </message>
    <message>
        <source>history, compare: write the chart as PNG.</source>
        <translation>history, compare: записать график в PNG.</translation>
    </message>
    <message>
        <source>history, compare: write the chart as SVG.</source>
        <translation>history, compare: записать график в SVG.</translation>
    </message>
    <message>
        <source>compare: write a web page of the drives, which embeds the sessions they came from.</source>
        <translation>compare: записать веб-страницу дисков, в которую вложены их сессии.</translation>
    </message>
    <message>
        <source>library compare: name the IDs of the drives to compare</source>
        <translation>library compare: укажите ID дисков для сравнения</translation>
    </message>
    <message>
        <source>library %1: name one drive</source>
        <translation>library %1: укажите один диск</translation>
    </message>
    <message>
        <source>library compare: --chart &apos;%1&apos; is not a chart of several drives: %2</source>
        <translation>library compare: --chart «%1» — не диаграмма нескольких дисков: %2</translation>
    </message>
    <message>
        <source>compare: the chart to draw: compare (the default), drives, percent, device or cpu.</source>
        <translation>compare: какую диаграмму строить: compare (по умолчанию), drives, percent, device или cpu.</translation>
    </message>
    <message>
        <source>The library: an index of every session file on this machine, to list, filter and show drives measured in any session. Session files stay as they are; the library is rebuilt from them whenever it cannot be trusted.

  list             the drives, newest first, with the filters below
  add PATH...      session files, or folders whose *.cmsession.json files are followed from then on
  rebuild          make the library anew from its files and folders
  show DRIVE       a drive&apos;s sessions and results: its ID from list, or its label, model or serial
  history DRIVE    the drive measured on several days, over time, and what changed between measurements
  link DRIVE...    these drives are one drive over time (a serial that reads otherwise, a new model name)
  unlink DRIVE     undo the link nearest to this measurement, or set it apart from its model and serial
  compare ID...    drives of any sessions side by side, by their IDs from list</source>
        <translation>Библиотека: указатель всех файлов сессий на этом компьютере, чтобы выводить, отбирать и показывать диски, измеренные в любой сессии. Файлы сессий остаются как есть; библиотека перестраивается по ним, когда ей нельзя доверять.

  list             диски, новые первыми, с фильтрами ниже
  add PATH...      файлы сессий или папки, чьи файлы *.cmsession.json отслеживаются с этого момента
  rebuild          построить библиотеку заново по её файлам и папкам
  show DRIVE       сессии и результаты диска: его ID из list, метка, модель или серийный номер
  history DRIVE    диск, измеренный в разные дни, во времени, и что изменилось между измерениями
  link DRIVE...    эти диски — один диск во времени (серийный номер читается иначе, модель переименована)
  unlink DRIVE     отменить ближайшую к этому измерению привязку или отделить его от его модели и серийного номера
  compare ID...    диски любых сессий рядом, по их ID из list</translation>
    </message>
    <message>
        <source>list, add, rebuild, show, history, link, unlink or compare.</source>
        <translation>list, add, rebuild, show, history, link, unlink или compare.</translation>
    </message>
    <message>
        <source>library: name what to do: list, add, rebuild, show, history, link, unlink or compare (see --help)</source>
        <translation>library: укажите действие: list, add, rebuild, show, history, link, unlink или compare (см. --help)</translation>
    </message>
    <message>
        <source>library: unknown command &apos;%1&apos;; it is list, add, rebuild, show, history, link, unlink or compare</source>
        <translation>library: неизвестная команда «%1»; есть list, add, rebuild, show, history, link, unlink и compare</translation>
    </message>
    <message>
        <source>library link: name at least two drives to link into one</source>
        <translation>library link: укажите хотя бы два диска, чтобы связать их в один</translation>
    </message>
</context>
<context>
    <name>LibraryJobs</name>
    <message>
        <source>The library %1 was rebuilt from its session files: %2</source>
        <translation>Библиотека %1 перестроена по файлам сессий: %2</translation>
    </message>
    <message>
        <source>These drives are one drive over time already.</source>
        <translation>Эти диски уже один диск во времени.</translation>
    </message>
    <message numerus="yes">
        <source>Linked into one drive over time: %n measurement(s).</source>
        <translation>
            <numerusform>Связаны в один диск во времени: %n измерение.</numerusform>
            <numerusform>Связаны в один диск во времени: %n измерения.</numerusform>
            <numerusform>Связаны в один диск во времени: %n измерений.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryLinkCommand</name>
    <message>
        <source>library %1: no drive in the library is &apos;%2&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation>library %1: в библиотеке нет диска «%2»; список выводит «compressmark library list»</translation>
    </message>
    <message>
        <source>library %1: &apos;%2&apos; names %3 different drives; name one by its ID from &apos;compressmark library list&apos;</source>
        <translation>library %1: «%2» подходит к %3 разным дискам; укажите один по его ID из «compressmark library list»</translation>
    </message>
    <message numerus="yes">
        <source>These are one drive over time already: %n measurement(s).
</source>
        <translation>
            <numerusform>Это уже один диск во времени: %n измерение.
</numerusform>
            <numerusform>Это уже один диск во времени: %n измерения.
</numerusform>
            <numerusform>Это уже один диск во времени: %n измерений.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Linked into one drive over time: %n measurement(s).
</source>
        <translation>
            <numerusform>Связаны в один диск во времени: %n измерение.
</numerusform>
            <numerusform>Связаны в один диск во времени: %n измерения.
</numerusform>
            <numerusform>Связаны в один диск во времени: %n измерений.
</numerusform>
        </translation>
    </message>
    <message>
        <source>library unlink: &apos;%1&apos; names %2 measurements; name one by its ID from &apos;compressmark library list&apos;</source>
        <translation>library unlink: «%1» подходит к %2 измерениям; укажите одно по его ID из «compressmark library list»</translation>
    </message>
</context>
<context>
    <name>LibrarySessions</name>
    <message>
        <source>undated</source>
        <translation>без даты</translation>
    </message>
    <message>
        <source>%1 no longer holds the drive %2; &apos;compressmark library list&apos; reads it again</source>
        <translation>в %1 больше нет диска %2; «compressmark library list» прочитает файл заново</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>model %1 → %2</source>
        <translation>модель %1 → %2</translation>
    </message>
    <message>
        <source>serial %1 → %2</source>
        <translation>серийный номер %1 → %2</translation>
    </message>
</context>
<context>
    <name>LiveRuns</name>
    <message>
        <source>process %1, since %2</source>
        <translation>процесс %1, с %2</translation>
    </message>
    <message>
        <source>process %1, &quot;%2&quot;, since %3</source>
        <translation>процесс %1, «%2», с %3</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>name a file</source>
        <translation>укажите файл</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>папка %1 не существует</translation>
    </message>
    <message>
        <source>cannot use the folder %1: %2</source>
        <translation>не удаётся использовать папку %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 — не папка</translation>
    </message>
    <message>
        <source>cannot write in the folder %1: %2</source>
        <translation>не удаётся писать в папку %1: %2</translation>
    </message>
    <message>
        <source>cannot use %1: %2</source>
        <translation>не удаётся использовать %1: %2</translation>
    </message>
    <message>
        <source>%1 is a folder; name a file</source>
        <translation>%1 — папка; укажите файл</translation>
    </message>
    <message>
        <source>%1 is a symbolic link (to %2); outputs never follow links: name the file itself</source>
        <translation>%1 — символическая ссылка (на %2); выходные файлы никогда не следуют ссылкам: укажите сам файл</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file</source>
        <translation>%1 — %2, а не обычный файл</translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <translation>не удаётся заменить %1: %2</translation>
    </message>
    <message>
        <source>cannot replace %1: it belongs to another user in a sticky folder</source>
        <translation>не удаётся заменить %1: он принадлежит другому пользователю в папке с битом sticky</translation>
    </message>
    <message>
        <source>%1 is also the file of %2; name two different files</source>
        <translation>%1 — это также файл %2; укажите два разных файла</translation>
    </message>
    <message>
        <source>%1 is also the file of %2, which would be destroyed</source>
        <translation>%1 — это также файл %2, который был бы уничтожен</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>он только для чтения</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number from 0 to %2</source>
        <translation>--seed: &apos;%1&apos; не является целым числом от 0 до %2</translation>
    </message>
</context>
<context>
    <name>PlanCheck</name>
    <message>
        <source>Cannot start: %1</source>
        <translation>Не удаётся запустить: %1</translation>
    </message>
    <message>
        <source>plain only, no compressed variant</source>
        <translation>только без сжатия, без сжатого варианта</translation>
    </message>
    <message>
        <source>plain only (%1)</source>
        <translation>только без сжатия (%1)</translation>
    </message>
    <message>
        <source>%1 compression (%2) on the drive itself</source>
        <translation>сжатие %1 (%2) на самом диске</translation>
    </message>
    <message>
        <source>%1 (%2) in an image file on the drive</source>
        <translation>%1 (%2) в файле образа на диске</translation>
    </message>
    <message>
        <source>Ready: %1; %2.</source>
        <translation>Готово к запуску: %1; %2.</translation>
    </message>
</context>
<context>
    <name>Preflight</name>
    <message>
        <source>%1 %2 does not exist</source>
        <translation>%1 %2 не существует</translation>
    </message>
    <message>
        <source>%1 %2 is not a folder</source>
        <translation>%1 %2 не является папкой</translation>
    </message>
    <message>
        <source>%1 %2 is not writable (%3)</source>
        <translation>%1 %2 недоступна для записи (%3)</translation>
    </message>
    <message>
        <source>no data set chosen</source>
        <translation>не выбран набор данных</translation>
    </message>
    <message>
        <source>repetitions must be at least 1</source>
        <translation>число повторов должно быть не меньше 1</translation>
    </message>
    <message>
        <source>the readonly copier writes nothing, so it can only time the read operation (--ops read)</source>
        <translation>копировщик readonly ничего не записывает, поэтому может замерять только чтение (--ops read)</translation>
    </message>
    <message>
        <source>no operation chosen</source>
        <translation>не выбрана операция</translation>
    </message>
    <message>
        <source>source</source>
        <translation>источник</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>source %1 is on a read-only volume</source>
        <translation>источник %1 находится на томе только для чтения</translation>
    </message>
    <message>
        <source>target %1 is on the same volume as source %2</source>
        <translation>цель %1 находится на том же томе, что и источник %2</translation>
    </message>
    <message>
        <source>not enough space on %1: %2 needed, %3 free</source>
        <translation>недостаточно места на %1: нужно %2, свободно %3</translation>
    </message>
    <message>
        <source>%1 %2 is on %3 (%4), a kernel interface and not storage: nothing is written there; %5</source>
        <translation>%1 %2 находится на %3 (%4) — интерфейсе ядра, а не хранилище: туда ничего не записывается; %5</translation>
    </message>
    <message>
        <source>the label has %1 characters, more than the limit of %2</source>
        <translation>в метке %1 символов, больше предела в %2</translation>
    </message>
    <message>
        <source>choose a folder on the drive to test</source>
        <translation>выберите папку на проверяемом диске</translation>
    </message>
    <message>
        <source>choose a tmpfs folder such as /dev/shm</source>
        <translation>выберите папку на tmpfs, например /dev/shm</translation>
    </message>
    <message>
        <source>choose a folder on a RAM disk (ImDisk, say)</source>
        <translation>выберите папку на RAM-диске (например, ImDisk)</translation>
    </message>
    <message>
        <source>target %1 is not a RAM disk (%2); %3, or pass --allow-slow-target to measure anyway</source>
        <translation>цель %1 не является RAM-диском (%2); %3, или укажите --allow-slow-target, чтобы всё равно выполнить измерение</translation>
    </message>
    <message>
        <source>not enough room for files on %1 %2: the data sets make %3 files and folders, and its filesystem takes %4 more (free inodes); choose a smaller size or a volume with more inodes</source>
        <translation>недостаточно места для файлов на %1 %2: наборы данных создают %3 файлов и папок, а его файловая система примет ещё %4 (свободные индексные дескрипторы); выберите меньший размер или том с большим числом индексных дескрипторов</translation>
    </message>
    <message>
        <source>data set %1 holds a path of %2 characters (%3); below the workspaces it would be longer than the %4 the system takes</source>
        <translation>набор данных %1 содержит путь из %2 символов (%3); внутри рабочих папок он был бы длиннее %4, которые принимает система</translation>
    </message>
    <message>
        <source>unknown data set &apos;%1&apos; (known: %2)</source>
        <translation>неизвестный набор данных &apos;%1&apos; (известные: %2)</translation>
    </message>
    <message>
        <source>%1 needs a data set of at least %2 bytes; %3 has %4</source>
        <translation>%1 требуется набор данных не меньше %2 байт; в %3 — %4</translation>
    </message>
    <message>
        <source>--compression %1 compresses files once they are written; what %2 writes would be stored plain, so it has no compressed variant to time (use --ops read, smallfiles, random4k-* or sequential-direct)</source>
        <translation>--compression %1 сжимает файлы уже после записи; то, что пишет %2, было бы сохранено без сжатия, так что сжатый вариант измерить нельзя (используйте --ops read, smallfiles, random4k-* или sequential-direct)</translation>
    </message>
</context>
<context>
    <name>PrivilegedHelper</name>
    <message>
        <source>%1 names %2, which is not a program</source>
        <translation>%1 указывает на %2, а это не программа</translation>
    </message>
    <message>
        <source>compressmark-helper is not installed</source>
        <translation>compressmark-helper не установлен</translation>
    </message>
    <message>
        <source>pkexec is not installed (package pkexec or policykit-1)</source>
        <translation>pkexec не установлен (пакет pkexec или policykit-1)</translation>
    </message>
    <message>
        <source>compressmark-helper is switched off (--no-helper or %1=0)</source>
        <translation>compressmark-helper отключён (--no-helper или %1=0)</translation>
    </message>
    <message>
        <source>the administrator password was not given (polkit refused compressmark-helper)</source>
        <translation>пароль администратора не введён (polkit отказал compressmark-helper)</translation>
    </message>
    <message>
        <source>pkexec could not run compressmark-helper: %1</source>
        <translation>pkexec не смог запустить compressmark-helper: %1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>причина не указана</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>не удаётся запустить %1: %2</translation>
    </message>
</context>
<context>
    <name>Privileges</name>
    <message>
        <source>this process is elevated and needs no compressmark-helper</source>
        <translation>этот процесс запущен с повышенными правами, compressmark-helper ему не нужен</translation>
    </message>
    <message>
        <source>compressmark-helper.exe is not installed beside the program; start CompressMark as administrator</source>
        <translation>compressmark-helper.exe не установлен рядом с программой; запустите CompressMark от имени администратора</translation>
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
    <message>
        <source>probe cancelled</source>
        <translation>проверка отменена</translation>
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
    <name>PublishedPlan</name>
    <message>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <source>%1 bytes, seed %2</source>
        <translation>%1 байт, зерно %2</translation>
    </message>
    <message>
        <source>--compare: the published runs copied with another program (%1); a session file does not choose what runs here</source>
        <translation>--compare: опубликованные прогоны копировали другой программой (%1); файл сессии не выбирает, что здесь запускать</translation>
    </message>
    <message>
        <source>--compare: the published runs read the author&apos;s own folder (%1), which is not here to read</source>
        <translation>--compare: опубликованные прогоны читали собственную папку автора (%1), которой здесь нет</translation>
    </message>
    <message>
        <source>--compare: the published drive names no data set</source>
        <translation>--compare: опубликованный диск не называет ни одного набора данных</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>ядро</translation>
    </message>
    <message>
        <source>system</source>
        <translation>система</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>процессор</translation>
    </message>
    <message>
        <source>filesystem</source>
        <translation>файловая система</translation>
    </message>
    <message>
        <source>compression</source>
        <translation>сжатие</translation>
    </message>
    <message>
        <source>copier</source>
        <translation>копировщик</translation>
    </message>
    <message>
        <source>cache mode</source>
        <translation>режим кэша</translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation>повторы</translation>
    </message>
    <message>
        <source>data set %1</source>
        <translation>набор данных %1</translation>
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
    <message>
        <source>a session to report on</source>
        <translation>сеанс для отчёта</translation>
    </message>
    <message>
        <source>report cancelled; the files written are kept</source>
        <translation>отчёт отменён; записанные файлы сохранены</translation>
    </message>
    <message>
        <source>report --chart timeline: %1 holds no timeline (runs measured before CompressMark sampled them have none)</source>
        <translation>report --chart timeline: в %1 нет графика во времени (у замеров, сделанных до того, как CompressMark начал их записывать, его нет)</translation>
    </message>
    <message>
        <source>report --chart timeline: no run of %1 has a timeline in %2; these have: %3</source>
        <translation>report --chart timeline: ни у одного замера %1 в %2 нет графика во времени; он есть у: %3</translation>
    </message>
    <message>
        <source>report --chart drives: no drive of %1 read %2; these were read: %3</source>
        <translation>report --chart drives: ни один диск в %1 не читал %2; читались: %3</translation>
    </message>
    <message>
        <source>any data set</source>
        <translation>ни одного набора данных</translation>
    </message>
    <message>
        <source>  alt text: %1
</source>
        <translation>  замещающий текст: %1
</translation>
    </message>
    <message>
        <source>  drawn at %1x%2, taller than asked, so that every row keeps room for its drive&apos;s name
</source>
        <translation>  нарисовано в размере %1x%2, выше запрошенного, чтобы в каждой строке поместилось имя диска
</translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation>не удаётся записать веб-страницу %1: %2</translation>
    </message>
    <message>
        <source>Share-safe: nothing that identifies a person or a machine was found
</source>
        <translation>Для публикации: ничего, что указывает на человека или машину, не найдено
</translation>
    </message>
    <message>
        <source>Share-safe, left out: %1
</source>
        <translation>Для публикации опущено: %1
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
        <source>--whiskers: &apos;%1&apos; is not none, minmax or ci95</source>
        <translation>--whiskers: &apos;%1&apos; — не none, minmax или ci95</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not light, dark or print</source>
        <translation>--theme: &apos;%1&apos; — не light, dark или print</translation>
    </message>
    <message>
        <source>--%1 needs a chart to write: --png, --svg or --pdf</source>
        <translation>для --%1 нужен записываемый график: --png, --svg или --pdf</translation>
    </message>
    <message>
        <source>With --chart timeline: the operation to draw, e.g. write (default: read where it has a timeline, else the first that has one).</source>
        <translation>С --chart timeline: операция, например write (по умолчанию: read, если для неё есть график, иначе первая, у которой он есть).</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>операция</translation>
    </message>
    <message>
        <source>With --chart timeline or drives: the data set to draw, e.g. books (default: the first that has a timeline, or the first read).</source>
        <translation>С --chart timeline или drives: набор данных, например books (по умолчанию: первый, у которого есть временной ряд, или первый прочитанный).</translation>
    </message>
    <message>
        <source>With --chart drives: the rows&apos; order, session (as measured) or speed (the fastest read with compression off first) (default: session).</source>
        <translation>С --chart drives: порядок строк, session (как измерены) или speed (сначала самое быстрое чтение без сжатия) (по умолчанию: session).</translation>
    </message>
    <message>
        <source>order</source>
        <translation>порядок</translation>
    </message>
    <message>
        <source>--operation chooses what --chart timeline draws; add --chart timeline</source>
        <translation>--operation выбирает, что рисует --chart timeline; добавьте --chart timeline</translation>
    </message>
    <message>
        <source>--dataset chooses what --chart timeline or drives draws; add one of them</source>
        <translation>--dataset выбирает, что рисует --chart timeline или drives; добавьте одну из них</translation>
    </message>
    <message>
        <source>--sort orders the rows of --chart drives; add --chart drives</source>
        <translation>--sort упорядочивает строки --chart drives; добавьте --chart drives</translation>
    </message>
    <message>
        <source>--sort: &apos;%1&apos; is not session or speed</source>
        <translation>--sort: &apos;%1&apos; — не session или speed</translation>
    </message>
    <message>
        <source>--web-charts chooses the charts of --web; add --web FILE</source>
        <translation>--web-charts выбирает графики для --web; добавьте --web ФАЙЛ</translation>
    </message>
    <message>
        <source>--web-charts: name at least one chart</source>
        <translation>--web-charts: укажите хотя бы один график</translation>
    </message>
    <message>
        <source>Write one self-contained web page: the charts, the results, the method, how to reproduce them and the session itself.</source>
        <translation>Записать одну самодостаточную веб-страницу: графики, результаты, методику, как их воспроизвести, и саму сессию.</translation>
    </message>
    <message>
        <source>With --web: the charts of the page, comma-separated kinds as --chart names them (default: per-drive, percent and device; for several drives also compare and drives).</source>
        <translation>С --web: графики страницы, виды через запятую, как их называет --chart (по умолчанию: per-drive, percent и device; для нескольких дисков также compare и drives).</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>виды</translation>
    </message>
    <message>
        <source>Write the sessions, merged, into one session file.</source>
        <translation>Записать сессии, объединённые, в один файл сессии.</translation>
    </message>
    <message>
        <source>Leave out of everything written what identifies a person or a machine (host and user names, serial numbers, volume labels, UUIDs); the web page lists what was left out.</source>
        <translation>Опустить во всём записываемом то, что указывает на человека или машину (имена узла и пользователя, серийные номера, метки томов, UUID); веб-страница перечисляет опущенное.</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 1600x900 (%2 to %3 on a side, at most %4 million pixels)</source>
        <translation>--size: &apos;%1&apos; не является размером вида 1600x900 (от %2 до %3 по каждой стороне, не более %4 миллионов пикселей)</translation>
    </message>
    <message>
        <source>--scale: &apos;%1&apos; is not a factor from 0.25 to 8 that keeps the image within %2 to %3 pixels on a side and %4 million in all</source>
        <translation>--scale: &apos;%1&apos; — не коэффициент от 0.25 до 8, при котором изображение имеет от %2 до %3 пикселей по каждой стороне и не более %4 миллионов всего</translation>
    </message>
    <message>
        <source>--operation: &apos;%1&apos; is not read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 or sequential-direct</source>
        <translation>--operation: «%1» — не read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 и не sequential-direct</translation>
    </message>
    <message>
        <source>--web-charts: &apos;%1&apos; is not one of %2</source>
        <translation>--web-charts: «%1» — не из %2</translation>
    </message>
    <message>
        <source>Which chart: per-drive (one file per drive when there are several), compare, percent, device, timeline (MB/s over the seconds of each run, one file per drive that has one), drives (one data set, a row per drive, for many drives) or cpu (CPU seconds per GB read, compression off and on) (default: per-drive).</source>
        <translation>Какая диаграмма: per-drive (по файлу на диск, если дисков несколько), compare, percent, device, timeline (МБ/с по секундам каждого прогона, по файлу на каждый диск, у которого она есть), drives (один набор данных, строка на диск, для многих дисков) или cpu (секунды процессора на ГБ чтения, сжатие выключено и включено) (по умолчанию: per-drive).</translation>
    </message>
    <message>
        <source>--chart: &apos;%1&apos; is not one of %2</source>
        <translation>--chart: «%1» — не из %2</translation>
    </message>
</context>
<context>
    <name>ResultFlags</name>
    <message>
        <source>not cold</source>
        <translation>не холодный</translation>
    </message>
    <message>
        <source>large spread</source>
        <translation>большой разброс</translation>
    </message>
    <message>
        <source>low compression</source>
        <translation>слабое сжатие</translation>
    </message>
    <message>
        <source>target slower</source>
        <translation>цель медленнее</translation>
    </message>
    <message>
        <source>Some runs started with data in the page cache (not cold): the speed is too high.</source>
        <translation>Некоторые замеры начались, когда данные были в кэше страниц (не холодный): скорость завышена.</translation>
    </message>
    <message>
        <source>The runs vary a lot or have outliers: more repetitions or a quieter machine help.</source>
        <translation>Замеры сильно различаются или есть выбросы: помогут больше повторов или менее загруженная машина.</translation>
    </message>
    <message>
        <source>The compressed variant takes nearly as much space as the plain one, although the data compresses: the filesystem hardly compressed it.</source>
        <translation>Сжатый вариант занимает почти столько же места, сколько несжатый, хотя данные сжимаются: файловая система почти не сжала их.</translation>
    </message>
    <message>
        <source>The target took the data barely faster than the drive delivered it: the speed is the target&apos;s, the drive may be faster.</source>
        <translation>Цель принимала данные лишь немного быстрее, чем диск их отдавал: измерена скорость цели, диск может быть быстрее.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>disturbed</source>
        <translation>помехи</translation>
    </message>
    <message>
        <source>Another program used the drive or the CPU while runs were timed: their speeds may be too low, and they are left out of the comparison with plain.</source>
        <translation>Во время замеров диском или процессором пользовалась другая программа: скорости могут быть занижены, и эти замеры не входят в сравнение с несжатым вариантом.</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>замер %1: %2</translation>
    </message>
    <message>
        <source>runs of %1 s (%2 of %3)</source>
        <translation>прогоны по %1 с (%2 из %3)</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>слишком коротко</translation>
    </message>
    <message>
        <source>metadata cached</source>
        <translation>метаданные в кэше</translation>
    </message>
    <message>
        <source>The drive read hardly more than the files&apos; data: their metadata (inodes, folders) came from memory, so a tree of small files reads too fast. Dropping the caches as root or an administrator (or through compressmark-helper) also flushes the drive&apos;s buffers and avoids it.</source>
        <translation>Диск прочитал едва больше, чем данные файлов: их метаданные (inode, папки) взяты из памяти, поэтому дерево мелких файлов читается слишком быстро. Сброс кэшей от имени root или администратора (или через compressmark-helper) сбрасывает и буферы диска и устраняет это.</translation>
    </message>
    <message>
        <source>Runs lasted less than the minimum run time: the timer and the machine&apos;s noise weigh on them. Larger data sets make them longer; sized automatically, each read lasts at least the minimum run time.</source>
        <translation>Прогоны длились меньше минимального времени прогона: на них сказываются таймер и шум машины. Большие наборы данных делают их длиннее; при автоматическом размере каждое чтение длится не меньше минимального времени прогона.</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Per drive (the last)</source>
        <translation>По диску (последнему)</translation>
    </message>
    <message>
        <source>Drives side by side</source>
        <translation>Диски рядом</translation>
    </message>
    <message>
        <source>Drives in rows (one data set)</source>
        <translation>Диски строками (один набор данных)</translation>
    </message>
    <message>
        <source>Compressed as % of plain</source>
        <translation>Со сжатием в % от без сжатия</translation>
    </message>
    <message>
        <source>Device bytes read</source>
        <translation>Прочитано с устройства</translation>
    </message>
    <message>
        <source>Speed over time</source>
        <translation>Скорость во времени</translation>
    </message>
    <message>
        <source>CPU time per GB</source>
        <translation>Время процессора на ГБ</translation>
    </message>
</context>
<context>
    <name>ResumePlan</name>
    <message>
        <source>--resume: the session measured the drive at %1, not %2; a session file does not choose where a run writes: resume from that folder or give --source %1</source>
        <translation>--resume: сеанс измерял диск в %1, а не в %2; файл сеанса не выбирает, куда пишет запуск: продолжите из той папки или укажите --source %1</translation>
    </message>
    <message>
        <source>--resume: the session copied to %1, not %2; a session file does not choose where a run writes: give --target %1</source>
        <translation>--resume: сеанс копировал в %1, а не в %2; файл сеанса не выбирает, куда пишет запуск: укажите --target %1</translation>
    </message>
    <message>
        <source>(no RAM disk)</source>
        <translation>(нет RAM-диска)</translation>
    </message>
    <message>
        <source>--resume: the session&apos;s copier is %1; --copier %2 cannot change it</source>
        <translation>--resume: копировщик сеанса — %1; --copier %2 не может его изменить</translation>
    </message>
    <message>
        <source>--resume: the session read the folder %1; a session file does not choose what a run reads: give --datasets folder:%1</source>
        <translation>--resume: сеанс читал папку %1; файл сеанса не выбирает, что читает запуск: укажите --datasets folder:%1</translation>
    </message>
    <message>
        <source>--resume: the session&apos;s copies ran another program (%1); a session file does not choose what runs: give --copier &quot;%1&quot; to run it again</source>
        <translation>--resume: копирование в сеансе выполняла другая программа (%1); файл сеанса не выбирает, что запускается: укажите --copier &quot;%1&quot;, чтобы выполнить её снова</translation>
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
    <message>
        <source> (and %1 more)</source>
        <translation> (и ещё %1)</translation>
    </message>
    <message>
        <source>a killed run left %1%2; remove it with: compressmark clean %3 --yes</source>
        <translation>прерванный запуск оставил %1%2; удалить: compressmark clean %3 --yes</translation>
    </message>
    <message>
        <source>Session: %1
</source>
        <translation>Сеанс: %1
</translation>
    </message>
    <message>
        <source>Chart: %1
</source>
        <translation>Диаграмма: %1
</translation>
    </message>
    <message numerus="yes">
        <source>Session: %1 (holds %2 of this drive&apos;s %n run(s))
</source>
        <translation>
            <numerusform>Сеанс: %1 (содержит %2 из %n замера этого диска)
</numerusform>
            <numerusform>Сеанс: %1 (содержит %2 из %n замеров этого диска)
</numerusform>
            <numerusform>Сеанс: %1 (содержит %2 из %n замеров этого диска)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Session with all %n run(s): %1
</source>
        <translation>
            <numerusform>Сеанс со всем %n замером: %1
</numerusform>
            <numerusform>Сеанс со всеми %n замерами: %1
</numerusform>
            <numerusform>Сеанс со всеми %n замерами: %1
</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of both: %1
</source>
        <translation>График обоих: %1
</translation>
    </message>
    <message>
        <source>plain only: %1</source>
        <translation>только без сжатия: %1</translation>
    </message>
    <message>
        <source>the session is saved but not in the library: %1</source>
        <translation>сессия сохранена, но не добавлена в библиотеку: %1</translation>
    </message>
</context>
<context>
    <name>RunLoop</name>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>cache %1: %2</source>
        <translation>кэш %1: %2</translation>
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
        <source>--resume takes the plan from the session; --%1 cannot change it</source>
        <translation>--resume берёт план из сессии; --%1 не может его изменить</translation>
    </message>
    <message>
        <source>Complete the last drive of this session, stopped by a crash or a cancel, with the plan it was started with; saved back there (or to --out).</source>
        <translation>Завершить последний диск этой сессии, остановленный сбоем или отменой, с тем же планом; результат сохраняется туда же (или в --out).</translation>
    </message>
    <message>
        <source>How runs are made cold: drop, evict, fresh or direct (default: drop as root or through compressmark-helper, else evict).</source>
        <translation>Как обеспечивается холодный кэш для замеров: drop, evict, fresh или direct (по умолчанию: drop от имени root или через compressmark-helper, иначе evict).</translation>
    </message>
    <message>
        <source>Never start compressmark-helper (no password prompt): evict instead of dropping caches, loop images only as root.</source>
        <translation>Никогда не запускать compressmark-helper (без запроса пароля): вытеснять вместо сброса кэшей, loop-образы только от имени root.</translation>
    </message>
    <message>
        <source>--cache drop needs root or compressmark-helper (%1); use --cache evict</source>
        <translation>--cache drop требует root или compressmark-helper (%1); используйте --cache evict</translation>
    </message>
    <message>
        <source>%1: %2; give --force to replace it</source>
        <translation>%1: %2; укажите --force, чтобы заменить его</translation>
    </message>
    <message>
        <source>Name of the drive in charts and tables (at most %1 characters).</source>
        <translation>Имя диска на диаграммах и в таблицах (не более %1 символов).</translation>
    </message>
    <message>
        <source>Replace the file named by --out even when it is not a CompressMark session.</source>
        <translation>Заменить файл, указанный в --out, даже если это не сеанс CompressMark.</translation>
    </message>
    <message>
        <source>--label: %1 characters is longer than the limit of %2</source>
        <translation>--label: %1 символов — больше предела в %2</translation>
    </message>
    <message>
        <source>Size of each data set, e.g. 256M or 1G, or auto: a calibration read sizes each one so that a timed read lasts at least --min-run-time, up to 4 GiB and the free space (default: auto).</source>
        <translation>Размер каждого набора данных, например 256M или 1G, или auto: калибровочное чтение подбирает размер так, чтобы замеряемое чтение длилось не меньше --min-run-time, до 4 ГиБ и в пределах свободного места (по умолчанию: auto).</translation>
    </message>
    <message>
        <source>With --size auto, the shortest a timed read may last (default: 2 s).</source>
        <translation>С --size auto: минимальная длительность замеряемого чтения (по умолчанию: 2 с).</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секунды</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not auto or a size such as 64M or 1G</source>
        <translation>--size: «%1» — не auto и не размер вида 64M или 1G</translation>
    </message>
    <message>
        <source>--min-run-time needs --size auto; --size %1 fixes the size</source>
        <translation>--min-run-time требует --size auto; --size %1 задаёт размер явно</translation>
    </message>
    <message>
        <source>--min-run-time: &apos;%1&apos; is not a number of seconds from %2 to %3</source>
        <translation>--min-run-time: «%1» — не число секунд от %2 до %3</translation>
    </message>
    <message>
        <source>no RAM disk with room for the data set; create one with a RAM-disk driver (for example &apos;imdisk -a -s 2G -m R: -p &quot;/fs:ntfs /q /y&quot;&apos;) and pass --target</source>
        <translation>нет RAM-диска с местом для набора данных; создайте его драйвером RAM-диска (например, &apos;imdisk -a -s 2G -m R: -p &quot;/fs:ntfs /q /y&quot;&apos;) и укажите --target</translation>
    </message>
    <message>
        <source>How the compressed variant is stored: auto, none, ntfs (LZNT1, as Explorer compresses) or wof[:ALG] (as compact /exe: does); ALG is xpress4k, xpress8k, xpress16k or lzx (default: auto).</source>
        <translation>Как хранится сжатый вариант: auto, none, ntfs (LZNT1, как сжимает Проводник) или wof[:ALG] (как это делает compact /exe:); ALG — xpress4k, xpress8k, xpress16k или lzx (по умолчанию: auto).</translation>
    </message>
    <message>
        <source>--cache drop needs an administrator or compressmark-helper.exe (%1); use --cache evict</source>
        <translation>--cache drop требует прав администратора или compressmark-helper.exe (%1); используйте --cache evict</translation>
    </message>
    <message>
        <source>--resume takes the data sets from the session; --datasets names only its folder data sets again, not &apos;%1&apos;</source>
        <translation>--resume берёт наборы данных из сеанса; --datasets лишь повторяет его наборы-папки, а не &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--label: %1 is a control character; a label is text to show, without line breaks, tabs or escape sequences</source>
        <translation>--label: %1 — управляющий символ; метка — это текст для показа, без переводов строк, табуляций и escape-последовательностей</translation>
    </message>
    <message>
        <source>Add this drive to a session file and save it there (or to --out); a file that is not there yet is made.</source>
        <translation>Добавить этот диск в файл сеанса и сохранить его туда же (или в --out); файл, которого ещё нет, создаётся.</translation>
    </message>
    <message>
        <source>--compare takes the plan from the published session; --%1 cannot change it</source>
        <translation>--compare берёт план из опубликованной сессии; --%1 не может его изменить</translation>
    </message>
    <message>
        <source>--compare: %1 holds no measured drive</source>
        <translation>--compare: в %1 нет измеренного диска</translation>
    </message>
    <message>
        <source>Measure this drive with the plan of a published session (its data sets, sizes, seed, repetitions, operations, copier, compression and cache mode) and show both, with what differs.</source>
        <translation>Измерить этот диск по плану опубликованной сессии (её наборы данных, размеры, зерно, повторы, операции, копировщик, сжатие и режим кэша) и показать оба с тем, что различается.</translation>
    </message>
    <message>
        <source>How runs are made cold: drop, evict, fresh or direct (default: drop as an administrator or through compressmark-helper, else evict).</source>
        <translation>Как обеспечивается холодный кэш для замеров: drop, evict, fresh или direct (по умолчанию: drop от имени администратора или через compressmark-helper, иначе evict).</translation>
    </message>
    <message>
        <source>Never start compressmark-helper (Windows asks for no consent): evict instead of dropping caches.</source>
        <translation>Никогда не запускать compressmark-helper (Windows не запрашивает согласия): вытеснять вместо сброса кэшей.</translation>
    </message>
    <message>
        <source>--compare&apos;s chart</source>
        <translation>диаграмма --compare</translation>
    </message>
    <message>
        <source>What copies: serial, parallel[:N], uring[:DEPTH] (io_uring, DEPTH files in flight), kernel, readonly or external:CMD (default: serial).</source>
        <translation>Чем копировать: serial, parallel[:N], uring[:DEPTH] (io_uring, DEPTH файлов одновременно), kernel, readonly или external:CMD (по умолчанию: serial).</translation>
    </message>
    <message>
        <source>What copies: serial, parallel[:N], kernel, readonly, robocopy[:N] or external:CMD (default: serial).</source>
        <translation>Чем копировать: serial, parallel[:N], kernel, readonly, robocopy[:N] или external:CMD (по умолчанию: serial).</translation>
    </message>
    <message>
        <source>Comma-separated operations: read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 or sequential-direct; smallfiles brings the last three, the drive&apos;s own limits (default: read).</source>
        <translation>Операции через запятую: read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 или sequential-direct; smallfiles добавляет последние три, пределы самого диска (по умолчанию: read).</translation>
    </message>
</context>
<context>
    <name>SessionFallback</name>
    <message>
        <source>no folder to save it in</source>
        <translation>нет папки, куда его сохранить</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>cannot save session %1: %2</source>
        <translation>не удаётся сохранить сеанс %1: %2</translation>
    </message>
    <message>
        <source>%1 exists and is not a CompressMark session (%2)</source>
        <translation>%1 существует и не является сеансом CompressMark (%2)</translation>
    </message>
    <message>
        <source>cannot save session %1: the file no longer holds a session (%2)</source>
        <translation>не удаётся сохранить сеанс %1: файл больше не содержит сеанс (%2)</translation>
    </message>
    <message>
        <source>cannot save session %1: it would not load again (%2)</source>
        <translation>не удаётся сохранить сессию %1: она не загрузилась бы снова (%2)</translation>
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
        <source>no session file named</source>
        <translation>не указан файл сессии</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an id of letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation>«%1» — не идентификатор из букв, цифр, «-», «_» и «.»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not plain or compressed</source>
        <translation>«%1» — не plain и не compressed</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not none, btrfs, ntfs, loop-btrfs or loop-ntfs</source>
        <translation>«%1» — не none, btrfs, ntfs, loop-btrfs и не loop-ntfs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not run-time, cap or space</source>
        <translation>«%1» — не run-time, cap и не space</translation>
    </message>
    <message>
        <source>%1 reasons are more than the limit of %2</source>
        <translation>%1 причин — больше предела в %2</translation>
    </message>
</context>
<context>
    <name>SessionSaver</name>
    <message>
        <source>cannot add to session %1: %2</source>
        <translation>не удаётся добавить к сеансу %1: %2</translation>
    </message>
    <message>
        <source>drive %1 of %2 is being measured by process %3 on %4 (started %5); wait for that run to end</source>
        <translation>диск %1 из %2 измеряет процесс %3 на %4 (запущен %5); дождитесь окончания этого прогона</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>в неизвестное время</translation>
    </message>
    <message>
        <source>%1; nor could it be saved elsewhere: %2</source>
        <translation>%1; сохранить его в другое место тоже не удалось: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; the session with all %n run(s) of this drive is saved in %2 instead</source>
        <translation>
            <numerusform>%1; сеанс со всем %n замером этого диска сохранён вместо этого в %2</numerusform>
            <numerusform>%1; сеанс со всеми %n замерами этого диска сохранён вместо этого в %2</numerusform>
            <numerusform>%1; сеанс со всеми %n замерами этого диска сохранён вместо этого в %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionWriter</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>и ещё %n</numerusform>
            <numerusform>и ещё %n</numerusform>
            <numerusform>и ещё %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareSafe</name>
    <message numerus="yes">
        <source>host names in %n place(s)</source>
        <translation>
            <numerusform>имена узла в %n месте</numerusform>
            <numerusform>имена узла в %n местах</numerusform>
            <numerusform>имена узла в %n местах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n UUID(s) (of filesystems, devices or boots)</source>
        <translation>
            <numerusform>%n UUID (файловых систем, устройств или загрузок)</numerusform>
            <numerusform>%n UUID (файловых систем, устройств или загрузок)</numerusform>
            <numerusform>%n UUID (файловых систем, устройств или загрузок)</numerusform>
        </translation>
    </message>
    <message>
        <source>the share-safe session</source>
        <translation>сессия для публикации</translation>
    </message>
    <message numerus="yes">
        <source>user names in %n place(s)</source>
        <translation>
            <numerusform>имена пользователей в %n месте</numerusform>
            <numerusform>имена пользователей в %n местах</numerusform>
            <numerusform>имена пользователей в %n местах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this user&apos;s home folder in %n place(s)</source>
        <translation>
            <numerusform>домашняя папка этого пользователя в %n месте</numerusform>
            <numerusform>домашняя папка этого пользователя в %n местах</numerusform>
            <numerusform>домашняя папка этого пользователя в %n местах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>serial numbers of drives in %n place(s)</source>
        <translation>
            <numerusform>серийные номера дисков в %n месте</numerusform>
            <numerusform>серийные номера дисков в %n местах</numerusform>
            <numerusform>серийные номера дисков в %n местах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>volume labels in %n place(s)</source>
        <translation>
            <numerusform>метки томов в %n месте</numerusform>
            <numerusform>метки томов в %n местах</numerusform>
            <numerusform>метки томов в %n местах</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpeedChart</name>
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
        <translation>%1 от несжат.</translation>
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
        <source>below the logical size where compression saved reading</source>
        <translation>ниже логического размера там, где сжатие сократило чтение</translation>
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
    <message>
        <source>bars: runs paired by repetition; whiskers: 95 % confidence interval</source>
        <translation>столбцы: прогоны в парах по повторениям; усы: 95-процентный доверительный интервал</translation>
    </message>
    <message>
        <source>≈ plain</source>
        <translation>≈ без сжатия</translation>
    </message>
    <message>
        <source>≈ plain: compression on and off differ by no more than the noise of the paired runs (95 % confidence interval)</source>
        <translation>≈ без сжатия: со сжатием и без него скорость различается не больше шума парных прогонов (95-процентный доверительный интервал)</translation>
    </message>
    <message>
        <source>Read speed of %1 by drive, MB/s</source>
        <translation>Скорость чтения: %1 по дискам, МБ/с</translation>
    </message>
    <message>
        <source>No drive in this session has read runs with compression both off and on: there is nothing to compare.</source>
        <translation>Ни у одного диска в этом сеансе нет прогонов чтения и без сжатия, и со сжатием: сравнивать нечего.</translation>
    </message>
    <message>
        <source>pairs: %1</source>
        <translation>пар: %1</translation>
    </message>
    <message>
        <source>not enough pairs (n): only n pairs of undisturbed runs with compression off and on; a comparison needs %1</source>
        <translation>мало пар (n): только n пар непотревоженных прогонов без сжатия и со сжатием; для сравнения нужно %1</translation>
    </message>
    <message>
        <source>Bars: the median of the runs. &quot;% of plain&quot;: the mean ratio of the runs paired by repetition, which drift does not move; the two can differ.</source>
        <translation>Столбцы: медиана прогонов. «% от несжатого»: среднее отношение прогонов, сопоставленных по повторению, на которое дрейф не влияет; они могут расходиться.</translation>
    </message>
    <message>
        <source>Each drive&apos;s pair of bars: compression off first, compression on beside it in another shade of the drive&apos;s colour.</source>
        <translation>Пара столбцов каждого диска: сначала сжатие выключено, рядом — сжатие включено, другим оттенком цвета диска.</translation>
    </message>
    <message>
        <source>Bytes read from the device per data set, MiB</source>
        <translation>Прочитано с устройства по наборам данных, МиБ</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>МиБ</translation>
    </message>
    <message>
        <source>This drive has no finished runs yet.</source>
        <translation>У этого диска ещё нет завершённых прогонов.</translation>
    </message>
    <message>
        <source>This drive has no read runs to draw: what it measured (%1) is in its table and in its chart of speed over time.</source>
        <translation>У этого диска нет прогонов чтения для диаграммы: то, что он измерял (%1), есть в его таблице и на диаграмме скорости во времени.</translation>
    </message>
    <message>
        <source>CPU time per GB read, compression off and on</source>
        <translation>Время процессора на ГБ чтения, сжатие выключено и включено</translation>
    </message>
    <message>
        <source>user and system seconds of the copying process, the median over the runs</source>
        <translation>секунды user и system копирующего процесса, медиана по прогонам</translation>
    </message>
    <message>
        <source>CPU s per GB</source>
        <translation>с процессора на ГБ</translation>
    </message>
    <message>
        <source>≈ plain: the runs with compression off and on took CPU times that overlap, slowest to fastest: no difference is shown.</source>
        <translation>≈ без сжатия: время процессора прогонов без сжатия и со сжатием перекрывается от меньшего к большему: разница не показана.</translation>
    </message>
    <message>
        <source>No read run in this session recorded the CPU time it took.</source>
        <translation>Ни один прогон чтения в этом сеансе не записал затраченное время процессора.</translation>
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
        <source>Writing fresh data for %1</source>
        <translation>Запись свежих данных: %1</translation>
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
        <source>--compression %1: compressmark-helper could not make the image (%2); run as root, or choose another --compression</source>
        <translation>--compression %1: compressmark-helper не смог создать образ (%2); запустите от имени root или выберите другой --compression</translation>
    </message>
    <message>
        <source>Measuring how fast the target writes</source>
        <translation>Измерение скорости записи на цель</translation>
    </message>
    <message>
        <source>%1 was left for compressmark clean</source>
        <translation>%1 оставлена для compressmark clean</translation>
    </message>
    <message>
        <source>not enough space for data set %1 on %2</source>
        <translation>недостаточно места для набора данных %1 на %2</translation>
    </message>
    <message>
        <source>Preparing: %1, %2, %3</source>
        <translation>Подготовка: %1, %2, %3</translation>
    </message>
    <message>
        <source>Timing: %1, %2, %3</source>
        <translation>Замер: %1, %2, %3</translation>
    </message>
    <message>
        <source>Writing: %1, %2</source>
        <translation>Запись: %1, %2</translation>
    </message>
    <message>
        <source>Calibrating the size of %1 (%2)</source>
        <translation>Подбор размера: %1 (%2)</translation>
    </message>
    <message>
        <source>compressmark-helper could not make the loop image (%1)</source>
        <translation>compressmark-helper не смог создать loop-образ (%1)</translation>
    </message>
    <message>
        <source>plain only: %1</source>
        <translation>только без сжатия: %1</translation>
    </message>
</context>
<context>
    <name>StaleWorkspaces</name>
    <message>
        <source>refusing to remove %1: it has no CompressMark workspace marker</source>
        <translation>отказ удалять %1: в папке нет метки рабочей папки CompressMark</translation>
    </message>
    <message>
        <source>refusing to remove %1: it is a symbolic link</source>
        <translation>отказ удалять %1: это символическая ссылка</translation>
    </message>
    <message>
        <source>refusing to remove %1: the run that made it may still be going</source>
        <translation>отказ удалять %1: создавший её запуск, возможно, ещё идёт</translation>
    </message>
    <message>
        <source>cannot release the loop image in %1 (as root it can be): %2</source>
        <translation>не удаётся освободить образ loop в %1 (от имени root это возможно): %2</translation>
    </message>
    <message>
        <source>cannot release the loop image in %1: %2</source>
        <translation>не удаётся освободить образ loop в %1: %2</translation>
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
        <source>device read</source>
        <translation>прочитано устройством</translation>
    </message>
    <message>
        <source>files/s</source>
        <translation>файлов/с</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation); more repetitions or a quieter machine help.</source>
        <translation>Предупреждение: %1: %2 %3 %4 сильно разбросан (коэффициент вариации %5 %); помогут больше повторов или менее загруженная машина.</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation, %n outlier(s)); more repetitions or a quieter machine help.</source>
        <translation>
            <numerusform>Предупреждение: %1: %2 %3 %4 сильно разбросан (коэффициент вариации %5 %, %n выброс); помогут больше повторов или менее загруженная машина.</numerusform>
            <numerusform>Предупреждение: %1: %2 %3 %4 сильно разбросан (коэффициент вариации %5 %, %n выброса); помогут больше повторов или менее загруженная машина.</numerusform>
            <numerusform>Предупреждение: %1: %2 %3 %4 сильно разбросан (коэффициент вариации %5 %, %n выбросов); помогут больше повторов или менее загруженная машина.</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 was disturbed, %5.</source>
        <translation>Предупреждение: %1: %2 %3 %4 — помехи, %5.</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 came close to how fast the target writes (%5 MB/s); the drive may be faster than measured.</source>
        <translation>Предупреждение: %1: %2 %3 %4 почти достиг скорости записи на цель (%5 МБ/с); диск может быть быстрее, чем измерено.</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1: %n run(s) started with more than 1 % of the data in the page cache (not cold); their speeds are too high.</source>
        <translation>
            <numerusform>Предупреждение: %1: %n замер начался, когда более 1 % данных было в кэше страниц (не холодный); его скорость завышена.</numerusform>
            <numerusform>Предупреждение: %1: %n замера начались, когда более 1 % данных было в кэше страниц (не холодные); их скорость завышена.</numerusform>
            <numerusform>Предупреждение: %1: %n замеров начались, когда более 1 % данных было в кэше страниц (не холодные); их скорость завышена.</numerusform>
        </translation>
    </message>
    <message>
        <source>paired vs plain</source>
        <translation>к несжатому (пары)</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4: %5, shorter than the minimum run time (%6 s), so the timer and noise weigh on them; a larger data set (--size, or --size auto) makes the runs longer.</source>
        <translation>Предупреждение: %1: %2 %3 %4: %5, короче минимального времени прогона (%6 с), поэтому на них сказываются таймер и шум; больший набор данных (--size или --size auto) делает прогоны длиннее.</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4: the drive read hardly more than the files&apos; data, so their metadata came from memory and the speed is too high; dropping the caches (--cache drop, as root or an administrator, or through compressmark-helper) reads it from the drive.</source>
        <translation>Предупреждение: %1: %2 %3 %4: диск прочитал едва больше, чем данные файлов, значит их метаданные взяты из памяти и скорость завышена; сброс кэшей (--cache drop, от имени root или администратора, или через compressmark-helper) читает их с диска.</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>предупреждения</translation>
    </message>
    <message>
        <source>of the drive&apos;s limit</source>
        <translation>от предела диска</translation>
    </message>
    <message>
        <source>%1: %2 %3 %4 reached %5.</source>
        <translation>%1: %2 %3 %4 — достигнуто %5.</translation>
    </message>
    <message>
        <source>Its runs or the drive&apos;s are flagged below: a rough guide, not a finding.</source>
        <translation>Его прогоны или прогоны диска отмечены ниже: это лишь ориентир, а не вывод.</translation>
    </message>
    <message>
        <source>Below half of what the drive gives: the copier, not the drive, set the pace.</source>
        <translation>Меньше половины того, что даёт диск: темп задал копировщик, а не диск.</translation>
    </message>
    <message>
        <source>CPU s/GB</source>
        <translation>с ЦП/ГБ</translation>
    </message>
    <message>
        <source>Below half of what the drive gives, with the processor&apos;s cores %1 % busy: the processor, not the drive, set the pace; more cores, or less work for each file, would go further.</source>
        <translation>Меньше половины того, что даёт диск, при ядрах процессора, занятых на %1 %: темп задал процессор, а не диск; больше ядер или меньше работы на каждый файл дали бы больше.</translation>
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
    <name>ThreadQueue</name>
    <message>
        <source>the system refused a new thread (%1): the limit on this user&apos;s processes or on the program&apos;s memory is reached</source>
        <translation>система отказала в новом потоке (%1): достигнут предел процессов этого пользователя или памяти программы</translation>
    </message>
    <message>
        <source>a thread of the queue did not start</source>
        <translation>поток очереди не запустился</translation>
    </message>
    <message>
        <source>the system refused the program more memory: the limit on the program&apos;s memory (ulimit -v) or the machine&apos;s memory is reached</source>
        <translation>система отказала программе в памяти: достигнут предел памяти программы (ulimit -v) или памяти машины</translation>
    </message>
</context>
<context>
    <name>TimelineChart</name>
    <message>
        <source>%1, run %2 (median)</source>
        <translation>%1, замер %2 (медиана)</translation>
    </message>
    <message>
        <source>%1, run %2</source>
        <translation>%1, замер %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4, MB/s over time</source>
        <translation>%1 (%2): %3, %4, МБ/с во времени</translation>
    </message>
    <message>
        <source>seconds into the run</source>
        <translation>секунды от начала замера</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>This drive has no runs of %1, %2.</source>
        <translation>У этого диска нет замеров %1, %2.</translation>
    </message>
    <message>
        <source>No timeline: these runs were measured before CompressMark sampled each run&apos;s speed over time, or by work that counts only when it is done (delete, an external copier). Measure again to see one.</source>
        <translation>Нет графика во времени: эти замеры сделаны до того, как CompressMark начал записывать скорость каждого замера во времени, или работой, которая считается только по завершении (удаление, внешний копировщик). Измерьте снова, чтобы его увидеть.</translation>
    </message>
    <message>
        <source>Each point: the MB/s of the %1 s before it.</source>
        <translation>Каждая точка: МБ/с за предшествующие %1 с.</translation>
    </message>
    <message>
        <source>Each point: the MB/s of the %1 to %2 s before it (longer runs are sampled coarser).</source>
        <translation>Каждая точка: МБ/с за предшествующие %1–%2 с (длинные замеры записываются грубее).</translation>
    </message>
    <message>
        <source>Strong lines: the median run of each; faint lines: the other runs.</source>
        <translation>Яркие линии: медианный замер каждого варианта; бледные: остальные замеры.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) measured without a timeline are not drawn.</source>
        <translation>
            <numerusform>%n замер без графика во времени не показан.</numerusform>
            <numerusform>%n замера без графика во времени не показаны.</numerusform>
            <numerusform>%n замеров без графика во времени не показаны.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UringCopier</name>
    <message>
        <source>the uring copier needs Linux&apos;s io_uring; on Windows parallel[:N] keeps many files in flight</source>
        <translation>копировщику uring нужен io_uring Linux; в Windows много файлов одновременно обрабатывает parallel[:N]</translation>
    </message>
    <message>
        <source>this kernel has no io_uring (Linux 5.15 or later has what the uring copier needs)</source>
        <translation>в этом ядре нет io_uring (нужное копировщику uring есть в Linux 5.15 и новее)</translation>
    </message>
    <message>
        <source>io_uring is switched off on this system (kernel.io_uring_disabled is %1)</source>
        <translation>io_uring в этой системе отключён (kernel.io_uring_disabled = %1)</translation>
    </message>
    <message>
        <source>io_uring is refused to this process (a seccomp filter or a container&apos;s policy)</source>
        <translation>этому процессу io_uring запрещён (фильтр seccomp или политика контейнера)</translation>
    </message>
    <message>
        <source>io_uring cannot be set up here: %1</source>
        <translation>io_uring здесь не удаётся настроить: %1</translation>
    </message>
    <message>
        <source>this kernel&apos;s io_uring cannot open, read, write and close files as the uring copier needs (Linux 5.15 or later can)</source>
        <translation>io_uring этого ядра не умеет открывать, читать, записывать и закрывать файлы так, как нужно копировщику uring (Linux 5.15 и новее умеет)</translation>
    </message>
    <message>
        <source>this kernel&apos;s io_uring keeps no table of files (Linux 5.15 or later does): %1</source>
        <translation>io_uring этого ядра не ведёт таблицу файлов (Linux 5.15 и новее ведёт): %1</translation>
    </message>
</context>
<context>
    <name>WebMethod</name>
    <message>
        <source>Processor</source>
        <translation>Процессор</translation>
    </message>
    <message>
        <source>Logical cores</source>
        <translation>Логических ядер</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>mounted at %1 from %2</source>
        <translation>смонтирована в %1 из %2</translation>
    </message>
    <message>
        <source>%1, %2 free</source>
        <translation>%1, свободно %2</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>модель не сообщается</translation>
    </message>
    <message>
        <source>block device %1</source>
        <translation>блочное устройство %1</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>вращающийся</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>твердотельный</translation>
    </message>
    <message>
        <source>sectors %1/%2 bytes</source>
        <translation>секторы %1/%2 байт</translation>
    </message>
    <message>
        <source>%1 %2:1 (%3 stored as %4)</source>
        <translation>%1 %2:1 (%3 хранятся как %4)</translation>
    </message>
    <message>
        <source>image on the drive: %1</source>
        <translation>образ на диске: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %n file(s), seed %3</source>
        <translation>
            <numerusform>%1: %2 в %n файле, зерно %3</numerusform>
            <numerusform>%1: %2 в %n файлах, зерно %3</numerusform>
            <numerusform>%1: %2 в %n файлах, зерно %3</numerusform>
        </translation>
    </message>
    <message>
        <source>, zstd %1:1 on a sample</source>
        <translation>, zstd %1:1 на выборке</translation>
    </message>
    <message>
        <source>, sized for reads of at least %1 s</source>
        <translation>, размер подобран для чтения не короче %1 с</translation>
    </message>
    <message>
        <source>until the 95 % interval is within 3 % of the median, at most %1</source>
        <translation>пока 95-процентный интервал не станет уже 3 % медианы, не более %1</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Файловая система</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Сжатие</translation>
    </message>
    <message>
        <source>Compression achieved</source>
        <translation>Достигнутое сжатие</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>Наборы данных</translation>
    </message>
    <message>
        <source>RAM disk</source>
        <translation>RAM-диск</translation>
    </message>
    <message>
        <source>Copier</source>
        <translation>Копировщик</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n thread(s)</source>
        <translation>
            <numerusform>%1, %n поток</numerusform>
            <numerusform>%1, %n потока</numerusform>
            <numerusform>%1, %n потоков</numerusform>
        </translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>Cold caches</source>
        <translation>Холодные кэши</translation>
    </message>
    <message>
        <source>Residency measured by</source>
        <translation>Присутствие в памяти измерено через</translation>
    </message>
    <message>
        <source>Device bytes counted on</source>
        <translation>Байты устройства подсчитаны на</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>In memory before</source>
        <translation>В памяти до прогона</translation>
    </message>
    <message>
        <source>Device read per byte</source>
        <translation>Прочитано устройством на байт</translation>
    </message>
    <message>
        <source>Disturbed by</source>
        <translation>Чем помешали</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Машина</translation>
    </message>
    <message>
        <source>Every run: how cold it started and what disturbed it</source>
        <translation>Каждый прогон: насколько холодным он начался и что ему мешало</translation>
    </message>
    <message>
        <source>mounted at %1</source>
        <translation>смонтирована в %1</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>Text alternative</source>
        <translation>Текстовая альтернатива</translation>
    </message>
    <message>
        <source>Or open the session below in CompressMark: the window&apos;s Setup page takes its plan.</source>
        <translation>Или откройте сессию ниже в CompressMark: страница «Настройка» окна возьмёт её план.</translation>
    </message>
    <message>
        <source>Download the session</source>
        <translation>Скачать сессию</translation>
    </message>
    <message>
        <source>every run as measured; open it in CompressMark, or run &apos;compressmark report %1&apos;</source>
        <translation>каждый прогон как измерен; откройте её в CompressMark или выполните «compressmark report %1»</translation>
    </message>
    <message>
        <source>Share-safe: the session held nothing that identifies a person or a machine (host and user names, serial numbers, volume labels, UUIDs).</source>
        <translation>Для публикации: в сессии не было ничего, что указывает на человека или машину (имён узла и пользователя, серийных номеров, меток томов, UUID).</translation>
    </message>
    <message>
        <source>Filesystem compression measured: %1</source>
        <translation>Измерено сжатие файловой системы: %1</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language of this translation, as HTML&apos;s lang attribute names it.</extracomment>
        <translation>ru</translation>
    </message>
    <message>
        <source>Read speed from each drive to a RAM disk with cold caches, with filesystem compression off and on. Measured %1 with CompressMark; the method, every run and the session itself are below, so that you can check the numbers.</source>
        <translation>Скорость чтения с каждого диска на RAM-диск при холодных кэшах, со сжатием файловой системы и без. Измерено %1 с CompressMark; методика, каждый прогон и сама сессия ниже, чтобы вы могли проверить числа.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Speeds are medians of the runs; the interval is that of the mean. The comparison with plain pairs each compressed run with the plain run of the same repetition and gives the median ratio and its 95 % interval, from at least three undisturbed pairs. Press a column&apos;s heading to sort.</source>
        <translation>Скорости — медианы прогонов; интервал — интервал среднего. Сравнение с несжатым сопоставляет каждый сжатый прогон с несжатым прогоном того же повтора и даёт медианное отношение и его 95-процентный интервал, не менее чем по трём непотревоженным парам. Нажмите заголовок столбца, чтобы отсортировать.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Методика</translation>
    </message>
    <message>
        <source>What the flags mean</source>
        <translation>Что означают отметки</translation>
    </message>
    <message>
        <source>Reproduce this</source>
        <translation>Как воспроизвести</translation>
    </message>
    <message>
        <source>The session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Made with CompressMark %1.</source>
        <translation>Сделано в CompressMark %1.</translation>
    </message>
    <message>
        <source>Each drive was measured with the command below (as root or an administrator, or with the privileged helper, so that caches are dropped). Replace --source with a folder on your drive and --target with your RAM disk to measure yours the same way.</source>
        <translation>Каждый диск измерен командой ниже (от root или администратора, или с привилегированным помощником, чтобы кэши сбрасывались). Замените --source на папку на вашем диске, а --target на ваш RAM-диск, чтобы измерить свой так же.</translation>
    </message>
    <message numerus="yes">
        <source>These sessions hold %n drive(s): a page draws a chart of each drive for up to %1 drives, the drives side by side for up to %2 and the drives chart for up to %3, so that it stays readable. Left out: %4. The results table below has every drive.</source>
        <translation>
            <numerusform>В этих сессиях %n диск: чтобы страница оставалась читаемой, график каждого диска рисуется не более чем для %1 дисков, диски рядом — не более чем для %2, а график дисков — не более чем для %3. Опущено: %4. В таблице результатов ниже есть все диски.</numerusform>
            <numerusform>В этих сессиях %n диска: чтобы страница оставалась читаемой, график каждого диска рисуется не более чем для %1 дисков, диски рядом — не более чем для %2, а график дисков — не более чем для %3. Опущено: %4. В таблице результатов ниже есть все диски.</numerusform>
            <numerusform>В этих сессиях %n дисков: чтобы страница оставалась читаемой, график каждого диска рисуется не более чем для %1 дисков, диски рядом — не более чем для %2, а график дисков — не более чем для %3. Опущено: %4. В таблице результатов ниже есть все диски.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more drive(s)</source>
        <translation>
            <numerusform>%1 и ещё %n диск</numerusform>
            <numerusform>%1 и ещё %n диска</numerusform>
            <numerusform>%1 и ещё %n дисков</numerusform>
        </translation>
    </message>
    <message>
        <source>Share-safe: left out of this page and its session, replaced by [user], [home], [host], [serial], [label] or [uuid]:</source>
        <translation>Для публикации из этой страницы и её сессии опущено и заменено на [user], [home], [host], [serial], [label] или [uuid]:</translation>
    </message>
    <message>
        <source>Read before running:</source>
        <translation>Прочтите перед запуском:</translation>
    </message>
    <message>
        <source>%1 was measured with a copier that runs another program, %2. Its command line runs that program on your machine too: read it and decide for yourself. CompressMark&apos;s run --compare refuses it. It is written as comments, so that pasting it runs nothing.</source>
        <translation>%1 измерен копировщиком, который запускает другую программу, %2. Его командная строка запустит эту программу и на вашей машине: прочтите её и решите сами. run --compare в CompressMark её отклоняет. Она записана как комментарии, чтобы при вставке ничего не запустилось.</translation>
    </message>
</context>
<context>
    <name>WebTable</name>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Набор данных</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Сжатие</translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation>Медиана, МБ/с</translation>
    </message>
    <message>
        <source>95 % interval of the mean</source>
        <translation>95-процентный интервал среднего</translation>
    </message>
    <message>
        <source>Slowest – fastest run</source>
        <translation>Самый медленный – самый быстрый прогон</translation>
    </message>
    <message>
        <source>Cold runs</source>
        <translation>Холодные прогоны</translation>
    </message>
    <message>
        <source>Against plain (paired runs, 95 % interval)</source>
        <translation>Против несжатого (парные прогоны, 95-процентный интервал)</translation>
    </message>
    <message>
        <source>Device read per byte delivered</source>
        <translation>Прочитано устройством на выданный байт</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Отметки</translation>
    </message>
    <message>
        <source>Of the drive&apos;s own limit (same run)</source>
        <translation>От предела самого диска (тот же запуск)</translation>
    </message>
    <message>
        <source>CPU seconds per GB (user + system)</source>
        <translation>Секунды процессора на ГБ (пользователь + система)</translation>
    </message>
</context>
<context>
    <name>WofAlgorithms</name>
    <message>
        <source>wimlib&apos;s XPRESS and LZX</source>
        <translation>XPRESS и LZX библиотеки wimlib</translation>
    </message>
    <message>
        <source>this program&apos;s XPRESS and LZX</source>
        <translation>XPRESS и LZX этой программы</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>%1 was left behind (%2)</source>
        <translation>%1 остался на месте (%2)</translation>
    </message>
</context>
<context>
    <name>cm::AdviceTableModel</name>
    <message>
        <source>%1 (best)</source>
        <translation>%1 (лучший)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>Plain MB/s</source>
        <translation>Без сжатия, МБ/с</translation>
    </message>
    <message>
        <source>Predicted MB/s</source>
        <translation>Прогноз, МБ/с</translation>
    </message>
    <message>
        <source>Measured MB/s</source>
        <translation>Замер, МБ/с</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Погрешность</translation>
    </message>
    <message>
        <source>Space saved</source>
        <translation>Экономия места</translation>
    </message>
    <message>
        <source>%1 (as fast)</source>
        <translation>%1 (так же быстро)</translation>
    </message>
    <message>
        <source>95 % range</source>
        <translation>95-% диапазон</translation>
    </message>
    <message>
        <source>Reads as fast as the fastest, within the measurements&apos; noise or a tenth (closer than two probes agree on); the recommended one saves more space, or as much at a lower level</source>
        <translation>Читается так же быстро, как самый быстрый, в пределах шума измерений или десятой доли (ближе, чем согласуются два замера); рекомендуемый экономит больше места или столько же на более низком уровне</translation>
    </message>
    <message>
        <source>Carried to the session&apos;s own compressed read of this data; the model alone predicted %1 MB/s, and the error is the model&apos;s against the measured read</source>
        <translation>Отнесён к собственному чтению этих данных со сжатием в сеансе; одна модель предсказала %1 МБ/с, а ошибка — это ошибка модели относительно измеренного чтения</translation>
    </message>
    <message>
        <source>Where the prediction may lie given the spread of what it was computed from (the plain reads, the session&apos;s compressed read or the probe&apos;s reads on the drive, the decompression timings, the drive&apos;s extent cost); not the model&apos;s own error</source>
        <translation>Где может лежать прогноз при разбросе того, из чего он вычислен (чтения без сжатия, чтение со сжатием в сеансе или чтения пробы на диске, замеры распаковки, стоимость экстентов на диске); это не собственная ошибка модели</translation>
    </message>
    <message>
        <source>Carried to this probe&apos;s reads of the data on a btrfs image on the drive: the time compression added there, added to the plain read; the model alone predicted %1 MB/s</source>
        <translation>Отнесён к чтениям этих данных пробой с образа btrfs на диске: время, добавленное там сжатием, прибавлено к чтению без сжатия; одна модель предсказала %1 МБ/с</translation>
    </message>
</context>
<context>
    <name>cm::AdvisePage</name>
    <message>
        <source>&lt;h2&gt;Should I compress?&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Сжимать или нет?&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Open a session, or measure the drive, to see what compression would do.</source>
        <translation>Откройте сессию или измерьте диск, чтобы увидеть, что даст сжатие.</translation>
    </message>
    <message>
        <source>Measure it for real</source>
        <translation>Измерить на деле</translation>
    </message>
    <message>
        <source>Run the benchmark with the selected algorithm (or the recommended one) on these data kinds</source>
        <translation>Запустить тест с выбранным (или рекомендуемым) алгоритмом на этих видах данных</translation>
    </message>
    <message>
        <source>The session holds no drive.</source>
        <translation>В сессии нет ни одного диска.</translation>
    </message>
    <message>
        <source>No RAM disk with room for the samples.</source>
        <translation>Нет RAM-диска с местом для образцов.</translation>
    </message>
    <message>
        <source>Probing the algorithms on this CPU…</source>
        <translation>Проверка алгоритмов на этом процессоре…</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Probing the algorithms on this CPU: step %v of %m</source>
        <translation>Проба алгоритмов на этом процессоре: шаг %v из %m</translation>
    </message>
    <message>
        <source>Probing: %1…</source>
        <translation>Проба: %1…</translation>
    </message>
    <message>
        <source>Predicted from the drive&apos;s plain read speed, the ratio on the filesystem&apos;s own chunks, %1 and the drive&apos;s cost of reading compressed extents: %2.</source>
        <translation>Прогноз по скорости чтения диска без сжатия, коэффициенту на собственных блоках файловой системы, %1 и стоимости чтения сжатых экстентов с диска: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be measured here: no filesystem on this system stores it</source>
        <translation>%1 здесь не измерить: ни одна файловая система этой системы его не хранит</translation>
    </message>
    <message>
        <source>The session holds no measured drive.</source>
        <translation>В сеансе нет измеренного диска.</translation>
    </message>
    <message>
        <source>For the drive %1 (%2 on %3, %4), the last measured in the session</source>
        <translation>Для диска %1 (%2 на %3, %4), последнего измеренного в сеансе</translation>
    </message>
    <message>
        <source>The prediction appears here once the probe has run.</source>
        <translation>Прогноз появится здесь, когда проверка завершится.</translation>
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
    <name>cm::ChartImageForm</name>
    <message>
        <source>Image format</source>
        <translation>Формат изображения</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Изображение PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Рисунок SVG</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Документ PDF</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Ширина в пикселях</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Высота в пикселях</translation>
    </message>
    <message>
        <source>Scale of the PNG image</source>
        <translation>Масштаб изображения PNG</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>Chart theme</source>
        <translation>Тема графика</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Print (black on white)</source>
        <translation>Печать (чёрное на белом)</translation>
    </message>
    <message>
        <source>Chart title</source>
        <translation>Заголовок графика</translation>
    </message>
    <message>
        <source>Chart subtitle</source>
        <translation>Подзаголовок графика</translation>
    </message>
    <message>
        <source>Alt text of the chart</source>
        <translation>Замещающий текст диаграммы</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the alt text to the clipboard</source>
        <translation>Скопировать замещающий текст в буфер обмена</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <source>Sc&amp;ale:</source>
        <translation>&amp;Масштаб:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Заголовок:</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>&amp;Подзаголовок:</translation>
    </message>
    <message>
        <source>Alt te&amp;xt:</source>
        <translation>Замещающий т&amp;екст:</translation>
    </message>
    <message>
        <source>Drawn at %1×%2, taller than asked, so that every row keeps room for its drive&apos;s name.</source>
        <translation>Нарисовано в размере %1×%2, выше запрошенного, чтобы в каждой строке поместилось имя диска.</translation>
    </message>
</context>
<context>
    <name>cm::ComparePanel</name>
    <message>
        <source>Drives to compare</source>
        <translation>Диски для сравнения</translation>
    </message>
    <message>
        <source>Data sets to compare</source>
        <translation>Наборы данных для сравнения</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move the drive up</source>
        <translation>Переместить диск вверх</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Move the drive down</source>
        <translation>Переместить диск вниз</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Remove the drive from the comparison</source>
        <translation>Убрать диск из сравнения</translation>
    </message>
    <message>
        <source>Tick the drives to show; double-click a name to rename it; drag to reorder.</source>
        <translation>Отметьте диски для показа; двойной щелчок по имени — переименовать; перетаскивание — изменить порядок.</translation>
    </message>
    <message>
        <source>Tick the data sets to show.</source>
        <translation>Отметьте наборы данных для показа.</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Диски</translation>
    </message>
    <message>
        <source>D&amp;ata sets</source>
        <translation>&amp;Наборы данных</translation>
    </message>
</context>
<context>
    <name>cm::CompressionChooser</name>
    <message>
        <source>Compression method</source>
        <translation>Способ сжатия</translation>
    </message>
    <message>
        <source>Compression algorithm</source>
        <translation>Алгоритм сжатия</translation>
    </message>
    <message>
        <source>Compression level</source>
        <translation>Уровень сжатия</translation>
    </message>
    <message>
        <source>default level</source>
        <translation>уровень по умолчанию</translation>
    </message>
    <message>
        <source>level </source>
        <translation>уровень </translation>
    </message>
    <message>
        <source>A btrfs image is mounted with this level (compress=zstd:9); btrfs&apos;s folder property on the drive itself compresses at the default level</source>
        <translation>Образ btrfs монтируется с этим уровнем (compress=zstd:9); свойство папки btrfs на самом диске сжимает с уровнем по умолчанию</translation>
    </message>
</context>
<context>
    <name>cm::DataSetChooser</name>
    <message>
        <source>Text: compresses well, as e-books and documents do</source>
        <translation>Текст: хорошо сжимается, как электронные книги и документы</translation>
    </message>
    <message>
        <source>JPEG and RAW-like pictures: hardly compressible</source>
        <translation>Изображения JPEG и в духе RAW: почти не сжимаются</translation>
    </message>
    <message>
        <source>Programs and libraries, as an installed system</source>
        <translation>Программы и библиотеки, как в установленной системе</translation>
    </message>
    <message>
        <source>One large file with mixed content</source>
        <translation>Один большой файл со смешанным содержимым</translation>
    </message>
    <message>
        <source>Many files of a few KiB: file-system overhead</source>
        <translation>Много файлов по несколько КиБ: накладные расходы файловой системы</translation>
    </message>
    <message>
        <source>Custom folder</source>
        <translation>Своя папка</translation>
    </message>
    <message>
        <source>Copies the regular files of a folder; links and special files are skipped</source>
        <translation>Копирует обычные файлы папки; ссылки и специальные файлы пропускаются</translation>
    </message>
    <message>
        <source>Folder data set</source>
        <translation>Набор данных из папки</translation>
    </message>
    <message>
        <source>A folder to copy as it is</source>
        <translation>Папка, копируемая как есть</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Choose the folder data set</source>
        <translation>Выбор папки для набора данных</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> МиБ</translation>
    </message>
    <message>
        <source>Size of %1</source>
        <translation>Размер набора %1</translation>
    </message>
    <message>
        <source>Folder to copy as a data set</source>
        <translation>Папка, копируемая как набор данных</translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s), %1 in all</source>
        <translation>
            <numerusform>%n набор данных, всего %1</numerusform>
            <numerusform>%n набора данных, всего %1</numerusform>
            <numerusform>%n наборов данных, всего %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, plus the folder</source>
        <translation>%1 и папка</translation>
    </message>
    <message>
        <source>Automatic size</source>
        <translation>Автоматический размер</translation>
    </message>
    <message>
        <source>Before the data sets are written, a cold read of a smaller copy measures the drive, and each data set is made large enough for one read to last at least this long (at most 4 GiB, within the free space). Shorter runs measure noise.</source>
        <translation>Перед записью наборов данных холодное чтение уменьшенной копии измеряет диск, и каждый набор делается настолько большим, чтобы одно чтение длилось не меньше заданного (не более 4 ГиБ и в пределах свободного места). Более короткие замеры измеряют шум.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Shortest read</source>
        <translation>Минимальное чтение</translation>
    </message>
    <message>
        <source>Each read lasts at least this long</source>
        <translation>Каждое чтение длится не меньше</translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s), each sized by a calibration read</source>
        <translation>
            <numerusform>%n набор данных, размер подбирается калибровкой</numerusform>
            <numerusform>%n набора данных, размер подбирается калибровкой</numerusform>
            <numerusform>%n наборов данных, размер подбирается калибровкой</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cm::DriveLabelEdit</name>
    <message>
        <source>Drive label</source>
        <translation>Метка диска</translation>
    </message>
    <message>
        <source>The drive&apos;s model</source>
        <translation>Модель диска</translation>
    </message>
</context>
<context>
    <name>cm::DriveListModel</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 on %2, from %3</source>
        <translation>%1 на %2, из %3</translation>
    </message>
</context>
<context>
    <name>cm::ExportDialog</name>
    <message>
        <source>cannot write chart %1: %2</source>
        <translation>не удаётся записать график %1: %2</translation>
    </message>
    <message>
        <source> px</source>
        <translation> пикс.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Default t&amp;itles</source>
        <translation>Заголовки по &amp;умолчанию</translation>
    </message>
    <message>
        <source>Restore the default title and subtitle</source>
        <translation>Восстановить заголовок и подзаголовок по умолчанию</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>&amp;Копировать изображение</translation>
    </message>
    <message>
        <source>Copy the chart image to the clipboard</source>
        <translation>Скопировать изображение графика в буфер обмена</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>&amp;Экспорт графика…</translation>
    </message>
    <message>
        <source>Export the chart to a file</source>
        <translation>Экспортировать график в файл</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>График</translation>
    </message>
    <message>
        <source>Table format</source>
        <translation>Формат таблицы</translation>
    </message>
    <message>
        <source>CSV (every run, for spreadsheets)</source>
        <translation>CSV (все замеры, для электронных таблиц)</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>BBCode (forums)</source>
        <translation>BBCode (форумы)</translation>
    </message>
    <message>
        <source>Tab&amp;le format:</source>
        <translation>Формат &amp;таблицы:</translation>
    </message>
    <message>
        <source>Cop&amp;y table</source>
        <translation>Копировать та&amp;блицу</translation>
    </message>
    <message>
        <source>Copy the table to the clipboard as text</source>
        <translation>Скопировать таблицу в буфер обмена как текст</translation>
    </message>
    <message>
        <source>&amp;Save table…</source>
        <translation>&amp;Сохранить таблицу…</translation>
    </message>
    <message>
        <source>Save the table to a file</source>
        <translation>Сохранить таблицу в файл</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Chart preview</source>
        <translation>Предпросмотр графика</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>Export status</source>
        <translation>Состояние экспорта</translation>
    </message>
    <message>
        <source>The session holds no measurement yet.</source>
        <translation>В сессии пока нет ни одного измерения.</translation>
    </message>
    <message>
        <source>The chart is too large to copy; choose a smaller size or scale.</source>
        <translation>График слишком велик для копирования; выберите меньший размер или масштаб.</translation>
    </message>
    <message>
        <source>Chart image copied to the clipboard.</source>
        <translation>Изображение графика скопировано в буфер обмена.</translation>
    </message>
    <message>
        <source>Table copied to the clipboard.</source>
        <translation>Таблица скопирована в буфер обмена.</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Сохранить таблицу</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Запись %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Alt text copied to the clipboard.</source>
        <translation>Замещающий текст скопирован в буфер обмена.</translation>
    </message>
    <message>
        <source>Save web page</source>
        <translation>Сохранить веб-страницу</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Веб-страница (*.html)</translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation>не удаётся записать веб-страницу %1: %2</translation>
    </message>
</context>
<context>
    <name>cm::FoldedNotes</name>
    <message>
        <source>Notes on the chart</source>
        <translation>Примечания к диаграмме</translation>
    </message>
    <message numerus="yes">
        <source>Notes on the chart (%n)</source>
        <translation>
            <numerusform>Примечания к диаграмме (%n)</numerusform>
            <numerusform>Примечания к диаграмме (%n)</numerusform>
            <numerusform>Примечания к диаграмме (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Show every note</source>
        <translation>Показать все примечания</translation>
    </message>
</context>
<context>
    <name>cm::LibraryChartPanel</name>
    <message>
        <source>Chart</source>
        <translation>График</translation>
    </message>
    <message>
        <source>Tick drives and choose Show side by side, or choose a drive and History.</source>
        <translation>Отметьте диски и нажмите «Показать рядом» или выберите диск и нажмите «История».</translation>
    </message>
    <message>
        <source>Library chart</source>
        <translation>График библиотеки</translation>
    </message>
</context>
<context>
    <name>cm::LibraryFilterBar</name>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>Search drives, models, serials, kernels, files…</source>
        <translation>Поиск дисков, моделей, серийных номеров, ядер, файлов…</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Поиск в библиотеке</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Файловая система</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Сжатие</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Набор данных</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>любой день</translation>
    </message>
    <message>
        <source>Measured since</source>
        <translation>Измерено начиная с</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>С</translation>
    </message>
</context>
<context>
    <name>cm::LibraryPage</name>
    <message>
        <source>Drives in the library</source>
        <translation>Диски в библиотеке</translation>
    </message>
    <message>
        <source>Show side &amp;by side</source>
        <translation>Показать р&amp;ядом</translation>
    </message>
    <message>
        <source>The ticked drives, from any sessions, in one chart</source>
        <translation>Отмеченные диски любых сессий на одном графике</translation>
    </message>
    <message>
        <source>His&amp;tory</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <source>&amp;Open session</source>
        <translation>&amp;Открыть сессию</translation>
    </message>
    <message>
        <source>The chosen drive&apos;s session, on the Results page</source>
        <translation>Сессия выбранного диска, на странице «Результаты»</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <translation>Чтение библиотеки…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) in the library.</source>
        <translation>
            <numerusform>%n диск в библиотеке.</numerusform>
            <numerusform>%n диска в библиотеке.</numerusform>
            <numerusform>%n дисков в библиотеке.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n session file(s)…</source>
        <translation>
            <numerusform>Чтение %n файла сессии…</numerusform>
            <numerusform>Чтение %n файлов сессий…</numerusform>
            <numerusform>Чтение %n файлов сессий…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) side by side.</source>
        <translation>
            <numerusform>%n диск рядом.</numerusform>
            <numerusform>%n диска рядом.</numerusform>
            <numerusform>%n дисков рядом.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the history of %1…</source>
        <translation>Чтение истории %1…</translation>
    </message>
    <message numerus="yes">
        <source>Measured %n time(s).</source>
        <translation>
            <numerusform>Измерен %n раз.</numerusform>
            <numerusform>Измерен %n раза.</numerusform>
            <numerusform>Измерен %n раз.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n side &amp;by side</source>
        <translation>
            <numerusform>Показать %n р&amp;ядом</numerusform>
            <numerusform>Показать %n р&amp;ядом</numerusform>
            <numerusform>Показать %n р&amp;ядом</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Link as one drive</source>
        <translation>&amp;amp;Связать в один диск</translation>
    </message>
    <message>
        <source>The ticked drives are one drive measured over time (a serial that reads otherwise, a model renamed): their histories become one</source>
        <translation>Отмеченные диски — один диск, измеренный в разное время (серийный номер читается иначе, модель переименована): их истории становятся одной</translation>
    </message>
    <message>
        <source>U&amp;nlink</source>
        <translation>Отв&amp;amp;язать</translation>
    </message>
    <message>
        <source>Undo the link that brought the chosen drive into its history; where none did, set this measurement apart from the others of its model and serial</source>
        <translation>Отменить привязку, которая ввела выбранный диск в его историю; если её нет — отделить это измерение от других измерений той же модели и серийного номера</translation>
    </message>
    <message>
        <source>The chosen drive measured on several days, over time (by its model and serial, and the links made here)</source>
        <translation>Выбранный диск, измеренный в разные дни, во времени (по модели и серийному номеру и по сделанным здесь привязкам)</translation>
    </message>
</context>
<context>
    <name>cm::LibraryTableModel</name>
    <message>
        <source>Read speed: the mean of the medians of the drive&apos;s data sets</source>
        <translation>Скорость чтения: среднее медиан наборов данных диска</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Файловая система</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Сжатие</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>Наборы данных</translation>
    </message>
    <message>
        <source>Read off, MB/s</source>
        <translation>Чтение без сжатия, МБ/с</translation>
    </message>
    <message>
        <source>Read on, MB/s</source>
        <translation>Чтение со сжатием, МБ/с</translation>
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
        <translation>&amp;Настройка</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запуск</translation>
    </message>
    <message>
        <source>R&amp;esults</source>
        <translation>&amp;Результаты</translation>
    </message>
    <message>
        <source>Should I &amp;compress?</source>
        <translation>&amp;Сжимать или нет?</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Новая</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Add Drives from Sessions…</source>
        <translation>&amp;Добавить диски из сессий…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Последние сессии</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Look at the Drives Again</source>
        <translation>&amp;Проверить диски заново</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About CompressMark</source>
        <translation>&amp;О программе CompressMark</translation>
    </message>
    <message>
        <source>About CompressMark</source>
        <translation>О программе CompressMark</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;CompressMark %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Measures how fast a drive reads with filesystem compression off and on, into a RAM disk with cold caches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;CompressMark %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Измеряет, как быстро диск читает данные со сжатием файловой системы и без него, копируя их на RAM-диск с холодным кэшем.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot start</source>
        <translation>Не удаётся запустить</translation>
    </message>
    <message>
        <source>Saving the session to %1 after every measurement</source>
        <translation>Сессия сохраняется в %1 после каждого измерения</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>%1[*] — CompressMark</source>
        <translation>%1[*] — CompressMark</translation>
    </message>
    <message>
        <source>Add drives from sessions</source>
        <translation>Добавить диски из сессий</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>Не удаётся открыть сессию</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Сохранить сессию</translation>
    </message>
    <message>
        <source>Sessions (*.cmsession.json)</source>
        <translation>Сессии (*.cmsession.json)</translation>
    </message>
    <message>
        <source>The session is saved after every measurement while a run goes on.</source>
        <translation>Во время теста сессия сохраняется после каждого измерения.</translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation>Не удаётся сохранить сессию</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a benchmark or open a session.</source>
        <translation>Пока нечего экспортировать: запустите тест или откройте сессию.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The session shown has changes that are not saved. Save them?</source>
        <translation>В показанной сессии есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close? Measurements already finished stay in the session.</source>
        <translation>Идёт тест. Остановить его и закрыть? Уже завершённые измерения останутся в сессии.</translation>
    </message>
    <message>
        <source>Stopping the run and cleaning up…</source>
        <translation>Остановка прогона и уборка…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>The drive&apos;s folder %1 comes from the session: check it, the RAM disk and the copier, then press Start</source>
        <translation>Папка диска %1 взята из сеанса: проверьте её, RAM-диск и копировщик, затем нажмите «Запустить»</translation>
    </message>
    <message numerus="yes">
        <source>Another program saved into %1: %n drive(s) added, %2 updated</source>
        <translation>
            <numerusform>Другая программа сохранила в %1: добавлен %n диск, обновлено %2</numerusform>
            <numerusform>Другая программа сохранила в %1: добавлено %n диска, обновлено %2</numerusform>
            <numerusform>Другая программа сохранила в %1: добавлено %n дисков, обновлено %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not take every run; the session with all of them is in %2. Save it to keep it here.</source>
        <translation>В %1 не удалось сохранить все замеры; сеанс со всеми ними находится в %2. Сохраните его, чтобы оставить здесь.</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Compare with a Published Session…</source>
        <translation>&amp;Сравнить с опубликованной сессией…</translation>
    </message>
    <message>
        <source>Compare with a published session</source>
        <translation>Сравнить с опубликованной сессией</translation>
    </message>
    <message>
        <source>%1 holds no measured drive</source>
        <translation>в %1 нет измеренного диска</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Не удаётся сравнить</translation>
    </message>
    <message>
        <source>The plan of %1 is set: choose your drive and RAM disk, then start; your drive will stand beside the published one.</source>
        <translation>План из %1 установлен: выберите свой диск и RAM-диск и запустите; ваш диск встанет рядом с опубликованным.</translation>
    </message>
    <message>
        <source>%1: %2 published, %3 here</source>
        <translation>%1: %2 опубликовано, %3 здесь</translation>
    </message>
    <message>
        <source>Your drive was measured as %1 was: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.</source>
        <translation>Ваш диск измерен так же, как %1: то же ядро, система, процессор, файловая система, сжатие, копировщик, режим кэша, повторы и наборы данных.</translation>
    </message>
    <message>
        <source>Your drive was measured otherwise than %1 was, so differences in speed may come from these too:

%2</source>
        <translation>Ваш диск измерен иначе, чем %1, поэтому различия в скорости могут идти и отсюда:

%2</translation>
    </message>
    <message>
        <source>Compared with a published session</source>
        <translation>Сравнение с опубликованной сессией</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Библиотека</translation>
    </message>
</context>
<context>
    <name>cm::MethodForm</name>
    <message>
        <source>Read (drive → RAM disk)</source>
        <translation>Чтение (диск → RAM-диск)</translation>
    </message>
    <message>
        <source>Write back (RAM disk → drive)</source>
        <translation>Обратная запись (RAM-диск → диск)</translation>
    </message>
    <message>
        <source>Copy within the drive</source>
        <translation>Копирование в пределах диска</translation>
    </message>
    <message>
        <source>Delete the tree</source>
        <translation>Удаление дерева</translation>
    </message>
    <message>
        <source>Pack into a tar file</source>
        <translation>Упаковка в файл tar</translation>
    </message>
    <message>
        <source>Unpack the tar file</source>
        <translation>Распаковка файла tar</translation>
    </message>
    <message>
        <source>Small files and 4 KiB random reads</source>
        <translation>Мелкие файлы и случайное чтение по 4 КиБ</translation>
    </message>
    <message>
        <source>How to measure</source>
        <translation>Как измерять</translation>
    </message>
    <message>
        <source>Compression:</source>
        <translation>Сжатие:</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>Операции:</translation>
    </message>
    <message>
        <source>Copier:</source>
        <translation>Копировщик:</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Повторы:</translation>
    </message>
    <message>
        <source>Cold caches by:</source>
        <translation>Холодный кэш:</translation>
    </message>
    <message>
        <source>Many files in flight from one thread through io_uring, as deep a queue as a fast drive takes: what the drive delivers of small files, where a copy loop measures itself.</source>
        <translation>Много файлов одновременно из одного потока через io_uring, с очередью такой глубины, какую принимает быстрый диск: сколько мелких файлов даёт сам диск там, где цикл копирования измерял бы себя.</translation>
    </message>
    <message>
        <source>Copier</source>
        <translation>Копировщик</translation>
    </message>
    <message>
        <source>One thread reads and writes one file after another through one buffer kept for the whole tree: the drive&apos;s speed through a plain copy loop, without what copy programs do for every file besides. For what your own copy program achieves, run it as an external copier: --copier &quot;external:COMMAND&quot;.</source>
        <translation>Один поток читает и записывает файл за файлом через один буфер на всё дерево: скорость диска через простой цикл копирования, без того, что программы копирования делают сверх этого для каждого файла. Чтобы узнать, чего добивается ваша собственная программа копирования, запустите её как внешний копировщик: --copier &quot;external:КОМАНДА&quot;.</translation>
    </message>
    <message>
        <source>Files in flight</source>
        <translation>Файлов одновременно</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>авто</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>until precise (at most this many)</source>
        <translation>до достижения точности (не больше этого числа)</translation>
    </message>
    <message>
        <source>Repeats until the 95 % confidence interval is within 3 % of the median</source>
        <translation>Повторяет, пока 95-процентный доверительный интервал не станет уже 3 % медианы</translation>
    </message>
    <message>
        <source>Cache mode</source>
        <translation>Режим кэша</translation>
    </message>
    <message>
        <source>The drive&apos;s own sequential read, beside Read</source>
        <translation>Последовательное чтение самого диска, рядом с чтением</translation>
    </message>
    <message>
        <source>Files/s of the data set read like Read, next to 4 KiB random reads at queue depth 1 and 32 and a direct sequential read of the same bytes: how near the drive&apos;s own limit the copier came.</source>
        <translation>Файлы/с набора данных, прочитанного как при чтении, рядом со случайным чтением по 4 КиБ с глубиной очереди 1 и 32 и прямым последовательным чтением тех же байтов: насколько копировщик приблизился к пределу самого диска.</translation>
    </message>
    <message>
        <source>The data set joined into one file and read from start to end with direct I/O in 1 MiB blocks, four at a time: the drive&apos;s own sequential limit, which each Read result is shown against.</source>
        <translation>Набор данных, объединённый в один файл и прочитанный от начала до конца прямым вводом-выводом блоками по 1 МиБ, по четыре сразу: предел последовательного чтения самого диска, с которым сравнивается каждый результат чтения.</translation>
    </message>
</context>
<context>
    <name>cm::PresetChooser</name>
    <message>
        <source>Preset</source>
        <translation>Предустановка</translation>
    </message>
    <message>
        <source>Choose one to fill in the plan…</source>
        <translation>Выберите, чтобы заполнить план…</translation>
    </message>
    <message>
        <source>Quick: books and photos, reads of a second, 3 repetitions</source>
        <translation>Быстро: книги и фотографии, чтения по секунде, 3 повтора</translation>
    </message>
    <message>
        <source>Standard: the articles&apos; method, four data sets, reads of 2 s, 5 repetitions</source>
        <translation>Стандарт: метод статей, четыре набора данных, чтения по 2 с, 5 повторов</translation>
    </message>
    <message>
        <source>Thorough: reads, writes, copies and deletes of 4 s, repeated until precise</source>
        <translation>Тщательно: чтение, запись, копирование и удаление по 4 с, повторы до нужной точности</translation>
    </message>
    <message>
        <source>Small files: files of a few KiB against 4 KiB random reads</source>
        <translation>Мелкие файлы: файлы в несколько КиБ против случайных чтений по 4 КиБ</translation>
    </message>
    <message>
        <source>The btrfs article: system files copied and deleted, btrfs with lzo</source>
        <translation>Статья о btrfs: системные файлы копируются и удаляются, btrfs с lzo</translation>
    </message>
    <message>
        <source>Custom: a preset changed by hand</source>
        <translation>Своя: предустановка, изменённая вручную</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Предустановка:</translation>
    </message>
</context>
<context>
    <name>cm::ResultsPage</name>
    <message>
        <source>Chart</source>
        <translation>График</translation>
    </message>
    <message>
        <source>Whiskers</source>
        <translation>Усы</translation>
    </message>
    <message>
        <source>No whiskers</source>
        <translation>Без усов</translation>
    </message>
    <message>
        <source>Slowest to fastest run</source>
        <translation>От самого медленного до самого быстрого замера</translation>
    </message>
    <message>
        <source>95 % confidence interval</source>
        <translation>95-процентный доверительный интервал</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>График:</translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>График результатов</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>Все результаты</translation>
    </message>
    <message>
        <source>Data set and operation over time</source>
        <translation>Набор данных и операция во времени</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>No timeline in these runs</source>
        <translation>У этих замеров нет графика во времени</translation>
    </message>
    <message>
        <source>Data set of the drives chart</source>
        <translation>Набор данных диаграммы дисков</translation>
    </message>
    <message>
        <source>Order of the drives</source>
        <translation>Порядок дисков</translation>
    </message>
    <message>
        <source>As measured</source>
        <translation>Как измерены</translation>
    </message>
    <message>
        <source>Fastest first</source>
        <translation>Сначала самые быстрые</translation>
    </message>
</context>
<context>
    <name>cm::ResultsTableModel</name>
    <message>
        <source>plain</source>
        <translation>без сжатия</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>со сжатием</translation>
    </message>
    <message>
        <source>compressed (%1)</source>
        <translation>со сжатием (%1)</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Набор данных</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation>Медиана, МБ/с</translation>
    </message>
    <message>
        <source>Spread (CI95)</source>
        <translation>Разброс (ДИ95)</translation>
    </message>
    <message>
        <source>Cold runs</source>
        <translation>Холодные</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Хранится</translation>
    </message>
    <message>
        <source>Device read</source>
        <translation>Прочитано устр.</translation>
    </message>
    <message>
        <source>Files/s</source>
        <translation>Файлов/с</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>vs plain</source>
        <translation>к несжатому</translation>
    </message>
    <message>
        <source>Of drive&apos;s limit</source>
        <translation>От предела диска</translation>
    </message>
    <message>
        <source>CPU s/GB</source>
        <translation>с ЦП/ГБ</translation>
    </message>
</context>
<context>
    <name>cm::RunPage</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>Общий прогресс</translation>
    </message>
    <message>
        <source>Progress of the current step</source>
        <translation>Прогресс текущего шага</translation>
    </message>
    <message>
        <source>No run yet. Choose the drive and the data sets on the Setup page and press Start.</source>
        <translation>Тест ещё не запускался. Выберите диск и наборы данных на странице «Настройка» и нажмите «Старт».</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Overall:</source>
        <translation>Всего:</translation>
    </message>
    <message>
        <source>Current:</source>
        <translation>Текущий:</translation>
    </message>
    <message>
        <source>Results so far</source>
        <translation>Результаты на данный момент</translation>
    </message>
    <message>
        <source>Run log</source>
        <translation>Журнал теста</translation>
    </message>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation>%1 (повтор %2 из %3)</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>осталось около %1</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <source>%1, %2, %3: run %4, %5 MB/s</source>
        <translation>%1, %2, %3: замер %4, %5 МБ/с</translation>
    </message>
    <message>
        <source> — not cold: %1 % of the data was cached</source>
        <translation> — не холодный: %1 % данных было в кэше</translation>
    </message>
    <message>
        <source>Cancelled. Measurements finished before the cancel are kept.</source>
        <translation>Отменено. Измерения, завершённые до отмены, сохранены.</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Тест завершился с ошибкой: %1</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>The chart appears with the first measurement.</source>
        <translation>Диаграмма появится с первым измерением.</translation>
    </message>
    <message>
        <source>Started: %1 → %2; data sets: %3; copier: %4; repetitions: %5; caches: %6; compression: %7</source>
        <translation>Запуск: %1 → %2; наборы данных: %3; копировщик: %4; повторов: %5; кэши: %6; сжатие: %7</translation>
    </message>
</context>
<context>
    <name>cm::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Default RAM-disk target</source>
        <translation>RAM-диск по умолчанию</translation>
    </message>
    <message>
        <source>The first RAM disk with room</source>
        <translation>Первый RAM-диск с достаточным местом</translation>
    </message>
    <message>
        <source>Copier</source>
        <translation>Копировщик</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>Adaptive repetitions</source>
        <translation>Адаптивное число повторов</translation>
    </message>
    <message>
        <source>Cache mode</source>
        <translation>Режим кэша</translation>
    </message>
    <message>
        <source>The strongest available</source>
        <translation>Самый надёжный из доступных</translation>
    </message>
    <message>
        <source>Drop all caches (root)</source>
        <translation>Сбросить все кэши (root)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The language changes at the next start of CompressMark.</source>
        <translation>Язык сменится при следующем запуске CompressMark.</translation>
    </message>
    <message>
        <source>RAM-disk &amp;target:</source>
        <translation>&amp;Целевой RAM-диск:</translation>
    </message>
    <message>
        <source>&amp;Copier:</source>
        <translation>&amp;Копировщик:</translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation>&amp;Повторы:</translation>
    </message>
    <message>
        <source>C&amp;ache:</source>
        <translation>К&amp;эш:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>%1 (not found now)</source>
        <translation>%1 (сейчас не найден)</translation>
    </message>
    <message>
        <source>Drop all caches (administrator)</source>
        <translation>Сбросить все кэши (администратор)</translation>
    </message>
    <message>
        <source>until precise (at most this many)</source>
        <translation>до достижения точности (не больше этого числа)</translation>
    </message>
    <message>
        <source>Repeats until the 95 % confidence interval is within 3 % of the median</source>
        <translation>Повторяет, пока 95-процентный доверительный интервал не станет уже 3 % медианы</translation>
    </message>
</context>
<context>
    <name>cm::SetupPage</name>
    <message>
        <source>Data sets</source>
        <translation>Наборы данных</translation>
    </message>
    <message>
        <source>Looking at the drives…</source>
        <translation>Проверка дисков…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <source>Source folder</source>
        <translation>Исходная папка</translation>
    </message>
    <message>
        <source>The test writes its data set into a folder it makes here, and removes it afterwards</source>
        <translation>Тест записывает набор данных в папку, которую создаёт здесь, и затем удаляет её</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Выбрать папку…</translation>
    </message>
    <message>
        <source>Choose source folder</source>
        <translation>Выбор исходной папки</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Look at the drives again</source>
        <translation>Проверить диски заново</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Папка:</translation>
    </message>
    <message>
        <source>Drive under test</source>
        <translation>Тестируемый диск</translation>
    </message>
    <message>
        <source>Label in charts:</source>
        <translation>Метка на графиках:</translation>
    </message>
    <message>
        <source>Folder on the drive to test</source>
        <translation>Папка на тестируемом диске</translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation>Удалить их</translation>
    </message>
    <message numerus="yes">
        <source>A run that was stopped before it could clean up left %n folder(s) behind: %1</source>
        <translation>
            <numerusform>Запуск, остановленный до уборки, оставил %n папку: %1</numerusform>
            <numerusform>Запуск, остановленный до уборки, оставил %n папки: %1</numerusform>
            <numerusform>Запуск, остановленный до уборки, оставил %n папок: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 и ещё %n</numerusform>
            <numerusform>%1 и ещё %n</numerusform>
            <numerusform>%1 и ещё %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cm::TargetChooser</name>
    <message>
        <source>RAM-disk target</source>
        <translation>Целевой RAM-диск</translation>
    </message>
    <message>
        <source>%1 (%2, %3 free)</source>
        <translation>%1 (%2, свободно %3)</translation>
    </message>
    <message>
        <source>No RAM disk has room for %1. Make one, for example:
sudo mkdir -p /mnt/ramdisk &amp;&amp; sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk</source>
        <translation>Ни на одном RAM-диске нет места для %1. Создайте его, например:
sudo mkdir -p /mnt/ramdisk &amp;&amp; sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk</translation>
    </message>
    <message>
        <source>No RAM disk has room for %1. Make one with a RAM-disk driver, for example ImDisk&apos;s:
imdisk -a -s %2G -m R: -p &quot;/fs:ntfs /q /y&quot;</source>
        <translation>Ни на одном RAM-диске нет места для %1. Создайте его драйвером RAM-диска, например ImDisk:
imdisk -a -s %2G -m R: -p &quot;/fs:ntfs /q /y&quot;</translation>
    </message>
</context>
<context>
    <name>cm::UserGuide</name>
    <message>
        <source>CompressMark User Guide</source>
        <translation>Руководство пользователя CompressMark</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>&amp;The Window</source>
        <translation>&amp;Окно программы</translation>
    </message>
    <message>
        <source>The guide is written in English only.</source>
        <translation>Руководство написано только на английском языке.</translation>
    </message>
</context>
<context>
    <name>cm::VolumeListModel</name>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation>неизвестное устройство</translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation>Путь</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Файловая система</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Сжатие</translation>
    </message>
    <message>
        <source>%1 has no transparent compression; choose a btrfs or NTFS image file on the drive under Compression to see what compression would do on it</source>
        <translation>В %1 нет прозрачного сжатия; выберите в «Сжатие» файл-образ btrfs или NTFS на диске, чтобы увидеть, что сжатие даст на нём</translation>
    </message>
    <message>
        <source>This volume</source>
        <translation>Этот том</translation>
    </message>
    <message>
        <source>in an image: %1</source>
        <translation>в образе: %1</translation>
    </message>
</context>
<context>
    <name>cm::WebPageGroup</name>
    <message>
        <source>Web page</source>
        <translation>Веб-страница</translation>
    </message>
    <message>
        <source>One file with every chart, the results, the method, how to reproduce them and the session itself, for readers to check.</source>
        <translation>Один файл со всеми графиками, результатами, методикой, способом их воспроизвести и самой сессией, чтобы читатели могли проверить.</translation>
    </message>
    <message>
        <source>Leave out &amp;who and which machine (host and user names, serial numbers, volume labels, UUIDs)</source>
        <translation>Опустить, &amp;кто и на какой машине (имена узла и пользователя, серийные номера, метки томов, UUID)</translation>
    </message>
    <message>
        <source>Share-safe</source>
        <translation>Для публикации</translation>
    </message>
    <message>
        <source>Save &amp;web page…</source>
        <translation>Сохранить &amp;веб-страницу…</translation>
    </message>
    <message>
        <source>Save web page</source>
        <translation>Сохранить веб-страницу</translation>
    </message>
    <message>
        <source>Save the session as a web page</source>
        <translation>Сохранить сессию как веб-страницу</translation>
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
        <source>Measures how fast a drive delivers real files to a RAM disk, with filesystem compression off and on.</source>
        <translation>Измеряет, как быстро диск отдаёт настоящие файлы на RAM-диск, со сжатием файловой системы и без него.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Команды:</translation>
    </message>
    <message>
        <source>Without a command: the window when a display is available, otherwise &apos;run&apos; with defaults.</source>
        <translation>Без команды: окно, если есть дисплей, иначе «run» с настройками по умолчанию.</translation>
    </message>
    <message>
        <source>After a killed run:</source>
        <translation>После прерванного запуска:</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of commands</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>run the benchmark (see &apos;compressmark run --help&apos;)</source>
        <translation>запустить тест (см. «compressmark run --help»)</translation>
    </message>
    <message>
        <source>charts and tables of saved sessions (see &apos;compressmark report --help&apos;)</source>
        <translation>диаграммы и таблицы сохранённых сеансов (см. «compressmark report --help»)</translation>
    </message>
    <message>
        <source>print what is known about the volume holding a path, as JSON</source>
        <translation>вывести в JSON сведения о томе, на котором лежит путь</translation>
    </message>
    <message>
        <source>write one data set into a new folder and print its manifest as JSON</source>
        <translation>записать один набор данных в новую папку и вывести его манифест в JSON</translation>
    </message>
    <message>
        <source>predict whether compression pays off on this drive and CPU</source>
        <translation>предсказать, окупится ли сжатие на этом диске и процессоре</translation>
    </message>
    <message>
        <source>list and remove the workspaces it left behind (see &apos;compressmark clean --help&apos;)</source>
        <translation>показать и удалить оставленные рабочие папки (см. «compressmark clean --help»)</translation>
    </message>
    <message>
        <source>open the window (the default when a display is available), with the
session files named after it</source>
        <translation>открыть окно (по умолчанию, если есть дисплей) с файлами
сеансов, указанными после команды</translation>
    </message>
    <message>
        <source>Without a command: the window.</source>
        <translation>Без команды: окно.</translation>
    </message>
    <message>
        <source>every drive measured here (see &apos;compressmark library --help&apos;)</source>
        <translation>все диски, измеренные здесь (см. «compressmark library --help»)</translation>
    </message>
</context>
</TS>
