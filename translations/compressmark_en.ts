<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <translation type="unfinished"></translation>
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
        <source>no folder on the drive the session measured was chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the drive the session measured (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: %1 has not 256 MiB free to write on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs (%2–%3 µs) per compressed extent, measured with zstd on a btrfs image in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: the reads on the drive could not be told apart from the noise</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>this program&apos;s LZNT1 and %1 decompression speeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not part of the model for NTFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no folder on the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sampling and timing the algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: btrfs&apos;s own decompression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: no data kind shrinks with zstd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the drive&apos;s reads of plain data and compressed extents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdviseCommand</name>
    <message>
        <source>%1 holds no drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (plain read %2 MB/s, %3–%4): %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decompress MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the plain (and measured compressed) read speeds from the last drive of this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the plain read speed of this folder&apos;s drive briefly (default: the current folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object per data kind and algorithm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise: name --session or --source, not both, and nothing else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise: no RAM disk with room for the samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise: [%1/%2] %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise: probed in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicts, for each data kind and each algorithm the filesystem offers (NTFS&apos;s; btrfs&apos;s for a session measured on btrfs), how fast compressed data would read on the drive and what it would save, from the drive&apos;s plain read speed (a session, or a short measurement) and the algorithms measured on this CPU; shows the measured speed beside it where the session has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicts, for each data kind and each algorithm the filesystem offers (btrfs&apos;s; NTFS&apos;s for a session measured on NTFS), how fast compressed data would read on the drive and what it would save, from the drive&apos;s plain read speed (a session, or a short measurement) and the algorithms measured on this CPU; shows the measured speed beside it where the session has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decompression: %1; lz4, which no filesystem stores, at the library&apos;s speed on one core.
The drive&apos;s cost of reading compressed extents: %2.
= recommended, ≈ as fast within the measurements&apos; noise or a tenth (the tie goes to the algorithm that saves the most space); the range is what the measurements&apos; spread allows, not the model&apos;s own error, and &quot;cannot tell&quot; where it holds the plain speed and reaches more than a tenth below it.

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <source>; %1 read as fast (within the measurements&apos; noise or a tenth), and none saves more space than %2, the lowest level or the fastest to compress of those that save as much</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 read as fast (within the measurements&apos; noise or a tenth), %2 saves the most space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; predicted from the session&apos;s own read with %1, %2 MB/s (%3–%4), which the model alone put at %5 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; predicted from this probe&apos;s reads of a btrfs image on the drive (%1 at %2 MB/s, plain at %3 MB/s): the time %1 added there, added to the plain read, puts it at %4 % of that, where the model alone put it at %5 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>no file named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CacheModeDecision</name>
    <message>
        <source>the data set&apos;s pages are evicted before every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every repetition reads new data, evicted after writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: evicting the data set&apos;s pages instead of dropping caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches could not be dropped (%1): evicting the data set&apos;s pages instead for the rest of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches could not be dropped through compressmark-helper (%1): evicting the data set&apos;s pages instead for the rest of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O_DIRECT reads after an eviction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches dropped through compressmark-helper (pkexec may ask for an administrator&apos;s password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbuffered reads (FILE_FLAG_NO_BUFFERING) after an eviction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches dropped as administrator (the standby list purged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches dropped through compressmark-helper, started elevated once (Windows asks for an administrator&apos;s consent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caches dropped as root (sync, /proc/sys/vm/drop_caches and the drives&apos; buffers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 if the system allows it, else the data set&apos;s pages evicted before every run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CancelQuestion</name>
    <message>
        <source>Cancel the run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run goes on while you decide. Measurements already finished stay in the session; the one in progress is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartData</name>
    <message numerus="yes">
        <source>and %n more result(s) measured against the drive&apos;s own limit</source>
        <translation>
            <numerusform>and %n more result measured against the drive&apos;s own limit</numerusform>
            <numerusform>and %n more results measured against the drive&apos;s own limit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>A CompressMark chart: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write chart %1: the size is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write chart %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write chart %1: the scale %2 is not a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write chart %1: it would be %2x%3 pixels, and an image has at most %4 on a side and %5 million in all; choose a smaller size or scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drives %1-%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartValues</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bars, the highest %2 (%3), the lowest %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lines run from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CleanCommand</name>
    <message>
        <source>%1 (left by process %2, started %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; its loop image is still mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (left by a save that did not finish)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the workspaces and target folders that a killed or crashed run left in PATH, and the temporary files of saves that did not finish, and with --yes removes them. Only folders with CompressMark&apos;s marker whose run has ended are touched, and only your own temporary files untouched for a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to look in (default: the current folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove what is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clean: name at most one folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clean: %1 is a symbolic link; name the folder it leads to (%2) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clean: %1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stale CompressMark workspace in %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove them with: compressmark clean %1 --yes
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (and %2 more could not be removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clean cancelled; only the folders named as removed are gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clean cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandParsing</name>
    <message>
        <source>--%1: name a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: %2 is not an existing folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareReport</name>
    <message>
        <source>%1 MB/s (± %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 here; not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 published, %2 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (within noise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 % of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared with %1 (%2):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured alike: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured differently, so differences in speed may come from these too:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 published, %3 here
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>not enough pairs (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ plain (within noise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % (%2–%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Compression</name>
    <message>
        <source>this system has no %1 compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no transparent compression; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, which compresses as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compression %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 loop image needs Linux&apos;s loop devices; measure a drive&apos;s own compression instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NTFS volume %1 has an allocation unit size of %2 KiB, and NTFS compresses only with allocation units of 4 KiB or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NTFS volume %1 does not offer compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not NTFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NTFS does not store new files in %1 compressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a btrfs or NTFS image on this drive (--compression loop-btrfs or loop-ntfs, as root) shows what it would do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a drive formatted NTFS compresses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompressionModel</name>
    <message>
        <source>do not compress: the data does not shrink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compress with %1: %2 % (%3) of the plain speed, %4 % less space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compress with %1: no measurable difference from plain (%2 %, %3), %4 % less space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compress with %1 if space matters: %2 % (%3) of the plain speed, %4 % less space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not compress: %1 would read at %2 % (%3) of the plain speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell: %1 would read at %2 % of the plain speed by the estimate, but the measurements&apos; spread allows %3, faster or slower than plain; measuring it decides (%4 % less space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compress with %1: at most a tenth slower than plain, perhaps faster (%2 %, %3), %4 % less space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compress with %1 if space matters: %2 % (%3) of the plain speed, perhaps more than a fifth slower, %4 % less space</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConcurrentRuns</name>
    <message>
        <source>Another CompressMark run (%1) measures the same drive or RAM disk: each slows the other, and the timed runs it overlaps are flagged as disturbed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ControlCharacterGuard</name>
    <message>
        <source>Line breaks, tabs and other control characters cannot be part of this text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopierFactory</name>
    <message>
        <source>robocopy is Windows&apos; own copier; here use serial, parallel[:N], uring[:N], kernel or external:CMD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the uring copier cannot run here: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataSetSizing</name>
    <message>
        <source>a cold read of %1 took %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, for a read of at least %3 s at %4 MB/s (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, the largest automatic size; a read lasts about %3 s at %4 MB/s (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, all the free space allows; a read lasts about %3 s at %4 MB/s, less than %5 s (%6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 KiB random reads, depth 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 KiB random reads, depth 32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop all caches</source>
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
        <source>External program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robocopy</source>
        <translation type="unfinished"></translation>
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
        <source>btrfs image file on the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NTFS image file on the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WOF (compact /exe:), each file after writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, on the drive itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial, one buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct sequential read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>io_uring, many files in flight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriveLimit</name>
    <message>
        <source>%1 % of a direct sequential read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of 4 KiB reads at depth %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 % at depth 1)</source>
        <translation type="unfinished"></translation>
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
    <name>FileLock</name>
    <message>
        <source>another process of yours kept %1 locked for %2 seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenerateCommand</name>
    <message>
        <source>generate: name exactly one data set (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: unknown data set &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: %1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 64M or 1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: --out DIR is required (a folder that does not exist yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: %1 already exists; name a new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: %1 is in a kernel interface (/dev, /proc, /sys), not storage; nothing is written there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the data set, e.g. 256M or 1G (default: 64M).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the generated data (default: 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to create for the data set; it must not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate cancelled; nothing was kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate cancelled, but %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes one data set into the new folder DIR and prints its manifest (files, bytes, how well zstd and lz4 compress it, what was skipped) as JSON. The same kind, size and seed give the same files on every machine; &apos;system&apos; samples %1; &apos;folder:PATH&apos; copies PATH whole, without links and special files, and ignores --size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine&apos;s /usr/lib and /usr/share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine&apos;s Windows\WinSxS folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryChartData</name>
    <message>
        <source>Each day&apos;s pair of bars: compression off first, compression on beside it in another shade of the day&apos;s colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read speed of %1 over time, MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured alike each time: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 is %2, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a special file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Interference</name>
    <message>
        <source>the drive read %1 MB beyond the run&apos;s own %2 MB: another program used it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drive wrote %1 MB beyond the run&apos;s own %2 MB: another program used it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other programs used %1 % of the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hypervisor took %1 % of the CPU (steal time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another CompressMark run (%1) measured the same drive or RAM disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more CompressMark run(s) measured the same drive or RAM disk</source>
        <translation>
            <numerusform>%n more CompressMark run measured the same drive or RAM disk</numerusform>
            <numerusform>%n more CompressMark runs measured the same drive or RAM disk</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>cannot write the library %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library %1 cannot be used (%2) and cannot be rebuilt: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the library %1: its folder cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder or file cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the library %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library %1 is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown SQLite error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver is missing (on Debian: libqt6sql6-sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the library is never read through one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to another user; a library is only read by its owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the library&apos;s folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library&apos;s folder %1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library&apos;s folder %1 belongs to another user; a library is only read by its owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library %1 is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the library %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its version is %1, this program&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expected tables could not be made in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds %1, which this program does not make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it lacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the history it was linked into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drives linked into the history of %1 left it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, measured on %2, stands apart from the other measurements of its model and serial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a drive of its own already: nothing to unlink.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryCharts</name>
    <message>
        <source>a session of the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  alt text: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, serial %3), measurements: %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured alike each time.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed between two measurements:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library compare: no drive in the library has the ID &apos;%1&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library compare: these drives hold no measurement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryCommand</name>
    <message>
        <source>library: --%1 &apos;%2&apos; is not a date such as 2026-11-30 or 2026-11-30T13:00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (and %2 more files that are not sessions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session files: %1 added, %2 changed, %3 gone, %4 as they were.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library: no drive in the library is &apos;%1&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the library in FILE instead of your own (it follows only what was added to it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: drives whose model holds TEXT (any case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: drives on this filesystem (btrfs, ext4, ntfs, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: drives measured with this compression (btrfs:zstd, or btrfs for any algorithm, none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: drives with results of this data set (books, photos, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: drives measured on or after DATE (2026-11-30, or 2026-11-30T13:00).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: drives measured on or before DATE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: drives whose label, model, serial, filesystem, kernel, CPU, system, data sets or file holds TEXT (any case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list, show: print the drives and their results as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library: --%1 filters only &apos;list&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library: --json is for &apos;list&apos; and &apos;show&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library add: name the session files or folders to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library %1: unexpected argument &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library %1 was rebuilt from its session files: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library %1 is read as it is, without what changed since: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too few pairs to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x plain (%2-%3), %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drive in the library passes these filters.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRIVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILESYSTEM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMPRESSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEASURED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATA SETS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SESSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filesystem:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No results.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATA SET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPERATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VARIANT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RUNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEDIAN MB/S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLAGS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGAINST PLAIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library %1: --%2 is for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history, compare: write the chart as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history, compare: write the chart as SVG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare: write a web page of the drives, which embeds the sessions they came from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library compare: name the IDs of the drives to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library %1: name one drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library compare: --chart &apos;%1&apos; is not a chart of several drives: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare: the chart to draw: compare (the default), drives, percent, device or cpu.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list, add, rebuild, show, history, link, unlink or compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library: name what to do: list, add, rebuild, show, history, link, unlink or compare (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library: unknown command &apos;%1&apos;; it is list, add, rebuild, show, history, link, unlink or compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library link: name at least two drives to link into one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryJobs</name>
    <message>
        <source>The library %1 was rebuilt from its session files: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These drives are one drive over time already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Linked into one drive over time: %n measurement(s).</source>
        <translation>
            <numerusform>Linked into one drive over time: %n measurement.</numerusform>
            <numerusform>Linked into one drive over time: %n measurements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryLinkCommand</name>
    <message>
        <source>library %1: no drive in the library is &apos;%2&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library %1: &apos;%2&apos; names %3 different drives; name one by its ID from &apos;compressmark library list&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>These are one drive over time already: %n measurement(s).
</source>
        <translation>
            <numerusform>These are one drive over time already: %n measurement.
</numerusform>
            <numerusform>These are one drive over time already: %n measurements.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Linked into one drive over time: %n measurement(s).
</source>
        <translation>
            <numerusform>Linked into one drive over time: %n measurement.
</numerusform>
            <numerusform>Linked into one drive over time: %n measurements.
</numerusform>
        </translation>
    </message>
    <message>
        <source>library unlink: &apos;%1&apos; names %2 measurements; name one by its ID from &apos;compressmark library list&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibrarySessions</name>
    <message>
        <source>undated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer holds the drive %2; &apos;compressmark library list&apos; reads it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serial %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveRuns</name>
    <message>
        <source>process %1, since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1, &quot;%2&quot;, since %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is also the file of %2; name two different files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is also the file of %2, which would be destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot use the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write in the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot use %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder; name a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link (to %2); outputs never follow links: name the file itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot replace %1: it belongs to another user in a sticky folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number from 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanCheck</name>
    <message>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
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
        <source>not enough room for files on %1 %2: the data sets make %3 files and folders, and its filesystem takes %4 more (free inodes); choose a smaller size or a volume with more inodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data set %1 holds a path of %2 characters (%3); below the workspaces it would be longer than the %4 the system takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not a folder</source>
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
        <source>the label has %1 characters, more than the limit of %2</source>
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
        <source>choose a folder on the drive to test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source %1 is on a read-only volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target %1 is not a RAM disk (%2); %3, or pass --allow-slow-target to measure anyway</source>
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
    <message>
        <source>choose a tmpfs folder such as /dev/shm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a folder on a RAM disk (ImDisk, say)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is on %3 (%4), a kernel interface and not storage: nothing is written there; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not writable (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown data set &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a data set of at least %2 bytes; %3 has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compression %1 compresses files once they are written; what %2 writes would be stored plain, so it has no compressed variant to time (use --ops read, smallfiles, random4k-* or sequential-direct)</source>
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
    <message>
        <source>compressmark-helper is switched off (--no-helper or %1=0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Privileges</name>
    <message>
        <source>this process is elevated and needs no compressmark-helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressmark-helper.exe is not installed beside the program; start CompressMark as administrator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeCommand</name>
    <message>
        <source>Prints what CompressMark knows about the volume holding PATH (mount, device, filesystem, RAM-backed, sizes) as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file or folder on the volume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead: list every RAM disk a run can copy to, with its free space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probe: name exactly one path, or --targets alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probe: %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probe cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressPrinter</name>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PublishedPlan</name>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare: the published runs copied with another program (%1); a session file does not choose what runs here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare: the published runs read the author&apos;s own folder (%1), which is not here to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare: the published drive names no data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filesystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data set %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot create the session folder %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>report --chart timeline: %1 holds no timeline (runs measured before CompressMark sampled them have none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report --chart timeline: no run of %1 has a timeline in %2; these have: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report --chart drives: no drive of %1 read %2; these were read: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts and tables of saved sessions. Several sessions are merged for comparison. Without an output option the summary is printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report: %1 holds no measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a session to report on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  drawn at %1x%2, taller than asked, so that every row keeps room for its drive&apos;s name
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  alt text: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report cancelled; the files written are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share-safe: nothing that identifies a person or a machine was found
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share-safe, left out: %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <source>Write the chart as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the chart as SVG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the chart as PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --chart timeline or drives: the data set to draw, e.g. books (default: the first that has a timeline, or the first read).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --chart drives: the rows&apos; order, session (as measured) or speed (the fastest read with compression off first) (default: session).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --chart timeline: the operation to draw, e.g. write (default: read where it has a timeline, else the first that has one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whiskers on the speed bars: none, minmax or ci95 (default: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart size in pixels (default: 1600x900).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per chart pixel in PNG files, e.g. 2 for high-density screens (default: 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart colours: light, dark or print (default: light).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every run and every summary as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the summary as a Markdown table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the summary as an HTML table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the summary as a BBCode table for forums.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session files to report on, merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report: name at least one session file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--operation chooses what --chart timeline draws; add --chart timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dataset chooses what --chart timeline or drives draws; add one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sort orders the rows of --chart drives; add --chart drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sort: &apos;%1&apos; is not session or speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--whiskers: &apos;%1&apos; is not none, minmax or ci95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not light, dark or print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a chart to write: --png, --svg or --pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--web-charts chooses the charts of --web; add --web FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--web-charts: name at least one chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one self-contained web page: the charts, the results, the method, how to reproduce them and the session itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --web: the charts of the page, comma-separated kinds as --chart names them (default: per-drive, percent and device; for several drives also compare and drives).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the sessions, merged, into one session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out of everything written what identifies a person or a machine (host and user names, serial numbers, volume labels, UUIDs); the web page lists what was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 1600x900 (%2 to %3 on a side, at most %4 million pixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scale: &apos;%1&apos; is not a factor from 0.25 to 8 that keeps the image within %2 to %3 pixels on a side and %4 million in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--operation: &apos;%1&apos; is not read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 or sequential-direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--web-charts: &apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which chart: per-drive (one file per drive when there are several), compare, percent, device, timeline (MB/s over the seconds of each run, one file per drive that has one), drives (one data set, a row per drive, for many drives) or cpu (CPU seconds per GB read, compression off and on) (default: per-drive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--chart: &apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultFlags</name>
    <message>
        <source>runs of %1 s (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>disturbed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too short</source>
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
        <source>Another program used the drive or the CPU while runs were timed: their speeds may be too low, and they are left out of the comparison with plain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive read hardly more than the files&apos; data: their metadata (inodes, folders) came from memory, so a tree of small files reads too fast. Dropping the caches as root or an administrator (or through compressmark-helper) also flushes the drive&apos;s buffers and avoids it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs lasted less than the minimum run time: the timer and the machine&apos;s noise weigh on them. Larger data sets make them longer; sized automatically, each read lasts at least the minimum run time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Per drive (the last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives in rows (one data set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compressed as % of plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device bytes read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU time per GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumePlan</name>
    <message>
        <source>--resume: the session measured the drive at %1, not %2; a session file does not choose where a run writes: resume from that folder or give --source %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--resume: the session copied to %1, not %2; a session file does not choose where a run writes: give --target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no RAM disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--resume: the session&apos;s copier is %1; --copier %2 cannot change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--resume: the session&apos;s copies ran another program (%1); a session file does not choose what runs: give --copier &quot;%1&quot; to run it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--resume: the session read the folder %1; a session file does not choose what a run reads: give --datasets folder:%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message numerus="yes">
        <source>Session: %1 (holds %2 of this drive&apos;s %n run(s))
</source>
        <translation>
            <numerusform>Session: %1 (holds %2 of this drive&apos;s %n run)
</numerusform>
            <numerusform>Session: %1 (holds %2 of this drive&apos;s %n runs)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Session with all %n run(s): %1
</source>
        <translation>
            <numerusform>Session with its %n run: %1
</numerusform>
            <numerusform>Session with all %n runs: %1
</numerusform>
        </translation>
    </message>
    <message>
        <source> (and %1 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a killed run left %1%2; remove it with: compressmark clean %3 --yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no drive to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run cancelled; finished measurements are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies data sets from the drive under test to a RAM disk with cold caches, times it and charts the read speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run: unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart of both: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain only: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session is saved but not in the library: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunLoop</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunOptions</name>
    <message>
        <source>--resume takes the data sets from the session; --datasets names only its folder data sets again, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--resume takes the plan from the session; --%1 cannot change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; give --force to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder on the drive under test (default: the current folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder on a RAM disk (default: the first RAM disk with room).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated data sets: books, photos, system, image, small, folder:PATH (default: books,photos,system,image).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of each data set, e.g. 256M or 1G, or auto: a calibration read sizes each one so that a timed read lasts at least --min-run-time, up to 4 GiB and the free space (default: auto).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --size auto, the shortest a timed read may last (default: 2 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the generated data (default: 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetitions per measurement, or auto: until the 95 % confidence interval is within 3 % of the median, 3 to 30 (default: 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare every copy with its source after timing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How runs are made cold: drop, evict, fresh or direct (default: drop as root or through compressmark-helper, else evict).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never start compressmark-helper (no password prompt): evict instead of dropping caches, loop images only as root.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session file to write (default: compressmark-DATE.cmsession.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart image to write (default: the session&apos;s name with .png).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the drive in charts and tables (at most %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this drive to a session file and save it there (or to --out); a file that is not there yet is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete the last drive of this session, stopped by a crash or a cancel, with the plan it was started with; saved back there (or to --out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the file named by --out even when it is not a CompressMark session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure even when the target is not a RAM disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the summary as JSON on stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print no progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not auto or a size such as 64M or 1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-run-time needs --size auto; --size %1 fixes the size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-run-time: &apos;%1&apos; is not a number of seconds from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--datasets: unknown data set &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--datasets: no data set named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reps: &apos;%1&apos; is not auto or a count from 1 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cache: &apos;%1&apos; is not drop, evict, fresh or direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--label: %1 characters is longer than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--label: %1 is a control character; a label is text to show, without line breaks, tabs or escape sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cache drop needs root or compressmark-helper (%1); use --cache evict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RAM disk with room for the data set; create one (for example &apos;mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk&apos;) and pass --target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the compressed variant is stored: auto, none, btrfs[:ALG], ntfs, loop-btrfs[:ALG] or loop-ntfs; ALG is zstd, lzo or zlib (default: auto).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cache drop needs an administrator or compressmark-helper.exe (%1); use --cache evict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RAM disk with room for the data set; create one with a RAM-disk driver (for example &apos;imdisk -a -s 2G -m R: -p &quot;/fs:ntfs /q /y&quot;&apos;) and pass --target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the compressed variant is stored: auto, none, ntfs (LZNT1, as Explorer compresses) or wof[:ALG] (as compact /exe: does); ALG is xpress4k, xpress8k, xpress16k or lzx (default: auto).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare takes the plan from the published session; --%1 cannot change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare: %1 holds no measured drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure this drive with the plan of a published session (its data sets, sizes, seed, repetitions, operations, copier, compression and cache mode) and show both, with what differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How runs are made cold: drop, evict, fresh or direct (default: drop as an administrator or through compressmark-helper, else evict).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never start compressmark-helper (Windows asks for no consent): evict instead of dropping caches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare&apos;s chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What copies: serial, parallel[:N], uring[:DEPTH] (io_uring, DEPTH files in flight), kernel, readonly or external:CMD (default: serial).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What copies: serial, parallel[:N], kernel, readonly, robocopy[:N] or external:CMD (default: serial).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated operations: read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 or sequential-direct; smallfiles brings the last three, the drive&apos;s own limits (default: read).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionFallback</name>
    <message>
        <source>no folder to save it in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>cannot save session %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists and is not a CompressMark session (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save session %1: the file no longer holds a session (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save session %1: it would not load again (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionReader</name>
    <message>
        <source>&apos;%1&apos; is not run-time, cap or space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not drop, evict, fresh or direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reasons are more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not plain or compressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time such as 2026-11-30T13:00:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an id of letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not none, btrfs, ntfs, loop-btrfs or loop-ntfs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CompressMark session (expected &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 was written by a newer CompressMark; this one reads version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line 1, column 1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no session file named</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionSaver</name>
    <message numerus="yes">
        <source>%1; the session with all %n run(s) of this drive is saved in %2 instead</source>
        <translation>
            <numerusform>%1; the session with the %n run of this drive is saved in %2 instead</numerusform>
            <numerusform>%1; the session with all %n runs of this drive is saved in %2 instead</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot add to session %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; nor could it be saved elsewhere: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drive %1 of %2 is being measured by process %3 on %4 (started %5); wait for that run to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionWriter</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareSafe</name>
    <message numerus="yes">
        <source>host names in %n place(s)</source>
        <translation>
            <numerusform>host names in %n place</numerusform>
            <numerusform>host names in %n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n UUID(s) (of filesystems, devices or boots)</source>
        <translation>
            <numerusform>%n UUID (of filesystems, devices or boots)</numerusform>
            <numerusform>%n UUIDs (of filesystems, devices or boots)</numerusform>
        </translation>
    </message>
    <message>
        <source>the share-safe session</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>user names in %n place(s)</source>
        <translation>
            <numerusform>user names in %n place</numerusform>
            <numerusform>user names in %n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this user&apos;s home folder in %n place(s)</source>
        <translation>
            <numerusform>this user&apos;s home folder in %n place</numerusform>
            <numerusform>this user&apos;s home folder in %n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>serial numbers of drives in %n place(s)</source>
        <translation>
            <numerusform>serial numbers of drives in %n place</numerusform>
            <numerusform>serial numbers of drives in %n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>volume labels in %n place(s)</source>
        <translation>
            <numerusform>volume labels in %n place</numerusform>
            <numerusform>volume labels in %n places</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpeedChart</name>
    <message>
        <source>bars: median; whiskers: slowest and fastest run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bars: median; whiskers: 95 % confidence interval of the mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read speed by drive, MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read speed of %1 by drive, MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read speed with compression on, as % of compression off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bars: runs paired by repetition; whiskers: 95 % confidence interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drive in this session has read runs with compression both off and on: there is nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below the logical size where compression saved reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logical data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device read, compression off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device read, compression on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of logical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ plain: compression on and off differ by no more than the noise of the paired runs (95 % confidence interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough pairs (n): only n pairs of undisturbed runs with compression off and on; a comparison needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars: the median of the runs. &quot;% of plain&quot;: the mean ratio of the runs paired by repetition, which drift does not move; the two can differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): read speed, MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, via a %2 image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3; copier %4, %5 repetitions, cache %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each drive&apos;s pair of bars: compression off first, compression on beside it in another shade of the drive&apos;s colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes read from the device per data set, MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This drive has no finished runs yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This drive has no read runs to draw: what it measured (%1) is in its table and in its chart of speed over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU time per GB read, compression off and on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user and system seconds of the copying process, the median over the runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU s per GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ plain: the runs with compression off and on took CPU times that overlap, slowest to fastest: no difference is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No read run in this session recorded the CPU time it took.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Stages</name>
    <message>
        <source>--compression %1: compressmark-helper could not make the image (%2); run as root, or choose another --compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making a %1 image on the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring how fast the target writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the cache cold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing what the run made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was left for compressmark clean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing fresh data for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrating the size of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough space for data set %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressmark-helper could not make the loop image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain only: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StaleWorkspaces</name>
    <message>
        <source>refusing to remove %1: it has no CompressMark workspace marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refusing to remove %1: it is a symbolic link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refusing to remove %1: the run that made it may still be going</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot release the loop image in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot release the loop image in %1 (as root it can be): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryTable</name>
    <message numerus="yes">
        <source>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation, %n outlier(s)); more repetitions or a quieter machine help.</source>
        <translation>
            <numerusform>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation, %n outlier); more repetitions or a quieter machine help.</numerusform>
            <numerusform>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation, %n outliers); more repetitions or a quieter machine help.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1: %n run(s) started with more than 1 % of the data in the page cache (not cold); their speeds are too high.</source>
        <translation>
            <numerusform>Warning: %1: %n run started with more than 1 % of the data in the page cache (not cold); its speed is too high.</numerusform>
            <numerusform>Warning: %1: %n runs started with more than 1 % of the data in the page cache (not cold); their speeds are too high.</numerusform>
        </translation>
    </message>
    <message>
        <source>drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stdev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>±CI95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paired vs plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation); more repetitions or a quieter machine help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 was disturbed, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4: %5, shorter than the minimum run time (%6 s), so the timer and noise weigh on them; a larger data set (--size, or --size auto) makes the runs longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 came close to how fast the target writes (%5 MB/s); the drive may be faster than measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4: the drive read hardly more than the files&apos; data, so their metadata came from memory and the speed is too high; dropping the caches (--cache drop, as root or an administrator, or through compressmark-helper) reads it from the drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the drive&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 %4 reached %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its runs or the drive&apos;s are flagged below: a rough guide, not a finding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below half of what the drive gives: the copier, not the drive, set the pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU s/GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below half of what the drive gives, with the processor&apos;s cores %1 % busy: the processor, not the drive, set the pace; more cores, or less work for each file, would go further.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>cannot write table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThreadQueue</name>
    <message>
        <source>the system refused a new thread (%1): the limit on this user&apos;s processes or on the program&apos;s memory is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system refused the program more memory: the limit on the program&apos;s memory (ulimit -v) or the machine&apos;s memory is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a thread of the queue did not start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimelineChart</name>
    <message numerus="yes">
        <source>%n run(s) measured without a timeline are not drawn.</source>
        <translation>
            <numerusform>%n run measured without a timeline is not drawn.</numerusform>
            <numerusform>%n runs measured without a timeline are not drawn.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, run %2 (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4, MB/s over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds into the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This drive has no runs of %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No timeline: these runs were measured before CompressMark sampled each run&apos;s speed over time, or by work that counts only when it is done (delete, an external copier). Measure again to see one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point: the MB/s of the %1 s before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point: the MB/s of the %1 to %2 s before it (longer runs are sampled coarser).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong lines: the median run of each; faint lines: the other runs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UringCopier</name>
    <message>
        <source>the uring copier needs Linux&apos;s io_uring; on Windows parallel[:N] keeps many files in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this kernel has no io_uring (Linux 5.15 or later has what the uring copier needs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>io_uring is switched off on this system (kernel.io_uring_disabled is %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>io_uring is refused to this process (a seccomp filter or a container&apos;s policy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>io_uring cannot be set up here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this kernel&apos;s io_uring cannot open, read, write and close files as the uring copier needs (Linux 5.15 or later can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this kernel&apos;s io_uring keeps no table of files (Linux 5.15 or later does): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebMethod</name>
    <message>
        <source>Processor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logical cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounted at %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solid state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sectors %1/%2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2:1 (%3 stored as %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image on the drive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %n file(s), seed %3</source>
        <translation>
            <numerusform>%1: %2 in %n file, seed %3</numerusform>
            <numerusform>%1: %2 in %n files, seed %3</numerusform>
        </translation>
    </message>
    <message>
        <source>, zstd %1:1 on a sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, sized for reads of at least %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the 95 % interval is within 3 % of the median, at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copier</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n thread(s)</source>
        <translation>
            <numerusform>%1, %n thread</numerusform>
            <numerusform>%1, %n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residency measured by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device bytes counted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In memory before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device read per byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disturbed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run: how cold it started and what disturbed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounted at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>Text alternative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or open the session below in CompressMark: the window&apos;s Setup page takes its plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every run as measured; open it in CompressMark, or run &apos;compressmark report %1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share-safe: the session held nothing that identifies a person or a machine (host and user names, serial numbers, volume labels, UUIDs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filesystem compression measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language of this translation, as HTML&apos;s lang attribute names it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read speed from each drive to a RAM disk with cold caches, with filesystem compression off and on. Measured %1 with CompressMark; the method, every run and the session itself are below, so that you can check the numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speeds are medians of the runs; the interval is that of the mean. The comparison with plain pairs each compressed run with the plain run of the same repetition and gives the median ratio and its 95 % interval, from at least three undisturbed pairs. Press a column&apos;s heading to sort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the flags mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproduce this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made with CompressMark %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each drive was measured with the command below (as root or an administrator, or with the privileged helper, so that caches are dropped). Replace --source with a folder on your drive and --target with your RAM disk to measure yours the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>These sessions hold %n drive(s): a page draws a chart of each drive for up to %1 drives, the drives side by side for up to %2 and the drives chart for up to %3, so that it stays readable. Left out: %4. The results table below has every drive.</source>
        <translation>
            <numerusform>These sessions hold %n drive: a page draws a chart of each drive for up to %1 drives, the drives side by side for up to %2 and the drives chart for up to %3, so that it stays readable. Left out: %4. The results table below has every drive.</numerusform>
            <numerusform>These sessions hold %n drives: a page draws a chart of each drive for up to %1 drives, the drives side by side for up to %2 and the drives chart for up to %3, so that it stays readable. Left out: %4. The results table below has every drive.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more drive(s)</source>
        <translation>
            <numerusform>%1 and %n more drive</numerusform>
            <numerusform>%1 and %n more drives</numerusform>
        </translation>
    </message>
    <message>
        <source>Share-safe: left out of this page and its session, replaced by [user], [home], [host], [serial], [label] or [uuid]:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read before running:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was measured with a copier that runs another program, %2. Its command line runs that program on your machine too: read it and decide for yourself. CompressMark&apos;s run --compare refuses it. It is written as comments, so that pasting it runs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebTable</name>
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
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval of the mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowest – fastest run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against plain (paired runs, 95 % interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device read per byte delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the drive&apos;s own limit (same run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU seconds per GB (user + system)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WofAlgorithms</name>
    <message>
        <source>this program&apos;s XPRESS and LZX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wimlib&apos;s XPRESS and LZX</source>
        <translation type="unfinished"></translation>
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
        <source>%1 (as fast)</source>
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
        <source>95 % range</source>
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
    <message>
        <source>Reads as fast as the fastest, within the measurements&apos; noise or a tenth (closer than two probes agree on); the recommended one saves more space, or as much at a lower level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried to the session&apos;s own compressed read of this data; the model alone predicted %1 MB/s, and the error is the model&apos;s against the measured read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the prediction may lie given the spread of what it was computed from (the plain reads, the session&apos;s compressed read or the probe&apos;s reads on the drive, the decompression timings, the drive&apos;s extent cost); not the model&apos;s own error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried to this probe&apos;s reads of the data on a btrfs image on the drive: the time compression added there, added to the plain read; the model alone predicted %1 MB/s</source>
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
        <source>Probing the algorithms on this CPU: step %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure it for real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session holds no drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session holds no measured drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the drive %1 (%2 on %3, %4), the last measured in the session</source>
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
        <source>Probing: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted from the drive&apos;s plain read speed, the ratio on the filesystem&apos;s own chunks, %1 and the drive&apos;s cost of reading compressed extents: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the benchmark with the selected algorithm (or the recommended one) on these data kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be measured here: no filesystem on this system stores it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prediction appears here once the probe has run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::BenchmarkRunner</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::ChartImageForm</name>
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
        <source>Alt text of the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the alt text to the clipboard</source>
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
        <source>Alt te&amp;xt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn at %1×%2, taller than asked, so that every row keeps room for its drive&apos;s name.</source>
        <translation type="unfinished"></translation>
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
    <name>cm::CompressionChooser</name>
    <message>
        <source>Compression method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A btrfs image is mounted with this level (compress=zstd:9); btrfs&apos;s folder property on the drive itself compresses at the default level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::DataSetChooser</name>
    <message numerus="yes">
        <source>%n data set(s), each sized by a calibration read</source>
        <translation>
            <numerusform>%n data set, sized by a calibration read</numerusform>
            <numerusform>%n data sets, each sized by a calibration read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s), %1 in all</source>
        <translation>
            <numerusform>%n data set, %1</numerusform>
            <numerusform>%n data sets, %1 in all</numerusform>
        </translation>
    </message>
    <message>
        <source>Text: compresses well, as e-books and documents do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG and RAW-like pictures: hardly compressible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs and libraries, as an installed system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One large file with mixed content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many files of a few KiB: file-system overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom folder</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the data sets are written, a cold read of a smaller copy measures the drive, and each data set is made large enough for one read to last at least this long (at most 4 GiB, within the free space). Shorter runs measure noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each read lasts at least this long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to copy as a data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, plus the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::DriveLabelEdit</name>
    <message>
        <source>Drive label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive&apos;s model</source>
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
        <translation type="unfinished"></translation>
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
        <source>Export status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session holds no measurement yet.</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt text copied to the clipboard.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
    <message>
        <source>Save web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::FoldedNotes</name>
    <message>
        <source>Notes on the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Notes on the chart (%n)</source>
        <translation>
            <numerusform>Notes on the chart (%n)</numerusform>
            <numerusform>Notes on the chart (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::LibraryChartPanel</name>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick drives and choose Show side by side, or choose a drive and History.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::LibraryFilterBar</name>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search drives, models, serials, kernels, files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::LibraryPage</name>
    <message>
        <source>Drives in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show side &amp;by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ticked drives, from any sessions, in one chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His&amp;tory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen drive&apos;s session, on the Results page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) in the library.</source>
        <translation>
            <numerusform>%n drive in the library.</numerusform>
            <numerusform>%n drives in the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n session file(s)…</source>
        <translation>
            <numerusform>Reading %n session file…</numerusform>
            <numerusform>Reading %n session files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) side by side.</source>
        <translation>
            <numerusform>%n drive side by side.</numerusform>
            <numerusform>%n drives side by side.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the history of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measured %n time(s).</source>
        <translation>
            <numerusform>Measured %n time.</numerusform>
            <numerusform>Measured %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n side &amp;by side</source>
        <translation>
            <numerusform>Show %n side &amp;by side</numerusform>
            <numerusform>Show %n side &amp;by side</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Link as one drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ticked drives are one drive measured over time (a serial that reads otherwise, a model renamed): their histories become one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;nlink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the link that brought the chosen drive into its history; where none did, set this measurement apart from the others of its model and serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen drive measured on several days, over time (by its model and serial, and the links made here)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::LibraryTableModel</name>
    <message>
        <source>Read speed: the mean of the medians of the drive&apos;s data sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read off, MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read on, MB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::MainWindow</name>
    <message numerus="yes">
        <source>Another program saved into %1: %n drive(s) added, %2 updated</source>
        <translation>
            <numerusform>Another program saved into %1: %n drive added, %2 updated</numerusform>
            <numerusform>Another program saved into %1: %n drives added, %2 updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opening %n session(s)…</source>
        <translation>
            <numerusform>Opening %n session…</numerusform>
            <numerusform>Opening %n sessions…</numerusform>
        </translation>
    </message>
    <message>
        <source>CompressMark</source>
        <translation type="unfinished"></translation>
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
        <source>&amp;Undo</source>
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
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
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
        <source>Cannot open the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the drives…</source>
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
        <source>The drive&apos;s folder %1 comes from the session: check it, the RAM disk and the copier, then press Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not take every run; the session with all of them is in %2. Save it to keep it here.</source>
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
        <source>Nothing to export yet: run a benchmark or open a session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping the run and cleaning up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close? Measurements already finished stay in the session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.cmsession.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add drives from sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing %1</source>
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
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session shown has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare with a Published Session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with a published session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no measured drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan of %1 is set: choose your drive and RAM disk, then start; your drive will stand beside the published one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 published, %3 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your drive was measured as %1 was: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your drive was measured otherwise than %1 was, so differences in speed may come from these too:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared with a published session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::MethodForm</name>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold caches by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many files in flight from one thread through io_uring, as deep a queue as a fast drive takes: what the drive delivers of small files, where a copy loop measures itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One thread reads and writes one file after another through one buffer kept for the whole tree: the drive&apos;s speed through a plain copy loop, without what copy programs do for every file besides. For what your own copy program achieves, run it as an external copier: --copier &quot;external:COMMAND&quot;.</source>
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
        <translation type="unfinished"></translation>
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
        <source>The drive&apos;s own sequential read, beside Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files/s of the data set read like Read, next to 4 KiB random reads at queue depth 1 and 32 and a direct sequential read of the same bytes: how near the drive&apos;s own limit the copier came.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data set joined into one file and read from start to end with direct I/O in 1 MiB blocks, four at a time: the drive&apos;s own sequential limit, which each Read result is shown against.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::PresetChooser</name>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one to fill in the plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick: books and photos, reads of a second, 3 repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: the articles&apos; method, four data sets, reads of 2 s, 5 repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thorough: reads, writes, copies and deletes of 4 s, repeated until precise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small files: files of a few KiB against 4 KiB random reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The btrfs article: system files copied and deleted, btrfs with lzo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: a preset changed by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::ResultsPage</name>
    <message>
        <source>Results chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
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
        <source>Data set and operation over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data set of the drives chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of the drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest first</source>
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
        <source>Every result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No timeline in these runs</source>
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
    <message>
        <source>vs plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of drive&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU s/GB</source>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <source>The chart appears with the first measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started: %1 → %2; data sets: %3; copier: %4; repetitions: %5; caches: %6; compression: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
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
        <source>Repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptive repetitions</source>
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
        <source>%1 (not found now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop all caches (administrator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until precise (at most this many)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeats until the 95 % confidence interval is within 3 % of the median</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::SetupPage</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run that was stopped before it could clean up left %n folder(s) behind: %1</source>
        <translation>
            <numerusform>A run that was stopped before it could clean up left %n folder behind: %1</numerusform>
            <numerusform>A run that was stopped before it could clean up left %n folders behind: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove them</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label in charts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive under test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source folder</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder on the drive to test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::TargetChooser</name>
    <message>
        <source>RAM-disk target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3 free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RAM disk has room for %1. Make one, for example:
sudo mkdir -p /mnt/ramdisk &amp;&amp; sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RAM disk has room for %1. Make one with a RAM-disk driver, for example ImDisk&apos;s:
imdisk -a -s %2G -m R: -p &quot;/fs:ntfs /q /y&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::UserGuide</name>
    <message>
        <source>CompressMark User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;The Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guide is written in English only.</source>
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
        <source>%1 has no transparent compression; choose a btrfs or NTFS image file on the drive under Compression to see what compression would do on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This volume</source>
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
    <message>
        <source>in an image: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cm::WebPageGroup</name>
    <message>
        <source>Web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One file with every chart, the results, the method, how to reproduce them and the session itself, for readers to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out &amp;who and which machine (host and user names, serial numbers, volume labels, UUIDs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share-safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;web page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the session as a web page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>run the benchmark (see &apos;compressmark run --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charts and tables of saved sessions (see &apos;compressmark report --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print what is known about the volume holding a path, as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write one data set into a new folder and print its manifest as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predict whether compression pays off on this drive and CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list and remove the workspaces it left behind (see &apos;compressmark clean --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open the window (the default when a display is available), with the
session files named after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measures how fast a drive delivers real files to a RAM disk, with filesystem compression off and on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a killed run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of commands</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gui: no display (DISPLAY or WAYLAND_DISPLAY) is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; try --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a command: the window when a display is available, otherwise &apos;run&apos; with defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a command: the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every drive measured here (see &apos;compressmark library --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
