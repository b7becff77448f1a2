<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdviceChart</name>
    <message>
        <source>Should I compress?</source>
        <translation>要不要压缩？</translation>
    </message>
    <message>
        <source>Predicted read speed of compressed data on this drive and CPU</source>
        <translation>此磁盘和 CPU 上压缩数据的预测读取速度</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>未压缩</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1 预测</translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation>%1 实测</translation>
    </message>
    <message>
        <source>%1 % saved</source>
        <translation>节省 %1%</translation>
    </message>
</context>
<context>
    <name>AdviceRun</name>
    <message>
        <source>the drive has no plain read results to predict from</source>
        <translation>该磁盘没有可用于预测的未压缩读取结果</translation>
    </message>
    <message>
        <source>btrfs&apos;s own decompression speeds, measured on a btrfs image in RAM</source>
        <translation>btrfs 自身的解压速度，在内存中的 btrfs 镜像上测得</translation>
    </message>
    <message>
        <source>the userspace libraries&apos; decompression speeds (%1)</source>
        <translation>用户空间库的解压速度（%1）</translation>
    </message>
    <message>
        <source>the kernel&apos;s were not measured</source>
        <translation>未测量内核的解压速度</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>not measured: %1 has not 256 MiB free to write on</source>
        <translation>未测量：%1 没有 256 MiB 可写空间</translation>
    </message>
    <message>
        <source>%1 µs (%2–%3 µs) per compressed extent, measured with zstd on a btrfs image in %4</source>
        <translation>每个压缩区段 %1 µs（%2–%3 µs），用 zstd 在 %4 中的 btrfs 映像上测得</translation>
    </message>
    <message>
        <source>not measured: the reads on the drive could not be told apart from the noise</source>
        <translation>未测量：磁盘读取无法与噪声区分</translation>
    </message>
    <message>
        <source>not part of the model for NTFS</source>
        <translation>不属于 NTFS 的模型</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source>no folder on the drive</source>
        <translation>磁盘上没有文件夹</translation>
    </message>
    <message>
        <source>%1: sampling and timing the algorithms</source>
        <translation>%1：取样并测量各算法</translation>
    </message>
    <message>
        <source>%1: btrfs&apos;s own decompression</source>
        <translation>%1：btrfs 自身的解压</translation>
    </message>
    <message>
        <source>not measured: no data kind shrinks with zstd</source>
        <translation>未测量：没有数据类型能被 zstd 压缩</translation>
    </message>
    <message>
        <source>this program&apos;s LZNT1 and %1 decompression speeds</source>
        <translation>本程序的 LZNT1 以及 %1 解压速度</translation>
    </message>
    <message>
        <source>no folder on the drive the session measured was chosen</source>
        <translation>未选择会话所测量驱动器上的文件夹</translation>
    </message>
    <message>
        <source>%1 is not on the drive the session measured (%2)</source>
        <translation>%1 不在会话所测量的驱动器上（%2）</translation>
    </message>
    <message>
        <source>%1: the drive&apos;s reads of plain data and compressed extents</source>
        <translation>%1：在驱动器上读取未压缩数据和压缩区段</translation>
    </message>
</context>
<context>
    <name>AdviseCommand</name>
    <message>
        <source>%1 holds no drive</source>
        <translation>%1 中没有任何驱动器</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>压缩比</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>节省</translation>
    </message>
    <message>
        <source>decompress MB/s</source>
        <translation>解压 MB/s</translation>
    </message>
    <message>
        <source>predicted MB/s</source>
        <translation>预测 MB/s</translation>
    </message>
    <message>
        <source>measured MB/s</source>
        <translation>实测 MB/s</translation>
    </message>
    <message>
        <source>Take the plain (and measured compressed) read speeds from the last drive of this session.</source>
        <translation>从该会话的最后一个驱动器中取未压缩（及实测压缩）读取速度。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Measure the plain read speed of this folder&apos;s drive briefly (default: the current folder).</source>
        <translation>简短测量该文件夹所在驱动器的未压缩读取速度（默认：当前文件夹）。</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Print one JSON object per data kind and algorithm.</source>
        <translation>为每种数据类型和算法输出一个 JSON 对象。</translation>
    </message>
    <message>
        <source>advise: name --session or --source, not both, and nothing else</source>
        <translation>advise：请指定 --session 或 --source 之一，不能同时指定，也不能有其他参数</translation>
    </message>
    <message>
        <source>advise: no RAM disk with room for the samples</source>
        <translation>advise：没有可容纳样本的内存盘</translation>
    </message>
    <message>
        <source>advise cancelled</source>
        <translation>分析已取消</translation>
    </message>
    <message>
        <source>%1 (plain read %2 MB/s, %3–%4): %5
</source>
        <translation>%1（未压缩读取 %2 MB/s，%3–%4）：%5
</translation>
    </message>
    <message>
        <source>95 % range</source>
        <translation>95 % 范围</translation>
    </message>
    <message>
        <source>advise: [%1/%2] %3</source>
        <translation>advise: [%1/%2] %3</translation>
    </message>
    <message>
        <source>advise: probed in %1 s</source>
        <translation>advise: 探测用时 %1 秒</translation>
    </message>
    <message>
        <source>Predicts, for each data kind and each algorithm the filesystem offers (NTFS&apos;s; btrfs&apos;s for a session measured on btrfs), how fast compressed data would read on the drive and what it would save, from the drive&apos;s plain read speed (a session, or a short measurement) and the algorithms measured on this CPU; shows the measured speed beside it where the session has one.</source>
        <translation>针对每种数据类型和文件系统提供的每种算法（NTFS 的；在 btrfs 上测得的会话为 btrfs 的），根据磁盘的未压缩读取速度（来自会话或一次简短测量）以及在此 CPU 上测得的算法速度，预测压缩数据在该磁盘上的读取速度及可节省的空间；若会话中有实测速度，则一并显示。</translation>
    </message>
    <message>
        <source>Predicts, for each data kind and each algorithm the filesystem offers (btrfs&apos;s; NTFS&apos;s for a session measured on NTFS), how fast compressed data would read on the drive and what it would save, from the drive&apos;s plain read speed (a session, or a short measurement) and the algorithms measured on this CPU; shows the measured speed beside it where the session has one.</source>
        <translation>针对每种数据类型和文件系统提供的每种算法（btrfs 的；在 NTFS 上测得的会话为 NTFS 的），根据磁盘的未压缩读取速度（来自会话或一次简短测量）以及在此 CPU 上测得的算法速度，预测压缩数据在该磁盘上的读取速度及可节省的空间；若会话中有实测速度，则一并显示。</translation>
    </message>
    <message>
        <source>Decompression: %1; lz4, which no filesystem stores, at the library&apos;s speed on one core.
The drive&apos;s cost of reading compressed extents: %2.
= recommended, ≈ as fast within the measurements&apos; noise or a tenth (the tie goes to the algorithm that saves the most space); the range is what the measurements&apos; spread allows, not the model&apos;s own error, and &quot;cannot tell&quot; where it holds the plain speed and reaches more than a tenth below it.

</source>
        <translation>解压：%1；lz4 没有文件系统存储，按库在单核上的速度计算。
磁盘读取压缩区段的开销：%2。
= 推荐，≈ 在测量噪声或十分之一范围内同样快（持平时选最省空间的算法）；范围是测量离散所允许的，并非模型本身的误差；范围包含不压缩速度且下限低于其十分之一以上时显示“无法判断”。

</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <source>; %1 read as fast (within the measurements&apos; noise or a tenth), and none saves more space than %2, the lowest level or the fastest to compress of those that save as much</source>
        <translation>；%1 读得同样快（在测量噪声或十分之一范围内），且没有一个比 %2 更省空间；%2 是同样省空间者中级别最低或压缩最快的</translation>
    </message>
    <message>
        <source>; %1 read as fast (within the measurements&apos; noise or a tenth), %2 saves the most space</source>
        <translation>；%1 读得同样快（在测量噪声或十分之一范围内），%2 最省空间</translation>
    </message>
    <message>
        <source>; predicted from the session&apos;s own read with %1, %2 MB/s (%3–%4), which the model alone put at %5 MB/s</source>
        <translation>；预测以本会话用 %1 的实际读取为准：%2 MB/s（%3–%4），模型单独估计为 %5 MB/s</translation>
    </message>
    <message>
        <source>; predicted from this probe&apos;s reads of a btrfs image on the drive (%1 at %2 MB/s, plain at %3 MB/s): the time %1 added there, added to the plain read, puts it at %4 % of that, where the model alone put it at %5 %</source>
        <translation>；预测依据本次探测在驱动器上 btrfs 映像中的读取（%1 为 %2 MB/s，未压缩为 %3 MB/s）：%1 在那里增加的时间加到未压缩读取上，得到其 %4 %，模型单独估计为 %5 %</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>no file named</source>
        <translation>未指定文件</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>这不是普通文件</translation>
    </message>
</context>
<context>
    <name>CacheModeDecision</name>
    <message>
        <source>%1: evicting the data set&apos;s pages instead of dropping caches</source>
        <translation>%1：改为逐出数据集的页面，而不是清除缓存</translation>
    </message>
    <message>
        <source>caches dropped through compressmark-helper (pkexec may ask for an administrator&apos;s password)</source>
        <translation>通过 compressmark-helper 清除缓存（pkexec 可能会要求输入管理员密码）</translation>
    </message>
    <message>
        <source>caches could not be dropped through compressmark-helper (%1): evicting the data set&apos;s pages instead for the rest of the run</source>
        <translation>无法通过 compressmark-helper 清除缓存（%1）：本次运行的剩余部分改为逐出数据集的页面</translation>
    </message>
    <message>
        <source>the data set&apos;s pages are evicted before every run</source>
        <translation>每次运行前将数据集的页面逐出缓存</translation>
    </message>
    <message>
        <source>every repetition reads new data, evicted after writing</source>
        <translation>每次重复都读取新数据，写入后即逐出缓存</translation>
    </message>
    <message>
        <source>O_DIRECT reads after an eviction</source>
        <translation>逐出缓存后使用 O_DIRECT 读取</translation>
    </message>
    <message>
        <source>unbuffered reads (FILE_FLAG_NO_BUFFERING) after an eviction</source>
        <translation>逐出缓存后以无缓冲方式读取（FILE_FLAG_NO_BUFFERING）</translation>
    </message>
    <message>
        <source>caches dropped as administrator (the standby list purged)</source>
        <translation>以管理员身份清除缓存（清空备用列表）</translation>
    </message>
    <message>
        <source>caches could not be dropped (%1): evicting the data set&apos;s pages instead for the rest of the run</source>
        <translation>无法清除缓存（%1）：本次运行余下部分改为逐出数据集的页面</translation>
    </message>
    <message>
        <source>caches dropped through compressmark-helper, started elevated once (Windows asks for an administrator&apos;s consent)</source>
        <translation>通过 compressmark-helper 清除缓存，它会以提升的权限启动一次（Windows 会请求管理员同意）</translation>
    </message>
    <message>
        <source>caches dropped as root (sync, /proc/sys/vm/drop_caches and the drives&apos; buffers)</source>
        <translation>以 root 身份清除缓存（sync、/proc/sys/vm/drop_caches 和驱动器的缓冲区）</translation>
    </message>
    <message>
        <source>%1 if the system allows it, else the data set&apos;s pages evicted before every run</source>
        <translation>%1（若系统允许；否则在每次运行前逐出数据集的页面）</translation>
    </message>
</context>
<context>
    <name>CancelQuestion</name>
    <message>
        <source>Cancel the run?</source>
        <translation>要取消运行吗？</translation>
    </message>
    <message>
        <source>The run goes on while you decide. Measurements already finished stay in the session; the one in progress is thrown away.</source>
        <translation>在您决定期间运行会继续。已完成的测量结果保留在会话中；正在进行的测量将被丢弃。</translation>
    </message>
</context>
<context>
    <name>ChartData</name>
    <message numerus="yes">
        <source>and %n more result(s) measured against the drive&apos;s own limit</source>
        <translation>
            <numerusform>另有 %n 个结果与驱动器自身的极限对比</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>cannot write chart %1: the size is empty</source>
        <translation>无法写入图表 %1：尺寸为空</translation>
    </message>
    <message>
        <source>cannot write chart %1: %2</source>
        <translation>无法写入图表 %1：%2</translation>
    </message>
    <message>
        <source>A CompressMark chart: %1.</source>
        <translation>CompressMark 图表：%1。</translation>
    </message>
    <message>
        <source>Values: %1.</source>
        <translation>数值：%1。</translation>
    </message>
    <message>
        <source>Bars: %1.</source>
        <translation>柱形：%1。</translation>
    </message>
    <message>
        <source>For: %1.</source>
        <translation>对象：%1。</translation>
    </message>
    <message>
        <source>cannot write chart %1: the scale %2 is not a positive number</source>
        <translation>无法写入图表 %1：缩放比例 %2 不是正数</translation>
    </message>
    <message>
        <source>cannot write chart %1: it would be %2x%3 pixels, and an image has at most %4 on a side and %5 million in all; choose a smaller size or scale</source>
        <translation>无法写入图表 %1：它将是 %2x%3 像素，而图像每边最多 %4 像素、总共最多 %5 百万像素；请选择更小的尺寸或缩放比例</translation>
    </message>
    <message>
        <source>drives %1-%2 of %3</source>
        <translation>驱动器 %1-%2，共 %3 个</translation>
    </message>
</context>
<context>
    <name>ChartValues</name>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 bars, the highest %2 (%3), the lowest %4 (%5).</source>
        <translation>共 %1 个柱形，最高 %2（%3），最低 %4（%5）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The lines run from %1 to %2.</source>
        <translation>曲线范围从 %1 到 %2。</translation>
    </message>
</context>
<context>
    <name>CleanCommand</name>
    <message>
        <source>%1 (left by process %2, started %3)</source>
        <translation>%1（由进程 %2 留下，启动于 %3）</translation>
    </message>
    <message>
        <source>; its loop image is still mounted</source>
        <translation>；其 loop 映像仍处于挂载状态</translation>
    </message>
    <message>
        <source>Folder to look in (default: the current folder).</source>
        <translation>要查找的文件夹（默认：当前文件夹）。</translation>
    </message>
    <message>
        <source>Remove what is listed.</source>
        <translation>删除列出的内容。</translation>
    </message>
    <message>
        <source>clean: name at most one folder</source>
        <translation>clean：最多指定一个文件夹</translation>
    </message>
    <message>
        <source>clean: %1 is not a folder</source>
        <translation>clean：%1 不是文件夹</translation>
    </message>
    <message>
        <source>removed %1
</source>
        <translation>已删除 %1
</translation>
    </message>
    <message>
        <source>No stale CompressMark workspace in %1
</source>
        <translation>%1 中没有遗留的 CompressMark 工作文件夹
</translation>
    </message>
    <message>
        <source>Remove them with: compressmark clean %1 --yes
</source>
        <translation>删除方法：compressmark clean %1 --yes
</translation>
    </message>
    <message>
        <source>%1 (and %2 more could not be removed)</source>
        <translation>%1（另有 %2 个无法删除）</translation>
    </message>
    <message>
        <source>clean: %1 is a symbolic link; name the folder it leads to (%2) instead</source>
        <translation>clean：%1 是符号链接；请改为指定它指向的文件夹（%2）</translation>
    </message>
    <message>
        <source>clean cancelled; only the folders named as removed are gone</source>
        <translation>清理已取消；只有标为已删除的文件夹被删除</translation>
    </message>
    <message>
        <source>clean cancelled</source>
        <translation>清理已取消</translation>
    </message>
    <message>
        <source>%1 (left by a save that did not finish)
</source>
        <translation>%1（未完成的保存留下的）
</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>Lists the workspaces and target folders that a killed or crashed run left in PATH, and the temporary files of saves that did not finish, and with --yes removes them. Only folders with CompressMark&apos;s marker whose run has ended are touched, and only your own temporary files untouched for a minute.</source>
        <translation>列出被终止或崩溃的运行在 PATH 中留下的工作区和目标文件夹，以及未完成的保存留下的临时文件；加 --yes 时删除它们。只处理带有 CompressMark 标记且其运行已结束的文件夹，以及你自己的、一分钟内未被改动的临时文件。</translation>
    </message>
</context>
<context>
    <name>CommandParsing</name>
    <message>
        <source>--%1: name a folder</source>
        <translation>--%1：请指定一个文件夹</translation>
    </message>
    <message>
        <source>--%1: %2 is not an existing folder</source>
        <translation>--%1：%2 不是已存在的文件夹</translation>
    </message>
</context>
<context>
    <name>CompareReport</name>
    <message>
        <source>%1 MB/s (± %2)</source>
        <translation>%1 MB/s（± %2）</translation>
    </message>
    <message>
        <source>%1 here; not published</source>
        <translation>本机 %1；未发布</translation>
    </message>
    <message>
        <source>%1 published, %2 here</source>
        <translation>发布值 %1，本机 %2</translation>
    </message>
    <message>
        <source> (within noise)</source>
        <translation>（在噪声范围内）</translation>
    </message>
    <message>
        <source> (%1 % of it)</source>
        <translation>（为其 %1%）</translation>
    </message>
    <message>
        <source>Compared with %1 (%2):
</source>
        <translation>与 %1（%2）比较：
</translation>
    </message>
    <message>
        <source>Measured alike: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.
</source>
        <translation>测量条件相同：内核、系统、CPU、文件系统、压缩、复制器、缓存模式、重复次数和数据集均相同。
</translation>
    </message>
    <message>
        <source>Measured differently, so differences in speed may come from these too:
</source>
        <translation>测量条件不同，速度差异也可能来自以下方面：
</translation>
    </message>
    <message>
        <source>  %1: %2 published, %3 here
</source>
        <translation>  %1：发布为 %2，本机为 %3
</translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>≈ plain (within noise)</source>
        <translation>≈ 与未压缩相同（在噪声范围内）</translation>
    </message>
    <message>
        <source>%1 % (%2–%3 %)</source>
        <translation>%1 %（%2–%3 %）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not enough pairs (%1)</source>
        <translation>配对不足（%1）</translation>
    </message>
</context>
<context>
    <name>Compression</name>
    <message>
        <source>this system has no %1 compression</source>
        <translation>此系统没有 %1 压缩</translation>
    </message>
    <message>
        <source>%1 has no transparent compression; %2</source>
        <translation>%1 没有透明压缩；%2</translation>
    </message>
    <message>
        <source>this volume</source>
        <translation>此卷</translation>
    </message>
    <message>
        <source>%1 is %2, which compresses as %3</source>
        <translation>%1 是 %2，其压缩方式为 %3</translation>
    </message>
    <message>
        <source>--compression %1: %2</source>
        <translation>--compression %1：%2</translation>
    </message>
    <message>
        <source>a %1 loop image needs Linux&apos;s loop devices; measure a drive&apos;s own compression instead</source>
        <translation>%1 loop 映像需要 Linux 的 loop 设备；请改为测量驱动器自身的压缩</translation>
    </message>
    <message>
        <source>the NTFS volume %1 has an allocation unit size of %2 KiB, and NTFS compresses only with allocation units of 4 KiB or less</source>
        <translation>NTFS 卷 %1 的分配单元大小为 %2 KiB，而 NTFS 仅在分配单元不超过 4 KiB 时才压缩</translation>
    </message>
    <message>
        <source>the NTFS volume %1 does not offer compression</source>
        <translation>NTFS 卷 %1 不提供压缩</translation>
    </message>
    <message>
        <source>%1 is not NTFS</source>
        <translation>%1 不是 NTFS</translation>
    </message>
    <message>
        <source>NTFS does not store new files in %1 compressed</source>
        <translation>NTFS 不会在 %1 中以压缩形式存储新文件</translation>
    </message>
    <message>
        <source>a btrfs or NTFS image on this drive (--compression loop-btrfs or loop-ntfs, as root) shows what it would do</source>
        <translation>此驱动器上的 btrfs 或 NTFS 映像（--compression loop-btrfs 或 loop-ntfs，以 root 身份）可显示其效果</translation>
    </message>
    <message>
        <source>a drive formatted NTFS compresses</source>
        <translation>格式化为 NTFS 的驱动器可以压缩</translation>
    </message>
</context>
<context>
    <name>CompressionModel</name>
    <message>
        <source>do not compress: the data does not shrink</source>
        <translation>不压缩：数据压缩后不会变小</translation>
    </message>
    <message>
        <source>compress with %1: %2 % (%3) of the plain speed, %4 % less space</source>
        <translation>用 %1 压缩：未压缩速度的 %2 %（%3），节省 %4 % 空间</translation>
    </message>
    <message>
        <source>compress with %1: no measurable difference from plain (%2 %, %3), %4 % less space</source>
        <translation>用 %1 压缩：与未压缩无可测差异（%2 %，%3），节省 %4 % 空间</translation>
    </message>
    <message>
        <source>compress with %1 if space matters: %2 % (%3) of the plain speed, %4 % less space</source>
        <translation>若看重空间则用 %1 压缩：未压缩速度的 %2 %（%3），节省 %4 % 空间</translation>
    </message>
    <message>
        <source>do not compress: %1 would read at %2 % (%3) of the plain speed</source>
        <translation>不要压缩：%1 的读取速度为未压缩的 %2 %（%3）</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>无法判断</translation>
    </message>
    <message>
        <source>cannot tell: %1 would read at %2 % of the plain speed by the estimate, but the measurements&apos; spread allows %3, faster or slower than plain; measuring it decides (%4 % less space)</source>
        <translation>无法判断：按估计 %1 的读取速度为不压缩时的 %2 %，但测量的离散允许 %3，可能更快也可能更慢；实际测量才能判定（节省 %4 % 空间）</translation>
    </message>
    <message>
        <source>compress with %1: at most a tenth slower than plain, perhaps faster (%2 %, %3), %4 % less space</source>
        <translation>用 %1 压缩：最多比未压缩慢十分之一，可能更快（%2 %，%3），节省 %4 % 空间</translation>
    </message>
    <message>
        <source>compress with %1 if space matters: %2 % (%3) of the plain speed, perhaps more than a fifth slower, %4 % less space</source>
        <translation>若看重空间则用 %1 压缩：未压缩速度的 %2 %（%3），可能慢五分之一以上，节省 %4 % 空间</translation>
    </message>
</context>
<context>
    <name>ConcurrentRuns</name>
    <message>
        <source>Another CompressMark run (%1) measures the same drive or RAM disk: each slows the other, and the timed runs it overlaps are flagged as disturbed</source>
        <translation>另一个 CompressMark 运行（%1）正在测量同一驱动器或内存盘：二者互相拖慢，与之重叠的计时运行会被标记为受干扰</translation>
    </message>
</context>
<context>
    <name>ControlCharacterGuard</name>
    <message>
        <source>Line breaks, tabs and other control characters cannot be part of this text.</source>
        <translation>此文本中不能包含换行符、制表符或其他控制字符。</translation>
    </message>
</context>
<context>
    <name>CopierFactory</name>
    <message>
        <source>robocopy is Windows&apos; own copier; here use serial, parallel[:N], uring[:N], kernel or external:CMD</source>
        <translation>robocopy 是 Windows 自带的复制工具；此处请使用 serial、parallel[:N]、uring[:N]、kernel 或 external:CMD</translation>
    </message>
    <message>
        <source>the uring copier cannot run here: %1</source>
        <translation>uring 复制器无法在此运行：%1</translation>
    </message>
</context>
<context>
    <name>DataSetSizing</name>
    <message>
        <source>a cold read of %1 took %2 s</source>
        <translation>冷读取 %1 用时 %2 秒</translation>
    </message>
    <message>
        <source>%1: %2, for a read of at least %3 s at %4 MB/s (%5)</source>
        <translation>%1：%2，使读取在 %4 MB/s 下至少持续 %3 秒（%5）</translation>
    </message>
    <message>
        <source>%1: %2, the largest automatic size; a read lasts about %3 s at %4 MB/s (%5)</source>
        <translation>%1：%2，自动大小的上限；在 %4 MB/s 下读取约 %3 秒（%5）</translation>
    </message>
    <message>
        <source>%1: %2, all the free space allows; a read lasts about %3 s at %4 MB/s, less than %5 s (%6)</source>
        <translation>%1：%2，可用空间所允许的最大值；在 %4 MB/s 下读取约 %3 秒，少于 %5 秒（%6）</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Books</source>
        <translation>书籍</translation>
    </message>
    <message>
        <source>Photos</source>
        <translation>照片</translation>
    </message>
    <message>
        <source>System files</source>
        <translation>系统文件</translation>
    </message>
    <message>
        <source>Disk image</source>
        <translation>磁盘映像</translation>
    </message>
    <message>
        <source>Small files</source>
        <translation>小文件</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation>文件夹 %1</translation>
    </message>
    <message>
        <source>compression off</source>
        <translation>压缩关闭</translation>
    </message>
    <message>
        <source>compression on</source>
        <translation>压缩开启</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Write back</source>
        <translation>写回</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>打包</translation>
    </message>
    <message>
        <source>Unpack</source>
        <translation>解包</translation>
    </message>
    <message>
        <source>4 KiB random reads, depth 1</source>
        <translation>4 KiB 随机读取，深度 1</translation>
    </message>
    <message>
        <source>4 KiB random reads, depth 32</source>
        <translation>4 KiB 随机读取，深度 32</translation>
    </message>
    <message>
        <source>Drop all caches</source>
        <translation>清除所有缓存</translation>
    </message>
    <message>
        <source>Evict the data set&apos;s pages</source>
        <translation>逐出数据集的页面</translation>
    </message>
    <message>
        <source>Fresh data each repetition</source>
        <translation>每次重复使用新数据</translation>
    </message>
    <message>
        <source>Direct I/O</source>
        <translation>直接 I/O</translation>
    </message>
    <message>
        <source>Parallel</source>
        <translation>并行</translation>
    </message>
    <message>
        <source>Kernel copy (copy_file_range)</source>
        <translation>内核复制（copy_file_range）</translation>
    </message>
    <message>
        <source>Read only, no writes</source>
        <translation>只读，不写入</translation>
    </message>
    <message>
        <source>External program</source>
        <translation>外部程序</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>None (plain only)</source>
        <translation>无（仅未压缩）</translation>
    </message>
    <message>
        <source>btrfs image file on the drive</source>
        <translation>磁盘上的 btrfs 镜像文件</translation>
    </message>
    <message>
        <source>NTFS image file on the drive</source>
        <translation>磁盘上的 NTFS 镜像文件</translation>
    </message>
    <message>
        <source>%1, on the drive itself</source>
        <translation>%1，直接在磁盘上</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>robocopy</source>
        <translation>robocopy</translation>
    </message>
    <message>
        <source>WOF (compact /exe:), each file after writing</source>
        <translation>WOF（compact /exe:），每个文件写入后压缩</translation>
    </message>
    <message>
        <source>Serial, one buffer</source>
        <translation>串行，单一缓冲区</translation>
    </message>
    <message>
        <source>Direct sequential read</source>
        <translation>直接顺序读取</translation>
    </message>
    <message>
        <source>io_uring, many files in flight</source>
        <translation>io_uring，多个文件同时进行</translation>
    </message>
</context>
<context>
    <name>DriveLimit</name>
    <message>
        <source>%1 % of a direct sequential read</source>
        <translation>直接顺序读取的 %1 %</translation>
    </message>
    <message>
        <source>%1 % of 4 KiB reads at depth %2</source>
        <translation>队列深度 %2 下 4 KiB 读取的 %1 %</translation>
    </message>
    <message>
        <source>(%1 % at depth 1)</source>
        <translation>（深度 1 下为 %1 %）</translation>
    </message>
</context>
<context>
    <name>DriveRecord</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1，然后 %2</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <source>another process of yours kept %1 locked for %2 seconds</source>
        <translation>你的另一个进程将 %1 锁定了 %2 秒</translation>
    </message>
</context>
<context>
    <name>GenerateCommand</name>
    <message>
        <source>generate: name exactly one data set (%1)</source>
        <translation>generate：请只指定一个数据集（%1）</translation>
    </message>
    <message>
        <source>generate: unknown data set &apos;%1&apos; (known: %2)</source>
        <translation>generate：未知的数据集“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>generate: %1 is not a folder</source>
        <translation>generate：%1 不是文件夹</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 64M or 1G</source>
        <translation>--size：“%1”不是 64M 或 1G 这样的大小</translation>
    </message>
    <message>
        <source>generate: --out DIR is required (a folder that does not exist yet)</source>
        <translation>generate：需要 --out DIR（一个尚不存在的文件夹）</translation>
    </message>
    <message>
        <source>generate: %1 already exists; name a new folder</source>
        <translation>generate：%1 已存在；请指定新文件夹</translation>
    </message>
    <message>
        <source>generate: the folder %1 does not exist</source>
        <translation>generate：文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>Size of the data set, e.g. 256M or 1G (default: 64M).</source>
        <translation>数据集大小，例如 256M 或 1G（默认：64M）。</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Seed of the generated data (default: 1).</source>
        <translation>生成数据的种子（默认：1）。</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Folder to create for the data set; it must not exist.</source>
        <translation>为数据集创建的文件夹；它必须尚不存在。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>generate cancelled; nothing was kept</source>
        <translation>generate 已取消；未保留任何内容</translation>
    </message>
    <message>
        <source>generate failed: %1</source>
        <translation>generate 失败：%1</translation>
    </message>
    <message>
        <source>generate: %1 is in a kernel interface (/dev, /proc, /sys), not storage; nothing is written there</source>
        <translation>generate：%1 位于内核接口（/dev、/proc、/sys）中，不是存储；不会向那里写入任何内容</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>generate cancelled, but %1</source>
        <translation>生成已取消，但 %1</translation>
    </message>
    <message>
        <source>Writes one data set into the new folder DIR and prints its manifest (files, bytes, how well zstd and lz4 compress it, what was skipped) as JSON. The same kind, size and seed give the same files on every machine; &apos;system&apos; samples %1; &apos;folder:PATH&apos; copies PATH whole, without links and special files, and ignores --size.</source>
        <translation>将一个数据集写入新文件夹 DIR，并以 JSON 输出其清单（文件、字节数、zstd 和 lz4 的压缩效果、跳过的内容）。相同的类型、大小和种子在任何机器上生成相同的文件；“system”从%1取样；“folder:PATH”完整复制 PATH，不含链接和特殊文件，并忽略 --size。</translation>
    </message>
    <message>
        <source>this machine&apos;s /usr/lib and /usr/share</source>
        <translation>本机的 /usr/lib 和 /usr/share </translation>
    </message>
    <message>
        <source>this machine&apos;s Windows\WinSxS folder</source>
        <translation>本机的 Windows\WinSxS 文件夹</translation>
    </message>
</context>
<context>
    <name>HistoryChartData</name>
    <message>
        <source>Each day&apos;s pair of bars: compression off first, compression on beside it in another shade of the day&apos;s colour.</source>
        <translation>每天的一对柱：先是不压缩，旁边是压缩，用当天颜色的另一种深浅。</translation>
    </message>
    <message>
        <source>Read speed of %1 over time, MB/s</source>
        <translation>%1 的读取速度随时间变化，MB/s</translation>
    </message>
    <message>
        <source>Measured alike each time: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.</source>
        <translation>每次测量条件相同：内核、系统、CPU、文件系统、压缩、复制器、缓存模式、重复次数和数据集都相同。</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>变化 %1</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 is %2, not a regular file</source>
        <translation>%1 是%2，不是普通文件</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>符号链接</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>普通文件</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊文件</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 大于 %2 字节</translation>
    </message>
</context>
<context>
    <name>Interference</name>
    <message>
        <source>the drive read %1 MB beyond the run&apos;s own %2 MB: another program used it</source>
        <translation>驱动器比本次运行自身的 %2 MB 多读取了 %1 MB：有其他程序在使用它</translation>
    </message>
    <message>
        <source>the drive wrote %1 MB beyond the run&apos;s own %2 MB: another program used it</source>
        <translation>驱动器比本次运行自身的 %2 MB 多写入了 %1 MB：有其他程序在使用它</translation>
    </message>
    <message>
        <source>other programs used %1 % of the CPU</source>
        <translation>其他程序占用了 %1 % 的 CPU</translation>
    </message>
    <message>
        <source>the hypervisor took %1 % of the CPU (steal time)</source>
        <translation>虚拟机管理程序占用了 %1 % 的 CPU（steal time）</translation>
    </message>
    <message>
        <source>another CompressMark run (%1) measured the same drive or RAM disk</source>
        <translation>另一个 CompressMark 运行（%1）测量了同一驱动器或内存盘</translation>
    </message>
    <message numerus="yes">
        <source>%n more CompressMark run(s) measured the same drive or RAM disk</source>
        <translation>
            <numerusform>另有 %n 个 CompressMark 运行测量了同一磁盘或内存盘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>cannot write the library %1: %2</source>
        <translation>无法写入库 %1：%2</translation>
    </message>
    <message>
        <source>the library %1 cannot be used (%2) and cannot be rebuilt: %3</source>
        <translation>库 %1 无法使用（%2），也无法重建：%3</translation>
    </message>
    <message>
        <source>cannot make the library %1: its folder cannot be written</source>
        <translation>无法创建库 %1：其文件夹不可写</translation>
    </message>
    <message>
        <source>its folder or file cannot be written</source>
        <translation>其文件夹或文件不可写</translation>
    </message>
    <message>
        <source>cannot open the library %1: %2</source>
        <translation>无法打开库 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>the library %1 is not open</source>
        <translation>库 %1 未打开</translation>
    </message>
    <message>
        <source>asked for</source>
        <translation>应要求</translation>
    </message>
    <message>
        <source>unknown SQLite error</source>
        <translation>未知的 SQLite 错误</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver is missing (on Debian: libqt6sql6-sqlite)</source>
        <translation>缺少 Qt 的 SQLite 驱动（Debian 上：libqt6sql6-sqlite）</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the library is never read through one</source>
        <translation>%1 是符号链接；从不通过链接读取库</translation>
    </message>
    <message>
        <source>%1 belongs to another user; a library is only read by its owner</source>
        <translation>%1 属于另一个用户；库只由其所有者读取</translation>
    </message>
    <message>
        <source>cannot create the library&apos;s folder %1</source>
        <translation>无法创建库的文件夹 %1</translation>
    </message>
    <message>
        <source>the library&apos;s folder %1 is not a folder</source>
        <translation>库的文件夹 %1 不是文件夹</translation>
    </message>
    <message>
        <source>the library&apos;s folder %1 belongs to another user; a library is only read by its owner</source>
        <translation>库的文件夹 %1 属于另一个用户；库只由其所有者读取</translation>
    </message>
    <message>
        <source>the library %1 is not a file</source>
        <translation>库 %1 不是文件</translation>
    </message>
    <message>
        <source>cannot read the library %1: %2</source>
        <translation>无法读取库 %1：%2</translation>
    </message>
    <message>
        <source>its version is %1, this program&apos;s %2</source>
        <translation>其版本为 %1，本程序的版本为 %2</translation>
    </message>
    <message>
        <source>the expected tables could not be made in memory</source>
        <translation>无法在内存中创建预期的表</translation>
    </message>
    <message>
        <source>it holds %1, which this program does not make</source>
        <translation>其中含有本程序不会创建的 %1</translation>
    </message>
    <message>
        <source>it lacks %1</source>
        <translation>其中缺少 %1</translation>
    </message>
    <message>
        <source>%1 left the history it was linked into.</source>
        <translation>%1 已离开它被关联进的历史。</translation>
    </message>
    <message>
        <source>The drives linked into the history of %1 left it.</source>
        <translation>关联到 %1 历史中的驱动器已离开。</translation>
    </message>
    <message>
        <source>%1, measured on %2, stands apart from the other measurements of its model and serial.</source>
        <translation>%1（测量于 %2）已与同型号和序列号的其他测量分开。</translation>
    </message>
    <message>
        <source>%1 is a drive of its own already: nothing to unlink.</source>
        <translation>%1 已是单独的驱动器：无可取消关联。</translation>
    </message>
</context>
<context>
    <name>LibraryCharts</name>
    <message>
        <source>a session of the library</source>
        <translation>库中的会话</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>已写入 %1
</translation>
    </message>
    <message>
        <source>  alt text: %1
</source>
        <translation>  替代文本：%1
</translation>
    </message>
    <message>
        <source>%1 (%2, serial %3), measurements: %4
</source>
        <translation>%1（%2，序列号 %3），测量次数：%4
</translation>
    </message>
    <message>
        <source>Measured alike each time.
</source>
        <translation>每次测量条件相同。
</translation>
    </message>
    <message>
        <source>What changed between two measurements:
</source>
        <translation>两次测量之间的变化：
</translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation>无法写入网页 %1：%2</translation>
    </message>
    <message>
        <source>library compare: no drive in the library has the ID &apos;%1&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation>library compare：库中没有 ID 为“%1”的驱动器；“compressmark library list”会列出它们</translation>
    </message>
    <message>
        <source>library compare: these drives hold no measurement</source>
        <translation>library compare：这些驱动器没有测量结果</translation>
    </message>
</context>
<context>
    <name>LibraryCommand</name>
    <message>
        <source>library: --%1 &apos;%2&apos; is not a date such as 2026-11-30 or 2026-11-30T13:00</source>
        <translation>library：--%1“%2”不是 2026-11-30 或 2026-11-30T13:00 这样的日期</translation>
    </message>
    <message>
        <source>%1 (and %2 more files that are not sessions)</source>
        <translation>%1（另有 %2 个文件不是会话）</translation>
    </message>
    <message>
        <source>Session files: %1 added, %2 changed, %3 gone, %4 as they were.
</source>
        <translation>会话文件：新增 %1 个，已更改 %2 个，已消失 %3 个，未变 %4 个。
</translation>
    </message>
    <message>
        <source>library: no drive in the library is &apos;%1&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation>library：库中没有驱动器“%1”；“compressmark library list”会列出它们</translation>
    </message>
    <message>
        <source>Use the library in FILE instead of your own (it follows only what was added to it).</source>
        <translation>使用 FILE 中的库而不是你自己的库（它只跟踪添加到其中的内容）。</translation>
    </message>
    <message>
        <source>list: drives whose model holds TEXT (any case).</source>
        <translation>list：型号中含有 TEXT 的驱动器（不区分大小写）。</translation>
    </message>
    <message>
        <source>list: drives on this filesystem (btrfs, ext4, ntfs, ...).</source>
        <translation>list：使用此文件系统的驱动器（btrfs、ext4、ntfs 等）。</translation>
    </message>
    <message>
        <source>list: drives measured with this compression (btrfs:zstd, or btrfs for any algorithm, none).</source>
        <translation>list：以此压缩方式测量的驱动器（btrfs:zstd；btrfs 表示任意算法；none）。</translation>
    </message>
    <message>
        <source>list: drives with results of this data set (books, photos, ...).</source>
        <translation>list：有此数据集结果的驱动器（books、photos 等）。</translation>
    </message>
    <message>
        <source>list: drives measured on or after DATE (2026-11-30, or 2026-11-30T13:00).</source>
        <translation>list：在 DATE 当天或之后测量的驱动器（2026-11-30 或 2026-11-30T13:00）。</translation>
    </message>
    <message>
        <source>list: drives measured on or before DATE.</source>
        <translation>list：在 DATE 当天或之前测量的驱动器。</translation>
    </message>
    <message>
        <source>list: drives whose label, model, serial, filesystem, kernel, CPU, system, data sets or file holds TEXT (any case).</source>
        <translation>list：标签、型号、序列号、文件系统、内核、CPU、系统、数据集或文件中含有 TEXT 的驱动器（不区分大小写）。</translation>
    </message>
    <message>
        <source>list, show: print the drives and their results as JSON.</source>
        <translation>list、show：以 JSON 输出驱动器及其结果。</translation>
    </message>
    <message>
        <source>library: --%1 filters only &apos;list&apos;</source>
        <translation>library：--%1 只用于筛选“list”</translation>
    </message>
    <message>
        <source>library: --json is for &apos;list&apos; and &apos;show&apos;</source>
        <translation>library：--json 只用于“list”和“show”</translation>
    </message>
    <message>
        <source>library add: name the session files or folders to add</source>
        <translation>library add：请指明要添加的会话文件或文件夹</translation>
    </message>
    <message>
        <source>library %1: unexpected argument &apos;%2&apos;</source>
        <translation>library %1：多余的参数“%2”</translation>
    </message>
    <message>
        <source>the library %1 was rebuilt from its session files: %2</source>
        <translation>库 %1 已根据其会话文件重建：%2</translation>
    </message>
    <message>
        <source>the library %1 is read as it is, without what changed since: %2</source>
        <translation>按原样读取库 %1，不含此后的更改：%2</translation>
    </message>
    <message>
        <source>too few pairs to compare</source>
        <translation>配对太少，无法比较</translation>
    </message>
    <message>
        <source>%1 x plain (%2-%3), %4</source>
        <translation>不压缩的 %1 倍（%2–%3），%4</translation>
    </message>
    <message>
        <source>No drive in the library passes these filters.
</source>
        <translation>库中没有符合这些筛选条件的驱动器。
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>DRIVE</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>FILESYSTEM</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>COMPRESSION</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>MEASURED</source>
        <translation>测量时间</translation>
    </message>
    <message>
        <source>DATA SETS</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>SESSION</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Drive %1: %2
</source>
        <translation>驱动器 %1：%2
</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>会话：</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>测量时间：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>型号：</translation>
    </message>
    <message>
        <source>Serial:</source>
        <translation>序列号：</translation>
    </message>
    <message>
        <source>Filesystem:</source>
        <translation>文件系统：</translation>
    </message>
    <message>
        <source>Compression:</source>
        <translation>压缩：</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>内核：</translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation>CPU：</translation>
    </message>
    <message>
        <source>No results.
</source>
        <translation>没有结果。
</translation>
    </message>
    <message>
        <source>DATA SET</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>OPERATION</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>VARIANT</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>RUNS</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>MEDIAN MB/S</source>
        <translation>中位数 MB/s</translation>
    </message>
    <message>
        <source>95 % CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>FLAGS</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>AGAINST PLAIN</source>
        <translation>与不压缩相比</translation>
    </message>
    <message>
        <source>library %1: --%2 is for %3</source>
        <translation>library %1：--%2 仅用于 %3</translation>
    </message>
    <message>
        <source>history, compare: write the chart as PNG.</source>
        <translation>history、compare：将图表写为 PNG。</translation>
    </message>
    <message>
        <source>history, compare: write the chart as SVG.</source>
        <translation>history、compare：将图表写为 SVG。</translation>
    </message>
    <message>
        <source>compare: write a web page of the drives, which embeds the sessions they came from.</source>
        <translation>compare：写出这些驱动器的网页，其中嵌入它们所来自的会话。</translation>
    </message>
    <message>
        <source>library compare: name the IDs of the drives to compare</source>
        <translation>library compare：请指定要比较的驱动器 ID</translation>
    </message>
    <message>
        <source>library %1: name one drive</source>
        <translation>library %1：请指定一个驱动器</translation>
    </message>
    <message>
        <source>library compare: --chart &apos;%1&apos; is not a chart of several drives: %2</source>
        <translation>library compare：--chart “%1”不是多个磁盘的图表：%2</translation>
    </message>
    <message>
        <source>compare: the chart to draw: compare (the default), drives, percent, device or cpu.</source>
        <translation>compare：要绘制的图表：compare（默认）、drives、percent、device 或 cpu。</translation>
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
        <translation>库：本机所有会话文件的索引，用于列出、筛选和显示任何会话中测量过的驱动器。会话文件保持原样；库无法信任时会据其重建。

  list             驱动器，最新的在前，可用下面的筛选条件
  add PATH...      会话文件，或文件夹（此后跟踪其中的 *.cmsession.json 文件）
  rebuild          根据库的文件和文件夹重新建立库
  show DRIVE       驱动器的会话和结果：list 中的 ID，或其标签、型号或序列号
  history DRIVE    在不同日子测量的同一驱动器随时间的变化，以及两次测量之间的变化
  link DRIVE...    这些驱动器是同一个驱动器（序列号读法不同、型号改名）
  unlink DRIVE     撤销离此测量最近的关联，或将其与同型号和序列号的测量分开
  compare ID...    按 list 中的 ID 并排显示任何会话中的驱动器</translation>
    </message>
    <message>
        <source>list, add, rebuild, show, history, link, unlink or compare.</source>
        <translation>list、add、rebuild、show、history、link、unlink 或 compare。</translation>
    </message>
    <message>
        <source>library: name what to do: list, add, rebuild, show, history, link, unlink or compare (see --help)</source>
        <translation>library：请指定操作：list、add、rebuild、show、history、link、unlink 或 compare（见 --help）</translation>
    </message>
    <message>
        <source>library: unknown command &apos;%1&apos;; it is list, add, rebuild, show, history, link, unlink or compare</source>
        <translation>library：未知命令“%1”；可用 list、add、rebuild、show、history、link、unlink 或 compare</translation>
    </message>
    <message>
        <source>library link: name at least two drives to link into one</source>
        <translation>library link：请至少指定两个要关联为一个的驱动器</translation>
    </message>
</context>
<context>
    <name>LibraryJobs</name>
    <message>
        <source>The library %1 was rebuilt from its session files: %2</source>
        <translation>库 %1 已根据其会话文件重建：%2</translation>
    </message>
    <message>
        <source>These drives are one drive over time already.</source>
        <translation>这些驱动器已经是同一个驱动器。</translation>
    </message>
    <message numerus="yes">
        <source>Linked into one drive over time: %n measurement(s).</source>
        <translation>
            <numerusform>已关联为同一个驱动器：%n 次测量。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryLinkCommand</name>
    <message>
        <source>library %1: no drive in the library is &apos;%2&apos;; &apos;compressmark library list&apos; lists them</source>
        <translation>library %1：库中没有驱动器“%2”；“compressmark library list”会列出它们</translation>
    </message>
    <message>
        <source>library %1: &apos;%2&apos; names %3 different drives; name one by its ID from &apos;compressmark library list&apos;</source>
        <translation>library %1：“%2”对应 %3 个不同的驱动器；请用“compressmark library list”中的 ID 指定一个</translation>
    </message>
    <message numerus="yes">
        <source>These are one drive over time already: %n measurement(s).
</source>
        <translation>
            <numerusform>这些已经是同一个驱动器：%n 次测量。
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Linked into one drive over time: %n measurement(s).
</source>
        <translation>
            <numerusform>已关联为同一个驱动器：%n 次测量。
</numerusform>
        </translation>
    </message>
    <message>
        <source>library unlink: &apos;%1&apos; names %2 measurements; name one by its ID from &apos;compressmark library list&apos;</source>
        <translation>library unlink：“%1”对应 %2 次测量；请用“compressmark library list”中的 ID 指定一次</translation>
    </message>
</context>
<context>
    <name>LibrarySessions</name>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>%1 no longer holds the drive %2; &apos;compressmark library list&apos; reads it again</source>
        <translation>%1 中已没有驱动器 %2；“compressmark library list”会重新读取它</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>model %1 → %2</source>
        <translation>型号 %1 → %2</translation>
    </message>
    <message>
        <source>serial %1 → %2</source>
        <translation>序列号 %1 → %2</translation>
    </message>
</context>
<context>
    <name>LiveRuns</name>
    <message>
        <source>process %1, since %2</source>
        <translation>进程 %1，自 %2 起</translation>
    </message>
    <message>
        <source>process %1, &quot;%2&quot;, since %3</source>
        <translation>进程 %1，“%2”，自 %3 起</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>name a file</source>
        <translation>请指定一个文件</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>cannot use the folder %1: %2</source>
        <translation>无法使用文件夹 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>cannot write in the folder %1: %2</source>
        <translation>无法在文件夹 %1 中写入：%2</translation>
    </message>
    <message>
        <source>cannot use %1: %2</source>
        <translation>无法使用 %1：%2</translation>
    </message>
    <message>
        <source>%1 is a folder; name a file</source>
        <translation>%1 是文件夹；请指定一个文件</translation>
    </message>
    <message>
        <source>%1 is a symbolic link (to %2); outputs never follow links: name the file itself</source>
        <translation>%1 是符号链接（指向 %2）；输出从不跟随链接：请指定文件本身</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file</source>
        <translation>%1 是%2，不是普通文件</translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <translation>无法替换 %1：%2</translation>
    </message>
    <message>
        <source>cannot replace %1: it belongs to another user in a sticky folder</source>
        <translation>无法替换 %1：它属于粘滞位文件夹中的另一个用户</translation>
    </message>
    <message>
        <source>%1 is also the file of %2; name two different files</source>
        <translation>%1 也是 %2 的文件；请指定两个不同的文件</translation>
    </message>
    <message>
        <source>%1 is also the file of %2, which would be destroyed</source>
        <translation>%1 也是 %2 的文件，它将被破坏</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>它是只读的</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number from 0 to %2</source>
        <translation>--seed：“%1”不是 0 到 %2 之间的整数</translation>
    </message>
</context>
<context>
    <name>PlanCheck</name>
    <message>
        <source>Cannot start: %1</source>
        <translation>无法开始：%1</translation>
    </message>
    <message>
        <source>plain only, no compressed variant</source>
        <translation>仅未压缩，无压缩变体</translation>
    </message>
    <message>
        <source>plain only (%1)</source>
        <translation>仅未压缩（%1）</translation>
    </message>
    <message>
        <source>%1 compression (%2) on the drive itself</source>
        <translation>%1 压缩（%2），直接在磁盘上</translation>
    </message>
    <message>
        <source>%1 (%2) in an image file on the drive</source>
        <translation>%1（%2），位于磁盘上的镜像文件中</translation>
    </message>
    <message>
        <source>Ready: %1; %2.</source>
        <translation>准备就绪：%1；%2。</translation>
    </message>
</context>
<context>
    <name>Preflight</name>
    <message>
        <source>%1 %2 does not exist</source>
        <translation>%1 %2 不存在</translation>
    </message>
    <message>
        <source>%1 %2 is not a folder</source>
        <translation>%1 %2 不是文件夹</translation>
    </message>
    <message>
        <source>%1 %2 is not writable (%3)</source>
        <translation>%1 %2 不可写（%3）</translation>
    </message>
    <message>
        <source>no data set chosen</source>
        <translation>未选择数据集</translation>
    </message>
    <message>
        <source>repetitions must be at least 1</source>
        <translation>重复次数至少为 1</translation>
    </message>
    <message>
        <source>the readonly copier writes nothing, so it can only time the read operation (--ops read)</source>
        <translation>readonly 复制器不写入任何内容，因此只能对读取操作计时（--ops read）</translation>
    </message>
    <message>
        <source>no operation chosen</source>
        <translation>未选择操作</translation>
    </message>
    <message>
        <source>source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>source %1 is on a read-only volume</source>
        <translation>源 %1 位于只读卷上</translation>
    </message>
    <message>
        <source>target %1 is on the same volume as source %2</source>
        <translation>目标 %1 与源 %2 位于同一卷上</translation>
    </message>
    <message>
        <source>not enough space on %1: %2 needed, %3 free</source>
        <translation>%1 空间不足：需要 %2，可用 %3</translation>
    </message>
    <message>
        <source>%1 %2 is on %3 (%4), a kernel interface and not storage: nothing is written there; %5</source>
        <translation>%1 %2 位于 %3（%4）上，这是内核接口而不是存储：不会向那里写入任何内容；%5</translation>
    </message>
    <message>
        <source>the label has %1 characters, more than the limit of %2</source>
        <translation>标签有 %1 个字符，超过了 %2 的上限</translation>
    </message>
    <message>
        <source>choose a folder on the drive to test</source>
        <translation>请选择待测驱动器上的文件夹</translation>
    </message>
    <message>
        <source>choose a tmpfs folder such as /dev/shm</source>
        <translation>请选择 tmpfs 文件夹，例如 /dev/shm</translation>
    </message>
    <message>
        <source>choose a folder on a RAM disk (ImDisk, say)</source>
        <translation>请选择内存盘上的文件夹（例如 ImDisk）</translation>
    </message>
    <message>
        <source>target %1 is not a RAM disk (%2); %3, or pass --allow-slow-target to measure anyway</source>
        <translation>目标 %1 不是内存盘（%2）；%3，或传入 --allow-slow-target 以仍然进行测量</translation>
    </message>
    <message>
        <source>not enough room for files on %1 %2: the data sets make %3 files and folders, and its filesystem takes %4 more (free inodes); choose a smaller size or a volume with more inodes</source>
        <translation>%1 %2 上没有足够的文件空间：数据集会创建 %3 个文件和文件夹，而其文件系统只能再容纳 %4 个（空闲 inode）；请选择更小的大小或 inode 更多的卷</translation>
    </message>
    <message>
        <source>data set %1 holds a path of %2 characters (%3); below the workspaces it would be longer than the %4 the system takes</source>
        <translation>数据集 %1 含有 %2 个字符的路径（%3）；放在工作文件夹下会超过系统所能接受的 %4 个字符</translation>
    </message>
    <message>
        <source>unknown data set &apos;%1&apos; (known: %2)</source>
        <translation>未知的数据集“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>%1 needs a data set of at least %2 bytes; %3 has %4</source>
        <translation>%1 需要至少 %2 字节的数据集；%3 只有 %4</translation>
    </message>
    <message>
        <source>--compression %1 compresses files once they are written; what %2 writes would be stored plain, so it has no compressed variant to time (use --ops read, smallfiles, random4k-* or sequential-direct)</source>
        <translation>--compression %1 在文件写入之后才压缩；%2 写入的内容会以未压缩方式存储，因此没有可计时的压缩变体（请使用 --ops read、smallfiles、random4k-* 或 sequential-direct）</translation>
    </message>
</context>
<context>
    <name>PrivilegedHelper</name>
    <message>
        <source>%1 names %2, which is not a program</source>
        <translation>%1 指向 %2，但它不是程序</translation>
    </message>
    <message>
        <source>compressmark-helper is not installed</source>
        <translation>未安装 compressmark-helper</translation>
    </message>
    <message>
        <source>pkexec is not installed (package pkexec or policykit-1)</source>
        <translation>未安装 pkexec（软件包 pkexec 或 policykit-1）</translation>
    </message>
    <message>
        <source>compressmark-helper is switched off (--no-helper or %1=0)</source>
        <translation>compressmark-helper 已关闭（--no-helper 或 %1=0）</translation>
    </message>
    <message>
        <source>the administrator password was not given (polkit refused compressmark-helper)</source>
        <translation>未提供管理员密码（polkit 拒绝了 compressmark-helper）</translation>
    </message>
    <message>
        <source>pkexec could not run compressmark-helper: %1</source>
        <translation>pkexec 无法运行 compressmark-helper：%1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
</context>
<context>
    <name>Privileges</name>
    <message>
        <source>this process is elevated and needs no compressmark-helper</source>
        <translation>此进程已提升权限，不需要 compressmark-helper</translation>
    </message>
    <message>
        <source>compressmark-helper.exe is not installed beside the program; start CompressMark as administrator</source>
        <translation>程序旁未安装 compressmark-helper.exe；请以管理员身份启动 CompressMark</translation>
    </message>
</context>
<context>
    <name>ProbeCommand</name>
    <message>
        <source>Prints what CompressMark knows about the volume holding PATH (mount, device, filesystem, RAM-backed, sizes) as JSON.</source>
        <translation>以 JSON 格式输出 CompressMark 对 PATH 所在卷的了解（挂载点、设备、文件系统、是否为内存盘、容量）。</translation>
    </message>
    <message>
        <source>A file or folder on the volume.</source>
        <translation>卷上的文件或文件夹。</translation>
    </message>
    <message>
        <source>probe: %1 does not exist</source>
        <translation>probe：%1 不存在</translation>
    </message>
    <message>
        <source>Instead: list every RAM disk a run can copy to, with its free space.</source>
        <translation>改为列出 run 可以复制到的所有内存盘及其可用空间。</translation>
    </message>
    <message>
        <source>probe: name exactly one path, or --targets alone</source>
        <translation>probe：请只指定一个路径，或单独使用 --targets</translation>
    </message>
    <message>
        <source>probe cancelled</source>
        <translation>探测已取消</translation>
    </message>
</context>
<context>
    <name>ProgressPrinter</name>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation>%1（第 %2 次重复，共 %3 次）</translation>
    </message>
</context>
<context>
    <name>PublishedPlan</name>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>%1 bytes, seed %2</source>
        <translation>%1 字节，种子 %2</translation>
    </message>
    <message>
        <source>--compare: the published runs copied with another program (%1); a session file does not choose what runs here</source>
        <translation>--compare：发布的运行使用其他程序复制（%1）；会话文件不能决定此处运行什么</translation>
    </message>
    <message>
        <source>--compare: the published runs read the author&apos;s own folder (%1), which is not here to read</source>
        <translation>--compare：发布的运行读取的是作者自己的文件夹（%1），此处无法读取</translation>
    </message>
    <message>
        <source>--compare: the published drive names no data set</source>
        <translation>--compare：发布的驱动器没有数据集</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>filesystem</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>copier</source>
        <translation>复制器</translation>
    </message>
    <message>
        <source>cache mode</source>
        <translation>缓存模式</translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>data set %1</source>
        <translation>数据集 %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot create the session folder %1</source>
        <translation>无法创建会话文件夹 %1</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Charts and tables of saved sessions. Several sessions are merged for comparison. Without an output option the summary is printed.</source>
        <translation>根据已保存的会话生成图表和表格。多个会话会合并以便比较。未指定任何输出选项时，输出汇总结果。</translation>
    </message>
    <message>
        <source>report: %1 holds no measurement</source>
        <translation>report：%1 中没有任何测量结果</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>已写入 %1
</translation>
    </message>
    <message>
        <source>a session to report on</source>
        <translation>要生成报告的会话</translation>
    </message>
    <message>
        <source>report cancelled; the files written are kept</source>
        <translation>报告已取消；已写入的文件保留</translation>
    </message>
    <message>
        <source>report --chart timeline: %1 holds no timeline (runs measured before CompressMark sampled them have none)</source>
        <translation>report --chart timeline：%1 中没有时间曲线（在 CompressMark 开始采样之前测得的运行没有）</translation>
    </message>
    <message>
        <source>report --chart timeline: no run of %1 has a timeline in %2; these have: %3</source>
        <translation>report --chart timeline：%2 中 %1 的运行都没有时间曲线；有曲线的是：%3</translation>
    </message>
    <message>
        <source>report --chart drives: no drive of %1 read %2; these were read: %3</source>
        <translation>report --chart drives：%1 中没有磁盘读取过 %2；读取过的有：%3</translation>
    </message>
    <message>
        <source>any data set</source>
        <translation>任何数据集</translation>
    </message>
    <message>
        <source>  alt text: %1
</source>
        <translation>  替代文本：%1
</translation>
    </message>
    <message>
        <source>  drawn at %1x%2, taller than asked, so that every row keeps room for its drive&apos;s name
</source>
        <translation>  绘制尺寸为 %1x%2，比要求的更高，以便每一行都能容下驱动器名称
</translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation>无法写入网页 %1：%2</translation>
    </message>
    <message>
        <source>Share-safe: nothing that identifies a person or a machine was found
</source>
        <translation>可安全分享：未发现可识别个人或机器的信息
</translation>
    </message>
    <message>
        <source>Share-safe, left out: %1
</source>
        <translation>可安全分享，已略去：%1
</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <source>Write the chart as PNG.</source>
        <translation>将图表保存为 PNG。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Write the chart as SVG.</source>
        <translation>将图表保存为 SVG。</translation>
    </message>
    <message>
        <source>Write the chart as PDF.</source>
        <translation>将图表保存为 PDF。</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Whiskers on the speed bars: none, minmax or ci95 (default: none).</source>
        <translation>速度柱上的误差线：none、minmax 或 ci95（默认：none）。</translation>
    </message>
    <message>
        <source>Chart size in pixels (default: 1600x900).</source>
        <translation>图表尺寸，以像素为单位（默认：1600x900）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>Pixels per chart pixel in PNG files, e.g. 2 for high-density screens (default: 1).</source>
        <translation>PNG 文件中每个图表像素对应的像素数，例如高密度屏幕用 2（默认：1）。</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>倍数</translation>
    </message>
    <message>
        <source>Chart colours: light, dark or print (default: light).</source>
        <translation>图表配色：light、dark 或 print（默认：light）。</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Write every run and every summary as CSV.</source>
        <translation>将每次运行和每项汇总写入 CSV。</translation>
    </message>
    <message>
        <source>Write the summary as a Markdown table.</source>
        <translation>将汇总结果写成 Markdown 表格。</translation>
    </message>
    <message>
        <source>Write the summary as an HTML table.</source>
        <translation>将汇总结果写成 HTML 表格。</translation>
    </message>
    <message>
        <source>Write the summary as a BBCode table for forums.</source>
        <translation>将汇总结果写成用于论坛的 BBCode 表格。</translation>
    </message>
    <message>
        <source>Session files to report on, merged.</source>
        <translation>要生成报告的会话文件（将合并）。</translation>
    </message>
    <message>
        <source>report: name at least one session file</source>
        <translation>report：请至少指定一个会话文件</translation>
    </message>
    <message>
        <source>--whiskers: &apos;%1&apos; is not none, minmax or ci95</source>
        <translation>--whiskers：“%1”不是 none、minmax 或 ci95</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not light, dark or print</source>
        <translation>--theme：“%1”不是 light、dark 或 print</translation>
    </message>
    <message>
        <source>--%1 needs a chart to write: --png, --svg or --pdf</source>
        <translation>--%1 需要指定要写出的图表：--png、--svg 或 --pdf</translation>
    </message>
    <message>
        <source>With --chart timeline: the operation to draw, e.g. write (default: read where it has a timeline, else the first that has one).</source>
        <translation>配合 --chart timeline：要绘制的操作，例如 write（默认：read 有曲线时用 read，否则第一个有曲线的）。</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>With --chart timeline or drives: the data set to draw, e.g. books (default: the first that has a timeline, or the first read).</source>
        <translation>配合 --chart timeline 或 drives：要绘制的数据集，例如 books（默认：第一个有时间线的，或第一个读取的）。</translation>
    </message>
    <message>
        <source>With --chart drives: the rows&apos; order, session (as measured) or speed (the fastest read with compression off first) (default: session).</source>
        <translation>配合 --chart drives：行的顺序，session（按测量顺序）或 speed（关闭压缩时读取最快的在前）（默认：session）。</translation>
    </message>
    <message>
        <source>order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>--operation chooses what --chart timeline draws; add --chart timeline</source>
        <translation>--operation 选择 --chart timeline 绘制的内容；请加上 --chart timeline</translation>
    </message>
    <message>
        <source>--dataset chooses what --chart timeline or drives draws; add one of them</source>
        <translation>--dataset 选择 --chart timeline 或 drives 绘制的内容；请加上其中之一</translation>
    </message>
    <message>
        <source>--sort orders the rows of --chart drives; add --chart drives</source>
        <translation>--sort 为 --chart drives 的行排序；请加上 --chart drives</translation>
    </message>
    <message>
        <source>--sort: &apos;%1&apos; is not session or speed</source>
        <translation>--sort：&apos;%1&apos; 不是 session 或 speed</translation>
    </message>
    <message>
        <source>--web-charts chooses the charts of --web; add --web FILE</source>
        <translation>--web-charts 选择 --web 的图表；请添加 --web 文件</translation>
    </message>
    <message>
        <source>--web-charts: name at least one chart</source>
        <translation>--web-charts：请至少指定一个图表</translation>
    </message>
    <message>
        <source>Write one self-contained web page: the charts, the results, the method, how to reproduce them and the session itself.</source>
        <translation>写出一个自包含的网页：图表、结果、方法、如何复现以及会话本身。</translation>
    </message>
    <message>
        <source>With --web: the charts of the page, comma-separated kinds as --chart names them (default: per-drive, percent and device; for several drives also compare and drives).</source>
        <translation>与 --web 一起使用：网页中的图表，以逗号分隔、名称同 --chart（默认：per-drive、percent 和 device；多个驱动器时还有 compare 和 drives）。</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Write the sessions, merged, into one session file.</source>
        <translation>将会话合并后写入一个会话文件。</translation>
    </message>
    <message>
        <source>Leave out of everything written what identifies a person or a machine (host and user names, serial numbers, volume labels, UUIDs); the web page lists what was left out.</source>
        <translation>在写出的所有内容中略去可识别个人或机器的信息（主机名和用户名、序列号、卷标、UUID）；网页会列出略去的内容。</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size such as 1600x900 (%2 to %3 on a side, at most %4 million pixels)</source>
        <translation>--size：“%1”不是 1600x900 这样的尺寸（每边 %2 到 %3，最多 %4 百万像素）</translation>
    </message>
    <message>
        <source>--scale: &apos;%1&apos; is not a factor from 0.25 to 8 that keeps the image within %2 to %3 pixels on a side and %4 million in all</source>
        <translation>--scale：“%1”不是 0.25 到 8 之间、且能使图像每边 %2 到 %3 像素、总共不超过 %4 百万像素的倍数</translation>
    </message>
    <message>
        <source>--operation: &apos;%1&apos; is not read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 or sequential-direct</source>
        <translation>--operation：“%1”不是 read、write、copy、delete、pack、unpack、smallfiles、random4k-qd1、random4k-qd32 或 sequential-direct</translation>
    </message>
    <message>
        <source>--web-charts: &apos;%1&apos; is not one of %2</source>
        <translation>--web-charts：“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>Which chart: per-drive (one file per drive when there are several), compare, percent, device, timeline (MB/s over the seconds of each run, one file per drive that has one), drives (one data set, a row per drive, for many drives) or cpu (CPU seconds per GB read, compression off and on) (default: per-drive).</source>
        <translation>哪种图表：per-drive（有多个磁盘时每个磁盘一个文件）、compare、percent、device、timeline（每次运行各秒的 MB/s，有时间线的每个磁盘一个文件）、drives（一个数据集，每个磁盘一行，适合多个磁盘）或 cpu（每读取 1 GB 的 CPU 秒数，压缩关闭与开启）（默认：per-drive）。</translation>
    </message>
    <message>
        <source>--chart: &apos;%1&apos; is not one of %2</source>
        <translation>--chart：“%1”不是 %2 之一</translation>
    </message>
</context>
<context>
    <name>ResultFlags</name>
    <message>
        <source>not cold</source>
        <translation>非冷</translation>
    </message>
    <message>
        <source>large spread</source>
        <translation>波动大</translation>
    </message>
    <message>
        <source>low compression</source>
        <translation>压缩率低</translation>
    </message>
    <message>
        <source>target slower</source>
        <translation>目标较慢</translation>
    </message>
    <message>
        <source>Some runs started with data in the page cache (not cold): the speed is too high.</source>
        <translation>部分运行开始时数据已在页缓存中（非冷缓存）：速度偏高。</translation>
    </message>
    <message>
        <source>The runs vary a lot or have outliers: more repetitions or a quieter machine help.</source>
        <translation>各次运行差异很大或存在离群值：增加重复次数或让机器更空闲会有帮助。</translation>
    </message>
    <message>
        <source>The compressed variant takes nearly as much space as the plain one, although the data compresses: the filesystem hardly compressed it.</source>
        <translation>虽然数据可压缩，但压缩变体占用的空间几乎与未压缩的相同：文件系统几乎没有压缩它。</translation>
    </message>
    <message>
        <source>The target took the data barely faster than the drive delivered it: the speed is the target&apos;s, the drive may be faster.</source>
        <translation>目标接收数据的速度仅略快于磁盘提供数据的速度：测得的是目标的速度，磁盘可能更快。</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>disturbed</source>
        <translation>受干扰</translation>
    </message>
    <message>
        <source>Another program used the drive or the CPU while runs were timed: their speeds may be too low, and they are left out of the comparison with plain.</source>
        <translation>计时运行期间有其他程序在使用驱动器或 CPU：这些速度可能偏低，且不计入与未压缩的比较。</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>第 %1 次运行：%2</translation>
    </message>
    <message>
        <source>runs of %1 s (%2 of %3)</source>
        <translation>运行 %1 秒（%3 次中的 %2 次）</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>过短</translation>
    </message>
    <message>
        <source>metadata cached</source>
        <translation>元数据已缓存</translation>
    </message>
    <message>
        <source>The drive read hardly more than the files&apos; data: their metadata (inodes, folders) came from memory, so a tree of small files reads too fast. Dropping the caches as root or an administrator (or through compressmark-helper) also flushes the drive&apos;s buffers and avoids it.</source>
        <translation>驱动器读取的数据几乎不比文件数据多：其元数据（inode、文件夹）来自内存，因此小文件树读得过快。以 root 或管理员身份（或通过 compressmark-helper）清除缓存也会刷新驱动器的缓冲区，从而避免这种情况。</translation>
    </message>
    <message>
        <source>Runs lasted less than the minimum run time: the timer and the machine&apos;s noise weigh on them. Larger data sets make them longer; sized automatically, each read lasts at least the minimum run time.</source>
        <translation>运行时间短于最短运行时间：计时器和机器噪声影响较大。更大的数据集可使运行更长；自动确定大小时，每次读取至少持续最短运行时间。</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Per drive (the last)</source>
        <translation>单个磁盘（最后一个）</translation>
    </message>
    <message>
        <source>Drives side by side</source>
        <translation>磁盘并排比较</translation>
    </message>
    <message>
        <source>Drives in rows (one data set)</source>
        <translation>磁盘按行（一个数据集）</translation>
    </message>
    <message>
        <source>Compressed as % of plain</source>
        <translation>压缩占未压缩的百分比</translation>
    </message>
    <message>
        <source>Device bytes read</source>
        <translation>从设备读取的字节数</translation>
    </message>
    <message>
        <source>Speed over time</source>
        <translation>速度随时间变化</translation>
    </message>
    <message>
        <source>CPU time per GB</source>
        <translation>每 GB 的 CPU 时间</translation>
    </message>
</context>
<context>
    <name>ResumePlan</name>
    <message>
        <source>--resume: the session measured the drive at %1, not %2; a session file does not choose where a run writes: resume from that folder or give --source %1</source>
        <translation>--resume：该会话测量的是 %1 处的驱动器，而不是 %2；会话文件不能决定运行写入何处：请在该文件夹中继续，或指定 --source %1</translation>
    </message>
    <message>
        <source>--resume: the session copied to %1, not %2; a session file does not choose where a run writes: give --target %1</source>
        <translation>--resume：该会话复制到 %1，而不是 %2；会话文件不能决定运行写入何处：请指定 --target %1</translation>
    </message>
    <message>
        <source>(no RAM disk)</source>
        <translation>（没有内存盘）</translation>
    </message>
    <message>
        <source>--resume: the session&apos;s copier is %1; --copier %2 cannot change it</source>
        <translation>--resume：该会话的复制器是 %1；--copier %2 不能更改它</translation>
    </message>
    <message>
        <source>--resume: the session read the folder %1; a session file does not choose what a run reads: give --datasets folder:%1</source>
        <translation>--resume：该会话读取了文件夹 %1；会话文件不能决定运行读取什么：请指定 --datasets folder:%1</translation>
    </message>
    <message>
        <source>--resume: the session&apos;s copies ran another program (%1); a session file does not choose what runs: give --copier &quot;%1&quot; to run it again</source>
        <translation>--resume：该会话的复制运行了另一个程序（%1）；会话文件不能决定运行什么：若要再次运行，请指定 --copier &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>Copies data sets from the drive under test to a RAM disk with cold caches, times it and charts the read speed.</source>
        <translation>在冷缓存条件下将数据集从被测磁盘复制到内存盘，计时并绘制读取速度图表。</translation>
    </message>
    <message>
        <source>run: unexpected argument &apos;%1&apos;</source>
        <translation>run: 多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>run cancelled; finished measurements are kept</source>
        <translation>运行已取消；已完成的测量结果已保留</translation>
    </message>
    <message>
        <source>run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <source>%1 holds no drive to resume</source>
        <translation>%1 中没有可继续的驱动器</translation>
    </message>
    <message>
        <source> (and %1 more)</source>
        <translation>（另有 %1 个）</translation>
    </message>
    <message>
        <source>a killed run left %1%2; remove it with: compressmark clean %3 --yes</source>
        <translation>被终止的运行留下了 %1%2；删除方法：compressmark clean %3 --yes</translation>
    </message>
    <message>
        <source>Session: %1
</source>
        <translation>会话：%1
</translation>
    </message>
    <message>
        <source>Chart: %1
</source>
        <translation>图表：%1
</translation>
    </message>
    <message numerus="yes">
        <source>Session: %1 (holds %2 of this drive&apos;s %n run(s))
</source>
        <translation>
            <numerusform>会话：%1（包含此驱动器 %n 次运行中的 %2 次）
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Session with all %n run(s): %1
</source>
        <translation>
            <numerusform>包含全部 %n 次运行的会话：%1
</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of both: %1
</source>
        <translation>二者图表：%1
</translation>
    </message>
    <message>
        <source>plain only: %1</source>
        <translation>仅未压缩：%1</translation>
    </message>
    <message>
        <source>the session is saved but not in the library: %1</source>
        <translation>会话已保存，但未加入库：%1</translation>
    </message>
</context>
<context>
    <name>RunLoop</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>cache %1: %2</source>
        <translation>缓存 %1：%2</translation>
    </message>
</context>
<context>
    <name>RunOptions</name>
    <message>
        <source>Folder on the drive under test (default: the current folder).</source>
        <translation>被测磁盘上的文件夹（默认：当前文件夹）。</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Folder on a RAM disk (default: the first RAM disk with room).</source>
        <translation>内存盘上的文件夹（默认：第一个空间足够的内存盘）。</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Seed of the generated data (default: 1).</source>
        <translation>生成数据所用的随机种子（默认：1）。</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Session file to write (default: compressmark-DATE.cmsession.json).</source>
        <translation>要写入的会话文件（默认：compressmark-DATE.cmsession.json）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Chart image to write (default: the session&apos;s name with .png).</source>
        <translation>要写入的图表图像（默认：与会话同名，扩展名为 .png）。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Measure even when the target is not a RAM disk.</source>
        <translation>即使目标不是内存盘也进行测量。</translation>
    </message>
    <message>
        <source>Print the summary as JSON on stdout.</source>
        <translation>以 JSON 格式将汇总结果输出到 stdout。</translation>
    </message>
    <message>
        <source>Print no progress.</source>
        <translation>不输出进度。</translation>
    </message>
    <message>
        <source>--datasets: unknown data set &apos;%1&apos; (known: %2)</source>
        <translation>--datasets: 未知数据集 &apos;%1&apos;（可用：%2）</translation>
    </message>
    <message>
        <source>--datasets: no data set named</source>
        <translation>--datasets: 未指定任何数据集</translation>
    </message>
    <message>
        <source>no RAM disk with room for the data set; create one (for example &apos;mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk&apos;) and pass --target</source>
        <translation>没有空间足够容纳数据集的内存盘；请创建一个（例如 &apos;mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk&apos;）并通过 --target 指定</translation>
    </message>
    <message>
        <source>Comma-separated data sets: books, photos, system, image, small, folder:PATH (default: books,photos,system,image).</source>
        <translation>以逗号分隔的数据集：books、photos、system、image、small、folder:PATH（默认：books,photos,system,image）。</translation>
    </message>
    <message>
        <source>Repetitions per measurement, or auto: until the 95 % confidence interval is within 3 % of the median, 3 to 30 (default: 5).</source>
        <translation>每项测量的重复次数，或 auto：直到 95% 置信区间在中位数的 3% 以内，3 到 30 次（默认：5）。</translation>
    </message>
    <message>
        <source>How the compressed variant is stored: auto, none, btrfs[:ALG], ntfs, loop-btrfs[:ALG] or loop-ntfs; ALG is zstd, lzo or zlib (default: auto).</source>
        <translation>压缩变体的存储方式：auto、none、btrfs[:ALG]、ntfs、loop-btrfs[:ALG] 或 loop-ntfs；ALG 为 zstd、lzo 或 zlib（默认：auto）。</translation>
    </message>
    <message>
        <source>method</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>copier</source>
        <translation>复制器</translation>
    </message>
    <message>
        <source>Compare every copy with its source after timing it.</source>
        <translation>计时后将每个副本与其源进行比较。</translation>
    </message>
    <message>
        <source>--reps: &apos;%1&apos; is not auto or a count from 1 to 1000</source>
        <translation>--reps：“%1”不是 auto，也不是 1 到 1000 之间的次数</translation>
    </message>
    <message>
        <source>--cache: &apos;%1&apos; is not drop, evict, fresh or direct</source>
        <translation>--cache：“%1”不是 drop、evict、fresh 或 direct</translation>
    </message>
    <message>
        <source>--resume takes the plan from the session; --%1 cannot change it</source>
        <translation>--resume 使用会话中的计划；--%1 不能更改它</translation>
    </message>
    <message>
        <source>Complete the last drive of this session, stopped by a crash or a cancel, with the plan it was started with; saved back there (or to --out).</source>
        <translation>以原计划完成该会话中因崩溃或取消而中断的最后一个驱动器；结果保存回该文件（或 --out）。</translation>
    </message>
    <message>
        <source>How runs are made cold: drop, evict, fresh or direct (default: drop as root or through compressmark-helper, else evict).</source>
        <translation>如何使每次运行处于冷缓存状态：drop、evict、fresh 或 direct（默认：以 root 身份或通过 compressmark-helper 使用 drop，否则使用 evict）。</translation>
    </message>
    <message>
        <source>Never start compressmark-helper (no password prompt): evict instead of dropping caches, loop images only as root.</source>
        <translation>从不启动 compressmark-helper（不弹出密码提示）：以逐出代替清除缓存，loop 镜像仅在 root 身份下使用。</translation>
    </message>
    <message>
        <source>--cache drop needs root or compressmark-helper (%1); use --cache evict</source>
        <translation>--cache drop 需要 root 或 compressmark-helper（%1）；请使用 --cache evict</translation>
    </message>
    <message>
        <source>%1: %2; give --force to replace it</source>
        <translation>%1：%2；使用 --force 以替换它</translation>
    </message>
    <message>
        <source>Name of the drive in charts and tables (at most %1 characters).</source>
        <translation>图表和表格中的驱动器名称（最多 %1 个字符）。</translation>
    </message>
    <message>
        <source>Replace the file named by --out even when it is not a CompressMark session.</source>
        <translation>即使 --out 指定的文件不是 CompressMark 会话也替换它。</translation>
    </message>
    <message>
        <source>--label: %1 characters is longer than the limit of %2</source>
        <translation>--label：%1 个字符超过了 %2 的上限</translation>
    </message>
    <message>
        <source>Size of each data set, e.g. 256M or 1G, or auto: a calibration read sizes each one so that a timed read lasts at least --min-run-time, up to 4 GiB and the free space (default: auto).</source>
        <translation>每个数据集的大小，例如 256M 或 1G，或 auto：通过校准读取确定大小，使每次计时读取至少持续 --min-run-time，最多 4 GiB 且不超过可用空间（默认：auto）。</translation>
    </message>
    <message>
        <source>With --size auto, the shortest a timed read may last (default: 2 s).</source>
        <translation>配合 --size auto：计时读取的最短时长（默认：2 秒）。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not auto or a size such as 64M or 1G</source>
        <translation>--size：“%1”不是 auto，也不是 64M 或 1G 这样的大小</translation>
    </message>
    <message>
        <source>--min-run-time needs --size auto; --size %1 fixes the size</source>
        <translation>--min-run-time 需要 --size auto；--size %1 已固定大小</translation>
    </message>
    <message>
        <source>--min-run-time: &apos;%1&apos; is not a number of seconds from %2 to %3</source>
        <translation>--min-run-time：“%1”不是 %2 到 %3 之间的秒数</translation>
    </message>
    <message>
        <source>no RAM disk with room for the data set; create one with a RAM-disk driver (for example &apos;imdisk -a -s 2G -m R: -p &quot;/fs:ntfs /q /y&quot;&apos;) and pass --target</source>
        <translation>没有可容纳数据集的内存盘；请用内存盘驱动创建一个（例如 &apos;imdisk -a -s 2G -m R: -p &quot;/fs:ntfs /q /y&quot;&apos;）并用 --target 指定</translation>
    </message>
    <message>
        <source>How the compressed variant is stored: auto, none, ntfs (LZNT1, as Explorer compresses) or wof[:ALG] (as compact /exe: does); ALG is xpress4k, xpress8k, xpress16k or lzx (default: auto).</source>
        <translation>压缩变体的存储方式：auto、none、ntfs（LZNT1，与资源管理器的压缩相同）或 wof[:ALG]（与 compact /exe: 相同）；ALG 为 xpress4k、xpress8k、xpress16k 或 lzx（默认：auto）。</translation>
    </message>
    <message>
        <source>--cache drop needs an administrator or compressmark-helper.exe (%1); use --cache evict</source>
        <translation>--cache drop 需要管理员权限或 compressmark-helper.exe（%1）；请使用 --cache evict</translation>
    </message>
    <message>
        <source>--resume takes the data sets from the session; --datasets names only its folder data sets again, not &apos;%1&apos;</source>
        <translation>--resume 从会话中获取数据集；--datasets 只能再次指定其文件夹数据集，而不是“%1”</translation>
    </message>
    <message>
        <source>--label: %1 is a control character; a label is text to show, without line breaks, tabs or escape sequences</source>
        <translation>--label：%1 是控制字符；标签是用于显示的文本，不能包含换行符、制表符或转义序列</translation>
    </message>
    <message>
        <source>Add this drive to a session file and save it there (or to --out); a file that is not there yet is made.</source>
        <translation>将此驱动器添加到会话文件并保存在那里（或保存到 --out）；尚不存在的文件会被创建。</translation>
    </message>
    <message>
        <source>--compare takes the plan from the published session; --%1 cannot change it</source>
        <translation>--compare 采用发布会话的计划；--%1 不能更改它</translation>
    </message>
    <message>
        <source>--compare: %1 holds no measured drive</source>
        <translation>--compare：%1 中没有已测量的驱动器</translation>
    </message>
    <message>
        <source>Measure this drive with the plan of a published session (its data sets, sizes, seed, repetitions, operations, copier, compression and cache mode) and show both, with what differs.</source>
        <translation>按发布会话的计划（数据集、大小、种子、重复次数、操作、复制器、压缩和缓存模式）测量本驱动器，并显示二者及其差异。</translation>
    </message>
    <message>
        <source>How runs are made cold: drop, evict, fresh or direct (default: drop as an administrator or through compressmark-helper, else evict).</source>
        <translation>如何使每次运行处于冷缓存状态：drop、evict、fresh 或 direct（默认：以管理员身份或通过 compressmark-helper 使用 drop，否则使用 evict）。</translation>
    </message>
    <message>
        <source>Never start compressmark-helper (Windows asks for no consent): evict instead of dropping caches.</source>
        <translation>从不启动 compressmark-helper（Windows 不请求同意）：以逐出代替清除缓存。</translation>
    </message>
    <message>
        <source>--compare&apos;s chart</source>
        <translation>--compare 的图表</translation>
    </message>
    <message>
        <source>What copies: serial, parallel[:N], uring[:DEPTH] (io_uring, DEPTH files in flight), kernel, readonly or external:CMD (default: serial).</source>
        <translation>由什么复制：serial、parallel[:N]、uring[:DEPTH]（io_uring，同时处理 DEPTH 个文件）、kernel、readonly 或 external:CMD（默认：serial）。</translation>
    </message>
    <message>
        <source>What copies: serial, parallel[:N], kernel, readonly, robocopy[:N] or external:CMD (default: serial).</source>
        <translation>由什么复制：serial、parallel[:N]、kernel、readonly、robocopy[:N] 或 external:CMD（默认：serial）。</translation>
    </message>
    <message>
        <source>Comma-separated operations: read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, random4k-qd32 or sequential-direct; smallfiles brings the last three, the drive&apos;s own limits (default: read).</source>
        <translation>逗号分隔的操作：read、write、copy、delete、pack、unpack、smallfiles、random4k-qd1、random4k-qd32 或 sequential-direct；smallfiles 会带上后三项，即驱动器自身的极限（默认：read）。</translation>
    </message>
</context>
<context>
    <name>SessionFallback</name>
    <message>
        <source>no folder to save it in</source>
        <translation>没有可保存它的文件夹</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>cannot save session %1: %2</source>
        <translation>无法保存会话 %1：%2</translation>
    </message>
    <message>
        <source>%1 exists and is not a CompressMark session (%2)</source>
        <translation>%1 已存在且不是 CompressMark 会话（%2）</translation>
    </message>
    <message>
        <source>cannot save session %1: the file no longer holds a session (%2)</source>
        <translation>无法保存会话 %1：该文件已不再是会话（%2）</translation>
    </message>
    <message>
        <source>cannot save session %1: it would not load again (%2)</source>
        <translation>无法保存会话 %1：保存后将无法再次加载（%2）</translation>
    </message>
</context>
<context>
    <name>SessionReader</name>
    <message>
        <source>&apos;%1&apos; is not drop, evict, fresh or direct</source>
        <translation>“%1”不是 drop、evict、fresh 或 direct</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operation</source>
        <translation>“%1”不是有效的操作</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CompressMark session (expected &apos;%2&apos;)</source>
        <translation>“%1”不是 CompressMark 会话（应为“%2”）</translation>
    </message>
    <message>
        <source>version %1 was written by a newer CompressMark; this one reads version %2</source>
        <translation>版本 %1 由较新的 CompressMark 写入；当前程序读取的是版本 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time such as 2026-11-30T13:00:00Z</source>
        <translation>“%1”不是 2026-11-30T13:00:00Z 这样的日期时间</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>%1: line 1, column 1: expected a JSON object</source>
        <translation>%1：第 1 行，第 1 列：应为 JSON 对象</translation>
    </message>
    <message>
        <source>no session file named</source>
        <translation>未指定会话文件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an id of letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation>“%1”不是由字母、数字、“-”、“_”和“.”组成的标识</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not plain or compressed</source>
        <translation>“%1”不是 plain 或 compressed</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not none, btrfs, ntfs, loop-btrfs or loop-ntfs</source>
        <translation>“%1”不是 none、btrfs、ntfs、loop-btrfs 或 loop-ntfs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not run-time, cap or space</source>
        <translation>“%1”不是 run-time、cap 或 space</translation>
    </message>
    <message>
        <source>%1 reasons are more than the limit of %2</source>
        <translation>%1 条原因超过了上限 %2</translation>
    </message>
</context>
<context>
    <name>SessionSaver</name>
    <message>
        <source>cannot add to session %1: %2</source>
        <translation>无法添加到会话 %1：%2</translation>
    </message>
    <message>
        <source>drive %1 of %2 is being measured by process %3 on %4 (started %5); wait for that run to end</source>
        <translation>%2 的驱动器 %1 正由 %4 上的进程 %3 测量（开始于 %5）；请等待该运行结束</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>时间未知</translation>
    </message>
    <message>
        <source>%1; nor could it be saved elsewhere: %2</source>
        <translation>%1；也无法保存到其他位置：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1; the session with all %n run(s) of this drive is saved in %2 instead</source>
        <translation>
            <numerusform>%1；包含此驱动器全部 %n 次运行的会话已改为保存在 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionWriter</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareSafe</name>
    <message numerus="yes">
        <source>host names in %n place(s)</source>
        <translation>
            <numerusform>%n 处主机名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n UUID(s) (of filesystems, devices or boots)</source>
        <translation>
            <numerusform>%n 个 UUID（文件系统、设备或启动）</numerusform>
        </translation>
    </message>
    <message>
        <source>the share-safe session</source>
        <translation>可安全分享的会话</translation>
    </message>
    <message numerus="yes">
        <source>user names in %n place(s)</source>
        <translation>
            <numerusform>%n 处用户名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this user&apos;s home folder in %n place(s)</source>
        <translation>
            <numerusform>%n 处此用户的主文件夹</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>serial numbers of drives in %n place(s)</source>
        <translation>
            <numerusform>%n 处驱动器序列号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>volume labels in %n place(s)</source>
        <translation>
            <numerusform>%n 处卷标</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpeedChart</name>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>%1 (%2): read speed, MB/s</source>
        <translation>%1（%2）：读取速度，MB/s</translation>
    </message>
    <message>
        <source>%1, %2, %3; copier %4, %5 repetitions, cache %6</source>
        <translation>%1，%2，%3；复制器 %4，重复 %5 次，缓存 %6</translation>
    </message>
    <message>
        <source>%1, via a %2 image</source>
        <translation>%1，通过 %2 镜像</translation>
    </message>
    <message>
        <source>%1 of plain</source>
        <translation>未压缩的 %1</translation>
    </message>
    <message>
        <source>bars: median; whiskers: slowest and fastest run</source>
        <translation>柱：中位数；误差线：最慢和最快的一次运行</translation>
    </message>
    <message>
        <source>bars: median; whiskers: 95 % confidence interval of the mean</source>
        <translation>柱：中位数；误差线：均值的 95% 置信区间</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <source>Read speed by drive, MB/s</source>
        <translation>各磁盘读取速度，MB/s</translation>
    </message>
    <message>
        <source>Read speed with compression on, as % of compression off</source>
        <translation>压缩时的读取速度，占未压缩时的百分比</translation>
    </message>
    <message>
        <source>% of plain</source>
        <translation>相对未压缩（%）</translation>
    </message>
    <message>
        <source>below the logical size where compression saved reading</source>
        <translation>低于逻辑大小之处表示压缩减少了读取量</translation>
    </message>
    <message>
        <source>logical data</source>
        <translation>逻辑数据</translation>
    </message>
    <message>
        <source>device read, compression off</source>
        <translation>设备读取，未压缩</translation>
    </message>
    <message>
        <source>device read, compression on</source>
        <translation>设备读取，压缩</translation>
    </message>
    <message>
        <source>%1 of logical</source>
        <translation>逻辑大小的 %1</translation>
    </message>
    <message>
        <source>bars: runs paired by repetition; whiskers: 95 % confidence interval</source>
        <translation>柱：按重复配对的运行；须线：95% 置信区间</translation>
    </message>
    <message>
        <source>≈ plain</source>
        <translation>≈ 未压缩</translation>
    </message>
    <message>
        <source>≈ plain: compression on and off differ by no more than the noise of the paired runs (95 % confidence interval)</source>
        <translation>≈ 未压缩：开启与关闭压缩的差异不超过配对运行的噪声（95% 置信区间）</translation>
    </message>
    <message>
        <source>Read speed of %1 by drive, MB/s</source>
        <translation>各磁盘的%1读取速度，MB/s</translation>
    </message>
    <message>
        <source>No drive in this session has read runs with compression both off and on: there is nothing to compare.</source>
        <translation>此会话中没有任何驱动器同时有关闭和开启压缩的读取运行：无可比较。</translation>
    </message>
    <message>
        <source>pairs: %1</source>
        <translation>配对：%1</translation>
    </message>
    <message>
        <source>not enough pairs (n): only n pairs of undisturbed runs with compression off and on; a comparison needs %1</source>
        <translation>配对不足（n）：关闭与开启压缩的未受干扰运行只有 n 对；比较需要 %1 对</translation>
    </message>
    <message>
        <source>Bars: the median of the runs. &quot;% of plain&quot;: the mean ratio of the runs paired by repetition, which drift does not move; the two can differ.</source>
        <translation>柱：各次运行的中位数。“占未压缩的 %”：按重复配对的运行之比的均值，不受漂移影响；两者可能不同。</translation>
    </message>
    <message>
        <source>Each drive&apos;s pair of bars: compression off first, compression on beside it in another shade of the drive&apos;s colour.</source>
        <translation>每个磁盘的一对柱：先是关闭压缩，旁边是开启压缩，用该磁盘颜色的另一种色调表示。</translation>
    </message>
    <message>
        <source>Bytes read from the device per data set, MiB</source>
        <translation>每个数据集从设备读取的字节数，MiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>This drive has no finished runs yet.</source>
        <translation>此驱动器尚无已完成的运行。</translation>
    </message>
    <message>
        <source>This drive has no read runs to draw: what it measured (%1) is in its table and in its chart of speed over time.</source>
        <translation>此驱动器没有可绘制的读取运行：它测量的内容（%1）见其表格和速度随时间变化的图表。</translation>
    </message>
    <message>
        <source>CPU time per GB read, compression off and on</source>
        <translation>每读取 1 GB 的 CPU 时间，压缩关闭与开启</translation>
    </message>
    <message>
        <source>user and system seconds of the copying process, the median over the runs</source>
        <translation>复制进程的用户态与内核态秒数，各次运行的中位数</translation>
    </message>
    <message>
        <source>CPU s per GB</source>
        <translation>每 GB 的 CPU 秒数</translation>
    </message>
    <message>
        <source>≈ plain: the runs with compression off and on took CPU times that overlap, slowest to fastest: no difference is shown.</source>
        <translation>≈ 未压缩：压缩关闭与开启的各次运行所用 CPU 时间从最少到最多相互重叠：不显示差异。</translation>
    </message>
    <message>
        <source>No read run in this session recorded the CPU time it took.</source>
        <translation>此会话中没有任何读取运行记录了所用的 CPU 时间。</translation>
    </message>
</context>
<context>
    <name>Stages</name>
    <message>
        <source>Preparing</source>
        <translation>正在准备</translation>
    </message>
    <message>
        <source>Making the cache cold</source>
        <translation>正在清除缓存</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>正在清理</translation>
    </message>
    <message>
        <source>Making a %1 image on the drive</source>
        <translation>正在驱动器上创建 %1 镜像</translation>
    </message>
    <message>
        <source>Writing fresh data for %1</source>
        <translation>正在为 %1 写入新数据</translation>
    </message>
    <message>
        <source>Verifying the copy</source>
        <translation>正在校验副本</translation>
    </message>
    <message>
        <source>Removing what the run made</source>
        <translation>正在删除本次运行创建的内容</translation>
    </message>
    <message>
        <source>--compression %1: compressmark-helper could not make the image (%2); run as root, or choose another --compression</source>
        <translation>--compression %1：compressmark-helper 无法创建镜像（%2）；请以 root 身份运行，或选择其他 --compression</translation>
    </message>
    <message>
        <source>Measuring how fast the target writes</source>
        <translation>正在测量目标的写入速度</translation>
    </message>
    <message>
        <source>%1 was left for compressmark clean</source>
        <translation>%1 已留给 compressmark clean 处理</translation>
    </message>
    <message>
        <source>not enough space for data set %1 on %2</source>
        <translation>%2 上没有足够空间存放数据集 %1</translation>
    </message>
    <message>
        <source>Preparing: %1, %2, %3</source>
        <translation>准备：%1，%2，%3</translation>
    </message>
    <message>
        <source>Timing: %1, %2, %3</source>
        <translation>正在计时：%1，%2，%3</translation>
    </message>
    <message>
        <source>Writing: %1, %2</source>
        <translation>正在写入：%1，%2</translation>
    </message>
    <message>
        <source>Calibrating the size of %1 (%2)</source>
        <translation>正在校准 %1 的大小（%2）</translation>
    </message>
    <message>
        <source>compressmark-helper could not make the loop image (%1)</source>
        <translation>compressmark-helper 无法创建 loop 映像（%1）</translation>
    </message>
    <message>
        <source>plain only: %1</source>
        <translation>仅未压缩：%1</translation>
    </message>
</context>
<context>
    <name>StaleWorkspaces</name>
    <message>
        <source>refusing to remove %1: it has no CompressMark workspace marker</source>
        <translation>拒绝删除 %1：它没有 CompressMark 工作文件夹标记</translation>
    </message>
    <message>
        <source>refusing to remove %1: it is a symbolic link</source>
        <translation>拒绝删除 %1：它是符号链接</translation>
    </message>
    <message>
        <source>refusing to remove %1: the run that made it may still be going</source>
        <translation>拒绝删除 %1：创建它的运行可能仍在进行</translation>
    </message>
    <message>
        <source>cannot release the loop image in %1 (as root it can be): %2</source>
        <translation>无法释放 %1 中的 loop 映像（以 root 身份可以）：%2</translation>
    </message>
    <message>
        <source>cannot release the loop image in %1: %2</source>
        <translation>无法释放 %1 中的 loop 映像：%2</translation>
    </message>
</context>
<context>
    <name>SummaryTable</name>
    <message>
        <source>drive</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>data set</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>median MB/s</source>
        <translation>中位数 MB/s</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>stdev</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>±CI95</source>
        <translation>±CI95</translation>
    </message>
    <message>
        <source>cold runs</source>
        <translation>冷运行次数</translation>
    </message>
    <message>
        <source>device read</source>
        <translation>设备读取</translation>
    </message>
    <message>
        <source>files/s</source>
        <translation>文件/秒</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation); more repetitions or a quieter machine help.</source>
        <translation>警告：%1：%2 %3 %4 波动很大（变异系数 %5%）；增加重复次数或让机器更空闲会有帮助。</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation, %n outlier(s)); more repetitions or a quieter machine help.</source>
        <translation>
            <numerusform>警告：%1：%2 %3 %4 波动很大（变异系数 %5%，%n 个离群值）；增加重复次数或让机器更空闲会有帮助。</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 was disturbed, %5.</source>
        <translation>警告：%1：%2 %3 %4 受到干扰，%5。</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4 came close to how fast the target writes (%5 MB/s); the drive may be faster than measured.</source>
        <translation>警告：%1：%2 %3 %4 已接近目标的写入速度（%5 MB/s）；磁盘可能比测得的更快。</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1: %n run(s) started with more than 1 % of the data in the page cache (not cold); their speeds are too high.</source>
        <translation>
            <numerusform>警告：%1：%n 次运行开始时页缓存中有超过 1% 的数据（不是冷缓存）；其速度偏高。</numerusform>
        </translation>
    </message>
    <message>
        <source>paired vs plain</source>
        <translation>配对对比未压缩</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4: %5, shorter than the minimum run time (%6 s), so the timer and noise weigh on them; a larger data set (--size, or --size auto) makes the runs longer.</source>
        <translation>警告：%1：%2 %3 %4：%5，短于最短运行时间（%6 秒），计时器和噪声影响较大；更大的数据集（--size 或 --size auto）可使运行更长。</translation>
    </message>
    <message>
        <source>Warning: %1: %2 %3 %4: the drive read hardly more than the files&apos; data, so their metadata came from memory and the speed is too high; dropping the caches (--cache drop, as root or an administrator, or through compressmark-helper) reads it from the drive.</source>
        <translation>警告：%1：%2 %3 %4：驱动器读取的数据几乎不比文件数据多，说明其元数据来自内存，速度偏高；清除缓存（--cache drop，以 root 或管理员身份，或通过 compressmark-helper）会从驱动器读取元数据。</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>of the drive&apos;s limit</source>
        <translation>占驱动器极限</translation>
    </message>
    <message>
        <source>%1: %2 %3 %4 reached %5.</source>
        <translation>%1：%2 %3 %4 达到 %5。</translation>
    </message>
    <message>
        <source>Its runs or the drive&apos;s are flagged below: a rough guide, not a finding.</source>
        <translation>其运行或驱动器的运行在下方被标记：仅供粗略参考，并非结论。</translation>
    </message>
    <message>
        <source>Below half of what the drive gives: the copier, not the drive, set the pace.</source>
        <translation>不到驱动器能力的一半：决定速度的是复制器，而不是驱动器。</translation>
    </message>
    <message>
        <source>CPU s/GB</source>
        <translation>CPU 秒/GB</translation>
    </message>
    <message>
        <source>Below half of what the drive gives, with the processor&apos;s cores %1 % busy: the processor, not the drive, set the pace; more cores, or less work for each file, would go further.</source>
        <translation>不到驱动器能力的一半，处理器各核心忙碌 %1 %：决定速度的是处理器，而不是驱动器；更多核心或每个文件更少的工作会更快。</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>cannot write table %1: %2</source>
        <translation>无法写入表格 %1：%2</translation>
    </message>
</context>
<context>
    <name>ThreadQueue</name>
    <message>
        <source>the system refused a new thread (%1): the limit on this user&apos;s processes or on the program&apos;s memory is reached</source>
        <translation>系统拒绝创建新线程（%1）：已达到此用户的进程数上限或程序的内存上限</translation>
    </message>
    <message>
        <source>a thread of the queue did not start</source>
        <translation>队列中的一个线程未能启动</translation>
    </message>
    <message>
        <source>the system refused the program more memory: the limit on the program&apos;s memory (ulimit -v) or the machine&apos;s memory is reached</source>
        <translation>系统拒绝为程序分配更多内存：已达到程序的内存上限（ulimit -v）或机器的内存上限</translation>
    </message>
</context>
<context>
    <name>TimelineChart</name>
    <message>
        <source>%1, run %2 (median)</source>
        <translation>%1，第 %2 次运行（中位数）</translation>
    </message>
    <message>
        <source>%1, run %2</source>
        <translation>%1，第 %2 次运行</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4, MB/s over time</source>
        <translation>%1（%2）：%3，%4，MB/s 随时间变化</translation>
    </message>
    <message>
        <source>seconds into the run</source>
        <translation>运行开始后的秒数</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>This drive has no runs of %1, %2.</source>
        <translation>此驱动器没有 %1、%2 的运行。</translation>
    </message>
    <message>
        <source>No timeline: these runs were measured before CompressMark sampled each run&apos;s speed over time, or by work that counts only when it is done (delete, an external copier). Measure again to see one.</source>
        <translation>没有时间曲线：这些运行是在 CompressMark 开始记录每次运行的速度变化之前测得的，或者由完成后才计数的工作测得（删除、外部复制器）。重新测量即可看到。</translation>
    </message>
    <message>
        <source>Each point: the MB/s of the %1 s before it.</source>
        <translation>每个点：其之前 %1 秒内的 MB/s。</translation>
    </message>
    <message>
        <source>Each point: the MB/s of the %1 to %2 s before it (longer runs are sampled coarser).</source>
        <translation>每个点：其之前 %1 到 %2 秒内的 MB/s（较长的运行采样更粗）。</translation>
    </message>
    <message>
        <source>Strong lines: the median run of each; faint lines: the other runs.</source>
        <translation>粗线：各自的中位数运行；淡线：其他运行。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) measured without a timeline are not drawn.</source>
        <translation>
            <numerusform>%n 次没有时间曲线的运行未绘制。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UringCopier</name>
    <message>
        <source>the uring copier needs Linux&apos;s io_uring; on Windows parallel[:N] keeps many files in flight</source>
        <translation>uring 复制器需要 Linux 的 io_uring；在 Windows 上由 parallel[:N] 同时处理多个文件</translation>
    </message>
    <message>
        <source>this kernel has no io_uring (Linux 5.15 or later has what the uring copier needs)</source>
        <translation>此内核没有 io_uring（Linux 5.15 或更高版本具备 uring 复制器所需的功能）</translation>
    </message>
    <message>
        <source>io_uring is switched off on this system (kernel.io_uring_disabled is %1)</source>
        <translation>此系统已关闭 io_uring（kernel.io_uring_disabled 为 %1）</translation>
    </message>
    <message>
        <source>io_uring is refused to this process (a seccomp filter or a container&apos;s policy)</source>
        <translation>此进程不允许使用 io_uring（seccomp 过滤器或容器策略）</translation>
    </message>
    <message>
        <source>io_uring cannot be set up here: %1</source>
        <translation>无法在此设置 io_uring：%1</translation>
    </message>
    <message>
        <source>this kernel&apos;s io_uring cannot open, read, write and close files as the uring copier needs (Linux 5.15 or later can)</source>
        <translation>此内核的 io_uring 无法按 uring 复制器的需要打开、读取、写入和关闭文件（Linux 5.15 或更高版本可以）</translation>
    </message>
    <message>
        <source>this kernel&apos;s io_uring keeps no table of files (Linux 5.15 or later does): %1</source>
        <translation>此内核的 io_uring 不维护文件表（Linux 5.15 或更高版本维护）：%1</translation>
    </message>
</context>
<context>
    <name>WebMethod</name>
    <message>
        <source>Processor</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>Logical cores</source>
        <translation>逻辑核心</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量时间</translation>
    </message>
    <message>
        <source>mounted at %1 from %2</source>
        <translation>从 %2 挂载于 %1</translation>
    </message>
    <message>
        <source>%1, %2 free</source>
        <translation>%1，可用 %2</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>未报告型号</translation>
    </message>
    <message>
        <source>block device %1</source>
        <translation>块设备 %1</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>机械</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>固态</translation>
    </message>
    <message>
        <source>sectors %1/%2 bytes</source>
        <translation>扇区 %1/%2 字节</translation>
    </message>
    <message>
        <source>%1 %2:1 (%3 stored as %4)</source>
        <translation>%1 %2:1（%3 存储为 %4）</translation>
    </message>
    <message>
        <source>image on the drive: %1</source>
        <translation>驱动器上的映像：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %n file(s), seed %3</source>
        <translation>
            <numerusform>%1：%2，%n 个文件，种子 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>, zstd %1:1 on a sample</source>
        <translation>，样本上 zstd %1:1</translation>
    </message>
    <message>
        <source>, sized for reads of at least %1 s</source>
        <translation>，大小按至少 %1 秒的读取选定</translation>
    </message>
    <message>
        <source>until the 95 % interval is within 3 % of the median, at most %1</source>
        <translation>直到 95% 区间在中位数的 3% 以内，最多 %1 次</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Compression achieved</source>
        <translation>实际压缩</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>RAM disk</source>
        <translation>内存盘</translation>
    </message>
    <message>
        <source>Copier</source>
        <translation>复制器</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n thread(s)</source>
        <translation>
            <numerusform>%1，%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Cold caches</source>
        <translation>冷缓存</translation>
    </message>
    <message>
        <source>Residency measured by</source>
        <translation>驻留测量方式</translation>
    </message>
    <message>
        <source>Device bytes counted on</source>
        <translation>设备字节计数于</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>In memory before</source>
        <translation>运行前在内存中</translation>
    </message>
    <message>
        <source>Device read per byte</source>
        <translation>每字节设备读取</translation>
    </message>
    <message>
        <source>Disturbed by</source>
        <translation>受何干扰</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Every run: how cold it started and what disturbed it</source>
        <translation>每次运行：开始时缓存有多冷，以及受到什么干扰</translation>
    </message>
    <message>
        <source>mounted at %1</source>
        <translation>挂载于 %1</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>Text alternative</source>
        <translation>文字说明</translation>
    </message>
    <message>
        <source>Or open the session below in CompressMark: the window&apos;s Setup page takes its plan.</source>
        <translation>或在 CompressMark 中打开下面的会话：窗口的“设置”页会采用它的计划。</translation>
    </message>
    <message>
        <source>Download the session</source>
        <translation>下载会话</translation>
    </message>
    <message>
        <source>every run as measured; open it in CompressMark, or run &apos;compressmark report %1&apos;</source>
        <translation>包含每次运行的测量值；在 CompressMark 中打开，或运行“compressmark report %1”</translation>
    </message>
    <message>
        <source>Share-safe: the session held nothing that identifies a person or a machine (host and user names, serial numbers, volume labels, UUIDs).</source>
        <translation>可安全分享：会话中没有可识别个人或机器的信息（主机名和用户名、序列号、卷标、UUID）。</translation>
    </message>
    <message>
        <source>Filesystem compression measured: %1</source>
        <translation>文件系统压缩实测：%1</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language of this translation, as HTML&apos;s lang attribute names it.</extracomment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>Read speed from each drive to a RAM disk with cold caches, with filesystem compression off and on. Measured %1 with CompressMark; the method, every run and the session itself are below, so that you can check the numbers.</source>
        <translation>在冷缓存下从每个驱动器读取到内存盘的速度，分别关闭和开启文件系统压缩。于 %1 用 CompressMark 测量；方法、每次运行以及会话本身都在下方，便于您核对数字。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Speeds are medians of the runs; the interval is that of the mean. The comparison with plain pairs each compressed run with the plain run of the same repetition and gives the median ratio and its 95 % interval, from at least three undisturbed pairs. Press a column&apos;s heading to sort.</source>
        <translation>速度为各次运行的中位数；区间为平均值的区间。与未压缩的比较把每次压缩运行与同一轮的未压缩运行配对，给出比值的中位数及其 95% 区间，至少需要三对未受干扰的运行。点击列标题可排序。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>What the flags mean</source>
        <translation>标记的含义</translation>
    </message>
    <message>
        <source>Reproduce this</source>
        <translation>如何复现</translation>
    </message>
    <message>
        <source>The session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Made with CompressMark %1.</source>
        <translation>由 CompressMark %1 生成。</translation>
    </message>
    <message>
        <source>Each drive was measured with the command below (as root or an administrator, or with the privileged helper, so that caches are dropped). Replace --source with a folder on your drive and --target with your RAM disk to measure yours the same way.</source>
        <translation>每个驱动器都用下面的命令测量（以 root 或管理员身份，或通过特权助手运行，以便清除缓存）。把 --source 换成您驱动器上的文件夹、--target 换成您的内存盘，即可用同样方法测量您的驱动器。</translation>
    </message>
    <message numerus="yes">
        <source>These sessions hold %n drive(s): a page draws a chart of each drive for up to %1 drives, the drives side by side for up to %2 and the drives chart for up to %3, so that it stays readable. Left out: %4. The results table below has every drive.</source>
        <translation>
            <numerusform>这些会话包含 %n 个驱动器：为保持页面可读，每个驱动器各自的图表最多画 %1 个驱动器，并排比较的图表最多 %2 个，驱动器图表最多 %3 个。已略去：%4。下方的结果表包含所有驱动器。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more drive(s)</source>
        <translation>
            <numerusform>%1 以及另外 %n 个驱动器</numerusform>
        </translation>
    </message>
    <message>
        <source>Share-safe: left out of this page and its session, replaced by [user], [home], [host], [serial], [label] or [uuid]:</source>
        <translation>可安全分享：以下内容已从本页及其会话中略去，替换为 [user]、[home]、[host]、[serial]、[label] 或 [uuid]：</translation>
    </message>
    <message>
        <source>Read before running:</source>
        <translation>运行前请阅读：</translation>
    </message>
    <message>
        <source>%1 was measured with a copier that runs another program, %2. Its command line runs that program on your machine too: read it and decide for yourself. CompressMark&apos;s run --compare refuses it. It is written as comments, so that pasting it runs nothing.</source>
        <translation>%1 是用运行另一个程序的复制器测量的：%2。它的命令行也会在您的机器上运行该程序：请阅读后自行决定。CompressMark 的 run --compare 会拒绝它。它以注释形式写出，粘贴后不会运行任何内容。</translation>
    </message>
</context>
<context>
    <name>WebTable</name>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation>中位数 MB/s</translation>
    </message>
    <message>
        <source>95 % interval of the mean</source>
        <translation>平均值的 95% 区间</translation>
    </message>
    <message>
        <source>Slowest – fastest run</source>
        <translation>最慢 – 最快运行</translation>
    </message>
    <message>
        <source>Cold runs</source>
        <translation>冷运行</translation>
    </message>
    <message>
        <source>Against plain (paired runs, 95 % interval)</source>
        <translation>与未压缩相比（配对运行，95% 区间）</translation>
    </message>
    <message>
        <source>Device read per byte delivered</source>
        <translation>每交付字节的设备读取</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Of the drive&apos;s own limit (same run)</source>
        <translation>占驱动器自身极限（同一次运行）</translation>
    </message>
    <message>
        <source>CPU seconds per GB (user + system)</source>
        <translation>每 GB 的 CPU 秒数（用户 + 系统）</translation>
    </message>
</context>
<context>
    <name>WofAlgorithms</name>
    <message>
        <source>wimlib&apos;s XPRESS and LZX</source>
        <translation>wimlib 的 XPRESS 和 LZX</translation>
    </message>
    <message>
        <source>this program&apos;s XPRESS and LZX</source>
        <translation>本程序的 XPRESS 和 LZX</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>%1 was left behind (%2)</source>
        <translation>%1 未被删除（%2）</translation>
    </message>
</context>
<context>
    <name>cm::AdviceTableModel</name>
    <message>
        <source>%1 (best)</source>
        <translation>%1（最佳）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Plain MB/s</source>
        <translation>未压缩 MB/s</translation>
    </message>
    <message>
        <source>Predicted MB/s</source>
        <translation>预测 MB/s</translation>
    </message>
    <message>
        <source>Measured MB/s</source>
        <translation>实测 MB/s</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>Space saved</source>
        <translation>节省空间</translation>
    </message>
    <message>
        <source>%1 (as fast)</source>
        <translation>%1（同样快）</translation>
    </message>
    <message>
        <source>95 % range</source>
        <translation>95 % 范围</translation>
    </message>
    <message>
        <source>Reads as fast as the fastest, within the measurements&apos; noise or a tenth (closer than two probes agree on); the recommended one saves more space, or as much at a lower level</source>
        <translation>与最快者读取同样快（在测量噪声或十分之一范围内，小于两次探测之间的差异）；推荐的算法更省空间，或以更低级别节省同样多</translation>
    </message>
    <message>
        <source>Carried to the session&apos;s own compressed read of this data; the model alone predicted %1 MB/s, and the error is the model&apos;s against the measured read</source>
        <translation>以本会话对这些数据的实际压缩读取为准；模型单独预测为 %1 MB/s，误差是模型相对于实测读取的误差</translation>
    </message>
    <message>
        <source>Where the prediction may lie given the spread of what it was computed from (the plain reads, the session&apos;s compressed read or the probe&apos;s reads on the drive, the decompression timings, the drive&apos;s extent cost); not the model&apos;s own error</source>
        <translation>根据计算所依据数据的离散程度（未压缩读取、会话的压缩读取或探测在驱动器上的读取、解压计时、驱动器的区段开销），预测可能落在的范围；不是模型自身的误差</translation>
    </message>
    <message>
        <source>Carried to this probe&apos;s reads of the data on a btrfs image on the drive: the time compression added there, added to the plain read; the model alone predicted %1 MB/s</source>
        <translation>以本次探测在驱动器上 btrfs 映像中对这些数据的读取为准：压缩在那里增加的时间加到未压缩读取上；模型单独预测为 %1 MB/s</translation>
    </message>
</context>
<context>
    <name>cm::AdvisePage</name>
    <message>
        <source>&lt;h2&gt;Should I compress?&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;要不要压缩？&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Open a session, or measure the drive, to see what compression would do.</source>
        <translation>打开会话或测量磁盘，以查看压缩的效果。</translation>
    </message>
    <message>
        <source>Measure it for real</source>
        <translation>实际测量</translation>
    </message>
    <message>
        <source>Run the benchmark with the selected algorithm (or the recommended one) on these data kinds</source>
        <translation>使用所选算法（或推荐的算法）在这些数据类型上运行基准测试</translation>
    </message>
    <message>
        <source>The session holds no drive.</source>
        <translation>会话中没有磁盘。</translation>
    </message>
    <message>
        <source>No RAM disk with room for the samples.</source>
        <translation>没有空间足够容纳样本的内存盘。</translation>
    </message>
    <message>
        <source>Probing the algorithms on this CPU…</source>
        <translation>正在此 CPU 上测试算法…</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Probing the algorithms on this CPU: step %v of %m</source>
        <translation>在此 CPU 上探测算法：第 %v 步，共 %m 步</translation>
    </message>
    <message>
        <source>Probing: %1…</source>
        <translation>探测：%1…</translation>
    </message>
    <message>
        <source>Predicted from the drive&apos;s plain read speed, the ratio on the filesystem&apos;s own chunks, %1 and the drive&apos;s cost of reading compressed extents: %2.</source>
        <translation>根据磁盘的未压缩读取速度、文件系统自身分块上的压缩比、%1 以及磁盘读取压缩区段的开销预测：%2。</translation>
    </message>
    <message>
        <source>%1 cannot be measured here: no filesystem on this system stores it</source>
        <translation>此处无法实测 %1：本系统没有文件系统以它存储</translation>
    </message>
    <message>
        <source>The session holds no measured drive.</source>
        <translation>会话中没有已测量的驱动器。</translation>
    </message>
    <message>
        <source>For the drive %1 (%2 on %3, %4), the last measured in the session</source>
        <translation>针对磁盘 %1（%3 上的 %2，%4），即会话中最后测量的磁盘</translation>
    </message>
    <message>
        <source>The prediction appears here once the probe has run.</source>
        <translation>探测完成后，预测会显示在这里。</translation>
    </message>
</context>
<context>
    <name>cm::BenchmarkRunner</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cm::ChartImageForm</name>
    <message>
        <source>Image format</source>
        <translation>图像格式</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>宽度（像素）</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>高度（像素）</translation>
    </message>
    <message>
        <source>Scale of the PNG image</source>
        <translation>PNG 图像缩放比例</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>Chart theme</source>
        <translation>图表主题</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Print (black on white)</source>
        <translation>打印（白底黑字）</translation>
    </message>
    <message>
        <source>Chart title</source>
        <translation>图表标题</translation>
    </message>
    <message>
        <source>Chart subtitle</source>
        <translation>图表副标题</translation>
    </message>
    <message>
        <source>Alt text of the chart</source>
        <translation>图表的替代文本</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the alt text to the clipboard</source>
        <translation>将替代文本复制到剪贴板</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>Sc&amp;ale:</source>
        <translation>缩放(&amp;A)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>副标题(&amp;U)：</translation>
    </message>
    <message>
        <source>Alt te&amp;xt:</source>
        <translation>替代文本(&amp;X)：</translation>
    </message>
    <message>
        <source>Drawn at %1×%2, taller than asked, so that every row keeps room for its drive&apos;s name.</source>
        <translation>绘制尺寸为 %1×%2，比要求的更高，以便每一行都能容下驱动器名称。</translation>
    </message>
</context>
<context>
    <name>cm::ComparePanel</name>
    <message>
        <source>Drives to compare</source>
        <translation>要比较的磁盘</translation>
    </message>
    <message>
        <source>Data sets to compare</source>
        <translation>要比较的数据集</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move the drive up</source>
        <translation>将磁盘上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move the drive down</source>
        <translation>将磁盘下移</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the drive from the comparison</source>
        <translation>从比较中移除该磁盘</translation>
    </message>
    <message>
        <source>Tick the drives to show; double-click a name to rename it; drag to reorder.</source>
        <translation>勾选要显示的磁盘；双击名称可重命名；拖动可调整顺序。</translation>
    </message>
    <message>
        <source>Tick the data sets to show.</source>
        <translation>勾选要显示的数据集。</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>磁盘(&amp;D)</translation>
    </message>
    <message>
        <source>D&amp;ata sets</source>
        <translation>数据集(&amp;A)</translation>
    </message>
</context>
<context>
    <name>cm::CompressionChooser</name>
    <message>
        <source>Compression method</source>
        <translation>压缩方式</translation>
    </message>
    <message>
        <source>Compression algorithm</source>
        <translation>压缩算法</translation>
    </message>
    <message>
        <source>Compression level</source>
        <translation>压缩级别</translation>
    </message>
    <message>
        <source>default level</source>
        <translation>默认级别</translation>
    </message>
    <message>
        <source>level </source>
        <translation>级别 </translation>
    </message>
    <message>
        <source>A btrfs image is mounted with this level (compress=zstd:9); btrfs&apos;s folder property on the drive itself compresses at the default level</source>
        <translation>btrfs 映像以此级别挂载（compress=zstd:9）；驱动器本身上 btrfs 的文件夹属性按默认级别压缩</translation>
    </message>
</context>
<context>
    <name>cm::DataSetChooser</name>
    <message>
        <source>Text: compresses well, as e-books and documents do</source>
        <translation>文本：压缩效果好，类似电子书和文档</translation>
    </message>
    <message>
        <source>JPEG and RAW-like pictures: hardly compressible</source>
        <translation>JPEG 和类似 RAW 的图片：几乎无法压缩</translation>
    </message>
    <message>
        <source>Programs and libraries, as an installed system</source>
        <translation>程序和库，类似已安装的系统</translation>
    </message>
    <message>
        <source>One large file with mixed content</source>
        <translation>一个内容混合的大文件</translation>
    </message>
    <message>
        <source>Many files of a few KiB: file-system overhead</source>
        <translation>大量几 KiB 的文件：考察文件系统开销</translation>
    </message>
    <message>
        <source>Custom folder</source>
        <translation>自定义文件夹</translation>
    </message>
    <message>
        <source>Copies the regular files of a folder; links and special files are skipped</source>
        <translation>复制文件夹中的普通文件；跳过链接和特殊文件</translation>
    </message>
    <message>
        <source>Folder data set</source>
        <translation>文件夹数据集</translation>
    </message>
    <message>
        <source>A folder to copy as it is</source>
        <translation>按原样复制的文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the folder data set</source>
        <translation>选择文件夹数据集</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Size of %1</source>
        <translation>%1 的大小</translation>
    </message>
    <message>
        <source>Folder to copy as a data set</source>
        <translation>作为数据集复制的文件夹</translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s), %1 in all</source>
        <translation>
            <numerusform>%n 个数据集，共 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, plus the folder</source>
        <translation>%1，另加文件夹</translation>
    </message>
    <message>
        <source>Automatic size</source>
        <translation>自动大小</translation>
    </message>
    <message>
        <source>Before the data sets are written, a cold read of a smaller copy measures the drive, and each data set is made large enough for one read to last at least this long (at most 4 GiB, within the free space). Shorter runs measure noise.</source>
        <translation>写入数据集之前，先冷读取一个较小的副本来测量驱动器，再使每个数据集足够大，让一次读取至少持续这么久（最多 4 GiB，且不超过可用空间）。更短的运行测到的只是噪声。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Shortest read</source>
        <translation>最短读取</translation>
    </message>
    <message>
        <source>Each read lasts at least this long</source>
        <translation>每次读取至少持续这么久</translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s), each sized by a calibration read</source>
        <translation>
            <numerusform>%n 个数据集，大小由校准读取确定</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cm::DriveLabelEdit</name>
    <message>
        <source>Drive label</source>
        <translation>磁盘标签</translation>
    </message>
    <message>
        <source>The drive&apos;s model</source>
        <translation>磁盘型号</translation>
    </message>
</context>
<context>
    <name>cm::DriveListModel</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1，位于 %2</translation>
    </message>
    <message>
        <source>%1 on %2, from %3</source>
        <translation>%1，位于 %2，来自 %3</translation>
    </message>
</context>
<context>
    <name>cm::ExportDialog</name>
    <message>
        <source>cannot write chart %1: %2</source>
        <translation>无法写入图表 %1：%2</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Default t&amp;itles</source>
        <translation>默认标题(&amp;I)</translation>
    </message>
    <message>
        <source>Restore the default title and subtitle</source>
        <translation>恢复默认的标题和副标题</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>复制图像(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the chart image to the clipboard</source>
        <translation>将图表图像复制到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the chart to a file</source>
        <translation>将图表导出到文件</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Table format</source>
        <translation>表格格式</translation>
    </message>
    <message>
        <source>CSV (every run, for spreadsheets)</source>
        <translation>CSV（每次运行，用于电子表格）</translation>
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
        <translation>BBCode（论坛）</translation>
    </message>
    <message>
        <source>Tab&amp;le format:</source>
        <translation>表格格式(&amp;L)：</translation>
    </message>
    <message>
        <source>Cop&amp;y table</source>
        <translation>复制表格(&amp;Y)</translation>
    </message>
    <message>
        <source>Copy the table to the clipboard as text</source>
        <translation>将表格以文本形式复制到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Save table…</source>
        <translation>保存表格(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the table to a file</source>
        <translation>将表格保存到文件</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Chart preview</source>
        <translation>图表预览</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Export status</source>
        <translation>导出状态</translation>
    </message>
    <message>
        <source>The session holds no measurement yet.</source>
        <translation>会话中还没有测量结果。</translation>
    </message>
    <message>
        <source>The chart is too large to copy; choose a smaller size or scale.</source>
        <translation>图表太大，无法复制；请选择较小的尺寸或缩放比例。</translation>
    </message>
    <message>
        <source>Chart image copied to the clipboard.</source>
        <translation>图表图像已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Table copied to the clipboard.</source>
        <translation>表格已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>保存表格</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Alt text copied to the clipboard.</source>
        <translation>替代文本已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Save web page</source>
        <translation>保存网页</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>cannot write web page %1: %2</source>
        <translation>无法写入网页 %1：%2</translation>
    </message>
</context>
<context>
    <name>cm::FoldedNotes</name>
    <message>
        <source>Notes on the chart</source>
        <translation>图表备注</translation>
    </message>
    <message numerus="yes">
        <source>Notes on the chart (%n)</source>
        <translation>
            <numerusform>图表备注（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Show every note</source>
        <translation>显示全部备注</translation>
    </message>
</context>
<context>
    <name>cm::LibraryChartPanel</name>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Tick drives and choose Show side by side, or choose a drive and History.</source>
        <translation>勾选驱动器后选择“并排显示”，或选择一个驱动器后选择“历史”。</translation>
    </message>
    <message>
        <source>Library chart</source>
        <translation>库图表</translation>
    </message>
</context>
<context>
    <name>cm::LibraryFilterBar</name>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Search drives, models, serials, kernels, files…</source>
        <translation>搜索驱动器、型号、序列号、内核、文件…</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>搜索库</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>任意日期</translation>
    </message>
    <message>
        <source>Measured since</source>
        <translation>测量起始日期</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>自</translation>
    </message>
</context>
<context>
    <name>cm::LibraryPage</name>
    <message>
        <source>Drives in the library</source>
        <translation>库中的驱动器</translation>
    </message>
    <message>
        <source>Show side &amp;by side</source>
        <translation>并排显示(&amp;B)</translation>
    </message>
    <message>
        <source>The ticked drives, from any sessions, in one chart</source>
        <translation>将勾选的驱动器（来自任何会话）画在一张图表中</translation>
    </message>
    <message>
        <source>His&amp;tory</source>
        <translation>历史(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Open session</source>
        <translation>打开会话(&amp;O)</translation>
    </message>
    <message>
        <source>The chosen drive&apos;s session, on the Results page</source>
        <translation>所选驱动器的会话，显示在“结果”页</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Reading the library…</source>
        <translation>正在读取库…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) in the library.</source>
        <translation>
            <numerusform>库中有 %n 个驱动器。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n session file(s)…</source>
        <translation>
            <numerusform>正在读取 %n 个会话文件…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s) side by side.</source>
        <translation>
            <numerusform>%n 个驱动器并排。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the history of %1…</source>
        <translation>正在读取 %1 的历史…</translation>
    </message>
    <message numerus="yes">
        <source>Measured %n time(s).</source>
        <translation>
            <numerusform>测量了 %n 次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n side &amp;by side</source>
        <translation>
            <numerusform>并排显示 %n 个(&amp;B)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Link as one drive</source>
        <translation>关联为同一驱动器(&amp;amp;L)</translation>
    </message>
    <message>
        <source>The ticked drives are one drive measured over time (a serial that reads otherwise, a model renamed): their histories become one</source>
        <translation>勾选的驱动器是在不同时间测量的同一个驱动器（序列号读法不同、型号改名）：它们的历史合为一个</translation>
    </message>
    <message>
        <source>U&amp;nlink</source>
        <translation>取消关联(&amp;amp;N)</translation>
    </message>
    <message>
        <source>Undo the link that brought the chosen drive into its history; where none did, set this measurement apart from the others of its model and serial</source>
        <translation>撤销把所选驱动器带入其历史的关联；若没有，则将此测量与同型号和序列号的其他测量分开</translation>
    </message>
    <message>
        <source>The chosen drive measured on several days, over time (by its model and serial, and the links made here)</source>
        <translation>所选驱动器在不同日子的测量随时间的变化（按型号和序列号，以及在此建立的关联）</translation>
    </message>
</context>
<context>
    <name>cm::LibraryTableModel</name>
    <message>
        <source>Read speed: the mean of the medians of the drive&apos;s data sets</source>
        <translation>读取速度：该驱动器各数据集中位数的平均值</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量时间</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Read off, MB/s</source>
        <translation>读取（不压缩），MB/s</translation>
    </message>
    <message>
        <source>Read on, MB/s</source>
        <translation>读取（压缩），MB/s</translation>
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
        <translation>正在检查磁盘…</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>要停止测试吗？</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>会话已保存到 %1</translation>
    </message>
    <message>
        <source>Nothing was measured.</source>
        <translation>没有进行任何测量。</translation>
    </message>
    <message>
        <source>Open sessions</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Sessions (*.cmsession.json *.json)</source>
        <translation>会话 (*.cmsession.json *.json)</translation>
    </message>
    <message numerus="yes">
        <source>Opening %n session(s)…</source>
        <translation>
            <numerusform>正在打开 %n 个会话…</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>正在显示 %1</translation>
    </message>
    <message>
        <source>&amp;Setup</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;esults</source>
        <translation>结果(&amp;E)</translation>
    </message>
    <message>
        <source>Should I &amp;compress?</source>
        <translation>要不要压缩(&amp;C)？</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Add Drives from Sessions…</source>
        <translation>从会话添加磁盘(&amp;D)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Look at the Drives Again</source>
        <translation>重新检查磁盘(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About CompressMark</source>
        <translation>关于 CompressMark(&amp;A)</translation>
    </message>
    <message>
        <source>About CompressMark</source>
        <translation>关于 CompressMark</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;CompressMark %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Measures how fast a drive reads with filesystem compression off and on, into a RAM disk with cold caches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;CompressMark %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;测量磁盘在关闭和开启文件系统压缩时的读取速度，数据以冷缓存方式读入内存盘。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot start</source>
        <translation>无法开始</translation>
    </message>
    <message>
        <source>Saving the session to %1 after every measurement</source>
        <translation>每次测量后将会话保存到 %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — CompressMark</source>
        <translation>%1[*] — CompressMark</translation>
    </message>
    <message>
        <source>Add drives from sessions</source>
        <translation>从会话添加磁盘</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Sessions (*.cmsession.json)</source>
        <translation>会话 (*.cmsession.json)</translation>
    </message>
    <message>
        <source>The session is saved after every measurement while a run goes on.</source>
        <translation>运行期间，每次测量后都会保存会话。</translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation>无法保存会话</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a benchmark or open a session.</source>
        <translation>还没有可导出的内容：请运行基准测试或打开会话。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The session shown has changes that are not saved. Save them?</source>
        <translation>当前显示的会话有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close? Measurements already finished stay in the session.</source>
        <translation>基准测试正在运行。要停止并关闭吗？已完成的测量结果将保留在会话中。</translation>
    </message>
    <message>
        <source>Stopping the run and cleaning up…</source>
        <translation>正在停止运行并清理…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>The drive&apos;s folder %1 comes from the session: check it, the RAM disk and the copier, then press Start</source>
        <translation>驱动器文件夹 %1 来自会话：请检查它、内存盘和复制器，然后按“开始”</translation>
    </message>
    <message numerus="yes">
        <source>Another program saved into %1: %n drive(s) added, %2 updated</source>
        <translation>
            <numerusform>另一个程序保存到了 %1：新增 %n 个驱动器，更新 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not take every run; the session with all of them is in %2. Save it to keep it here.</source>
        <translation>%1 无法容纳全部运行；包含全部运行的会话位于 %2。保存它即可保留在这里。</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Compare with a Published Session…</source>
        <translation>与已发布的会话比较(&amp;C)…</translation>
    </message>
    <message>
        <source>Compare with a published session</source>
        <translation>与已发布的会话比较</translation>
    </message>
    <message>
        <source>%1 holds no measured drive</source>
        <translation>%1 中没有已测量的驱动器</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>无法比较</translation>
    </message>
    <message>
        <source>The plan of %1 is set: choose your drive and RAM disk, then start; your drive will stand beside the published one.</source>
        <translation>已采用 %1 的计划：请选择您的驱动器和内存盘，然后开始；您的驱动器将与已发布的并列显示。</translation>
    </message>
    <message>
        <source>%1: %2 published, %3 here</source>
        <translation>%1：发布为 %2，本机为 %3</translation>
    </message>
    <message>
        <source>Your drive was measured as %1 was: same kernel, system, CPU, filesystem, compression, copier, cache mode, repetitions and data sets.</source>
        <translation>您的驱动器与 %1 的测量条件相同：内核、系统、CPU、文件系统、压缩、复制器、缓存模式、重复次数和数据集均相同。</translation>
    </message>
    <message>
        <source>Your drive was measured otherwise than %1 was, so differences in speed may come from these too:

%2</source>
        <translation>您的驱动器的测量条件与 %1 不同，速度差异也可能来自以下方面：

%2</translation>
    </message>
    <message>
        <source>Compared with a published session</source>
        <translation>与已发布的会话比较</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>退出(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>库(&amp;L)</translation>
    </message>
</context>
<context>
    <name>cm::MethodForm</name>
    <message>
        <source>Read (drive → RAM disk)</source>
        <translation>读取（磁盘 → 内存盘）</translation>
    </message>
    <message>
        <source>Write back (RAM disk → drive)</source>
        <translation>写回（内存盘 → 磁盘）</translation>
    </message>
    <message>
        <source>Copy within the drive</source>
        <translation>在磁盘内复制</translation>
    </message>
    <message>
        <source>Delete the tree</source>
        <translation>删除目录树</translation>
    </message>
    <message>
        <source>Pack into a tar file</source>
        <translation>打包为 tar 文件</translation>
    </message>
    <message>
        <source>Unpack the tar file</source>
        <translation>解包 tar 文件</translation>
    </message>
    <message>
        <source>Small files and 4 KiB random reads</source>
        <translation>小文件和 4 KiB 随机读取</translation>
    </message>
    <message>
        <source>How to measure</source>
        <translation>测量方式</translation>
    </message>
    <message>
        <source>Compression:</source>
        <translation>压缩：</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Copier:</source>
        <translation>复制器：</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>Cold caches by:</source>
        <translation>冷缓存方式：</translation>
    </message>
    <message>
        <source>Many files in flight from one thread through io_uring, as deep a queue as a fast drive takes: what the drive delivers of small files, where a copy loop measures itself.</source>
        <translation>通过 io_uring 由单个线程同时处理多个文件，队列深度可达快速驱动器所能接受的程度：测出驱动器本身的小文件性能，而逐个复制的循环只会测出它自己。</translation>
    </message>
    <message>
        <source>Copier</source>
        <translation>复制器</translation>
    </message>
    <message>
        <source>One thread reads and writes one file after another through one buffer kept for the whole tree: the drive&apos;s speed through a plain copy loop, without what copy programs do for every file besides. For what your own copy program achieves, run it as an external copier: --copier &quot;external:COMMAND&quot;.</source>
        <translation>单个线程经由整棵目录树共用的一个缓冲区，逐个读写文件：即简单复制循环下的驱动器速度，但不含复制程序对每个文件额外做的事。要了解您自己的复制程序能达到多少，请把它作为外部复制器运行：--copier &quot;external:命令&quot;。</translation>
    </message>
    <message>
        <source>Files in flight</source>
        <translation>同时复制的文件数</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>until precise (at most this many)</source>
        <translation>直到足够精确（最多这么多次）</translation>
    </message>
    <message>
        <source>Repeats until the 95 % confidence interval is within 3 % of the median</source>
        <translation>重复直到 95% 置信区间在中位数的 3% 以内</translation>
    </message>
    <message>
        <source>Cache mode</source>
        <translation>缓存模式</translation>
    </message>
    <message>
        <source>The drive&apos;s own sequential read, beside Read</source>
        <translation>驱动器自身的顺序读取，与读取并列</translation>
    </message>
    <message>
        <source>Files/s of the data set read like Read, next to 4 KiB random reads at queue depth 1 and 32 and a direct sequential read of the same bytes: how near the drive&apos;s own limit the copier came.</source>
        <translation>数据集按读取方式读取的每秒文件数，与同一批字节在队列深度 1 和 32 下的 4 KiB 随机读取及直接顺序读取并列：复制程序离驱动器自身极限有多近。</translation>
    </message>
    <message>
        <source>The data set joined into one file and read from start to end with direct I/O in 1 MiB blocks, four at a time: the drive&apos;s own sequential limit, which each Read result is shown against.</source>
        <translation>数据集合并为一个文件，用直接 I/O 以 1 MiB 的块、每次四块从头读到尾：驱动器自身的顺序读取极限，每个读取结果都与之对照。</translation>
    </message>
</context>
<context>
    <name>cm::PresetChooser</name>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Choose one to fill in the plan…</source>
        <translation>选择一个以填写计划…</translation>
    </message>
    <message>
        <source>Quick: books and photos, reads of a second, 3 repetitions</source>
        <translation>快速：书籍和照片，每次读取一秒，重复 3 次</translation>
    </message>
    <message>
        <source>Standard: the articles&apos; method, four data sets, reads of 2 s, 5 repetitions</source>
        <translation>标准：文章的方法，四个数据集，每次读取 2 秒，重复 5 次</translation>
    </message>
    <message>
        <source>Thorough: reads, writes, copies and deletes of 4 s, repeated until precise</source>
        <translation>全面：读取、写入、复制和删除各 4 秒，重复直到精确</translation>
    </message>
    <message>
        <source>Small files: files of a few KiB against 4 KiB random reads</source>
        <translation>小文件：几 KiB 的文件对比 4 KiB 随机读取</translation>
    </message>
    <message>
        <source>The btrfs article: system files copied and deleted, btrfs with lzo</source>
        <translation>btrfs 文章：复制并删除系统文件，btrfs 使用 lzo</translation>
    </message>
    <message>
        <source>Custom: a preset changed by hand</source>
        <translation>自定义：手动修改过的预设</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
</context>
<context>
    <name>cm::ResultsPage</name>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Whiskers</source>
        <translation>误差线</translation>
    </message>
    <message>
        <source>No whiskers</source>
        <translation>无误差线</translation>
    </message>
    <message>
        <source>Slowest to fastest run</source>
        <translation>最慢到最快的一次运行</translation>
    </message>
    <message>
        <source>95 % confidence interval</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>图表：</translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>结果图表</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>全部结果</translation>
    </message>
    <message>
        <source>Data set and operation over time</source>
        <translation>随时间变化的数据集和操作</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>No timeline in these runs</source>
        <translation>这些运行没有时间曲线</translation>
    </message>
    <message>
        <source>Data set of the drives chart</source>
        <translation>磁盘图表的数据集</translation>
    </message>
    <message>
        <source>Order of the drives</source>
        <translation>磁盘顺序</translation>
    </message>
    <message>
        <source>As measured</source>
        <translation>按测量顺序</translation>
    </message>
    <message>
        <source>Fastest first</source>
        <translation>最快的在前</translation>
    </message>
</context>
<context>
    <name>cm::ResultsTableModel</name>
    <message>
        <source>plain</source>
        <translation>未压缩</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>compressed (%1)</source>
        <translation>压缩（%1）</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Median MB/s</source>
        <translation>中位数 MB/s</translation>
    </message>
    <message>
        <source>Spread (CI95)</source>
        <translation>波动（CI95）</translation>
    </message>
    <message>
        <source>Cold runs</source>
        <translation>冷运行</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>存储占用</translation>
    </message>
    <message>
        <source>Device read</source>
        <translation>设备读取</translation>
    </message>
    <message>
        <source>Files/s</source>
        <translation>文件/秒</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>vs plain</source>
        <translation>对比未压缩</translation>
    </message>
    <message>
        <source>Of drive&apos;s limit</source>
        <translation>占驱动器极限</translation>
    </message>
    <message>
        <source>CPU s/GB</source>
        <translation>CPU 秒/GB</translation>
    </message>
</context>
<context>
    <name>cm::RunPage</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>总体进度</translation>
    </message>
    <message>
        <source>Progress of the current step</source>
        <translation>当前步骤进度</translation>
    </message>
    <message>
        <source>No run yet. Choose the drive and the data sets on the Setup page and press Start.</source>
        <translation>尚未运行。请在“设置”页上选择磁盘和数据集，然后按“开始”。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Overall:</source>
        <translation>总体：</translation>
    </message>
    <message>
        <source>Current:</source>
        <translation>当前：</translation>
    </message>
    <message>
        <source>Results so far</source>
        <translation>目前的结果</translation>
    </message>
    <message>
        <source>Run log</source>
        <translation>运行日志</translation>
    </message>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation>%1（第 %2 次重复，共 %3 次）</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>剩余约 %1</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1, %2, %3: run %4, %5 MB/s</source>
        <translation>%1，%2，%3：第 %4 次运行，%5 MB/s</translation>
    </message>
    <message>
        <source> — not cold: %1 % of the data was cached</source>
        <translation> — 非冷缓存：%1% 的数据已被缓存</translation>
    </message>
    <message>
        <source>Cancelled. Measurements finished before the cancel are kept.</source>
        <translation>已取消。取消前完成的测量结果已保留。</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>The chart appears with the first measurement.</source>
        <translation>图表将在第一次测量后出现。</translation>
    </message>
    <message>
        <source>Started: %1 → %2; data sets: %3; copier: %4; repetitions: %5; caches: %6; compression: %7</source>
        <translation>开始：%1 → %2；数据集：%3；复制器：%4；重复次数：%5；缓存：%6；压缩：%7</translation>
    </message>
</context>
<context>
    <name>cm::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Default RAM-disk target</source>
        <translation>默认内存盘目标</translation>
    </message>
    <message>
        <source>The first RAM disk with room</source>
        <translation>第一个空间足够的内存盘</translation>
    </message>
    <message>
        <source>Copier</source>
        <translation>复制器</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Adaptive repetitions</source>
        <translation>自适应重复次数</translation>
    </message>
    <message>
        <source>Cache mode</source>
        <translation>缓存模式</translation>
    </message>
    <message>
        <source>The strongest available</source>
        <translation>可用的最强方式</translation>
    </message>
    <message>
        <source>Drop all caches (root)</source>
        <translation>清除所有缓存（root）</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language changes at the next start of CompressMark.</source>
        <translation>语言将在下次启动 CompressMark 时更改。</translation>
    </message>
    <message>
        <source>RAM-disk &amp;target:</source>
        <translation>内存盘目标(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Copier:</source>
        <translation>复制器(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation>重复次数(&amp;R)：</translation>
    </message>
    <message>
        <source>C&amp;ache:</source>
        <translation>缓存(&amp;A)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>%1 (not found now)</source>
        <translation>%1（当前未找到）</translation>
    </message>
    <message>
        <source>Drop all caches (administrator)</source>
        <translation>清除所有缓存（管理员）</translation>
    </message>
    <message>
        <source>until precise (at most this many)</source>
        <translation>直到足够精确（最多这么多次）</translation>
    </message>
    <message>
        <source>Repeats until the 95 % confidence interval is within 3 % of the median</source>
        <translation>重复直到 95% 置信区间在中位数的 3% 以内</translation>
    </message>
</context>
<context>
    <name>cm::SetupPage</name>
    <message>
        <source>Data sets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Looking at the drives…</source>
        <translation>正在检查磁盘…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Source folder</source>
        <translation>源文件夹</translation>
    </message>
    <message>
        <source>The test writes its data set into a folder it makes here, and removes it afterwards</source>
        <translation>测试会在此处创建一个文件夹并写入数据集，结束后将其删除</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>选择文件夹…</translation>
    </message>
    <message>
        <source>Choose source folder</source>
        <translation>选择源文件夹</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Look at the drives again</source>
        <translation>重新检查磁盘</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Drive under test</source>
        <translation>被测磁盘</translation>
    </message>
    <message>
        <source>Label in charts:</source>
        <translation>图表中的标签：</translation>
    </message>
    <message>
        <source>Folder on the drive to test</source>
        <translation>被测磁盘上的文件夹</translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation>删除它们</translation>
    </message>
    <message numerus="yes">
        <source>A run that was stopped before it could clean up left %n folder(s) behind: %1</source>
        <translation>
            <numerusform>一次未能完成清理就被停止的运行留下了 %n 个文件夹：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 以及另外 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cm::TargetChooser</name>
    <message>
        <source>RAM-disk target</source>
        <translation>内存盘目标</translation>
    </message>
    <message>
        <source>%1 (%2, %3 free)</source>
        <translation>%1（%2，可用 %3）</translation>
    </message>
    <message>
        <source>No RAM disk has room for %1. Make one, for example:
sudo mkdir -p /mnt/ramdisk &amp;&amp; sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk</source>
        <translation>没有空间足够容纳 %1 的内存盘。请创建一个，例如：
sudo mkdir -p /mnt/ramdisk &amp;&amp; sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk</translation>
    </message>
    <message>
        <source>No RAM disk has room for %1. Make one with a RAM-disk driver, for example ImDisk&apos;s:
imdisk -a -s %2G -m R: -p &quot;/fs:ntfs /q /y&quot;</source>
        <translation>没有内存盘能容纳 %1。请用内存盘驱动创建一个，例如 ImDisk：
imdisk -a -s %2G -m R: -p &quot;/fs:ntfs /q /y&quot;</translation>
    </message>
</context>
<context>
    <name>cm::UserGuide</name>
    <message>
        <source>CompressMark User Guide</source>
        <translation>CompressMark 用户指南</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;The Window</source>
        <translation>程序窗口(&amp;T)</translation>
    </message>
    <message>
        <source>The guide is written in English only.</source>
        <translation>本指南仅有英文版。</translation>
    </message>
</context>
<context>
    <name>cm::VolumeListModel</name>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation>未知设备</translation>
    </message>
    <message>
        <source>Mounted at</source>
        <translation>挂载点</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>%1 has no transparent compression; choose a btrfs or NTFS image file on the drive under Compression to see what compression would do on it</source>
        <translation>%1 没有透明压缩；在“压缩”中选择磁盘上的 btrfs 或 NTFS 映像文件，即可看到压缩在其上的效果</translation>
    </message>
    <message>
        <source>This volume</source>
        <translation>此卷</translation>
    </message>
    <message>
        <source>in an image: %1</source>
        <translation>在镜像中：%1</translation>
    </message>
</context>
<context>
    <name>cm::WebPageGroup</name>
    <message>
        <source>Web page</source>
        <translation>网页</translation>
    </message>
    <message>
        <source>One file with every chart, the results, the method, how to reproduce them and the session itself, for readers to check.</source>
        <translation>一个文件包含所有图表、结果、方法、复现方式以及会话本身，供读者核对。</translation>
    </message>
    <message>
        <source>Leave out &amp;who and which machine (host and user names, serial numbers, volume labels, UUIDs)</source>
        <translation>略去个人和机器信息(&amp;W)（主机名和用户名、序列号、卷标、UUID）</translation>
    </message>
    <message>
        <source>Share-safe</source>
        <translation>可安全分享</translation>
    </message>
    <message>
        <source>Save &amp;web page…</source>
        <translation>保存网页(&amp;W)…</translation>
    </message>
    <message>
        <source>Save web page</source>
        <translation>保存网页</translation>
    </message>
    <message>
        <source>Save the session as a web page</source>
        <translation>将会话保存为网页</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>gui: no display (DISPLAY or WAYLAND_DISPLAY) is set</source>
        <translation>gui: 未设置显示器（DISPLAY 或 WAYLAND_DISPLAY）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; try --help</source>
        <translation>未知命令 &apos;%1&apos;；请尝试 --help</translation>
    </message>
    <message>
        <source>Measures how fast a drive delivers real files to a RAM disk, with filesystem compression off and on.</source>
        <translation>测量驱动器将真实文件传送到内存盘的速度，分别在关闭和开启文件系统压缩时。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Without a command: the window when a display is available, otherwise &apos;run&apos; with defaults.</source>
        <translation>不带命令：有显示器时打开窗口，否则以默认设置执行“run”。</translation>
    </message>
    <message>
        <source>After a killed run:</source>
        <translation>运行被强制终止后：</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of commands</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>run the benchmark (see &apos;compressmark run --help&apos;)</source>
        <translation>运行基准测试（参见“compressmark run --help”）</translation>
    </message>
    <message>
        <source>charts and tables of saved sessions (see &apos;compressmark report --help&apos;)</source>
        <translation>已保存会话的图表和表格（参见“compressmark report --help”）</translation>
    </message>
    <message>
        <source>print what is known about the volume holding a path, as JSON</source>
        <translation>以 JSON 输出有关包含某路径的卷的已知信息</translation>
    </message>
    <message>
        <source>write one data set into a new folder and print its manifest as JSON</source>
        <translation>将一个数据集写入新文件夹并以 JSON 输出其清单</translation>
    </message>
    <message>
        <source>predict whether compression pays off on this drive and CPU</source>
        <translation>预测在此驱动器和 CPU 上压缩是否值得</translation>
    </message>
    <message>
        <source>list and remove the workspaces it left behind (see &apos;compressmark clean --help&apos;)</source>
        <translation>列出并删除遗留的工作文件夹（参见“compressmark clean --help”）</translation>
    </message>
    <message>
        <source>open the window (the default when a display is available), with the
session files named after it</source>
        <translation>打开窗口（有显示器时的默认操作），并打开其后
指定的会话文件</translation>
    </message>
    <message>
        <source>Without a command: the window.</source>
        <translation>不带命令：打开窗口。</translation>
    </message>
    <message>
        <source>every drive measured here (see &apos;compressmark library --help&apos;)</source>
        <translation>在此测量过的所有驱动器（见“compressmark library --help”）</translation>
    </message>
</context>
</TS>
