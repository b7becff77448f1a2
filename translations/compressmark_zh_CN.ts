<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>probe: name exactly one path</source>
        <translation>probe：请只指定一个路径</translation>
    </message>
    <message>
        <source>probe: %1 does not exist</source>
        <translation>probe：%1 不存在</translation>
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
    <name>QObject</name>
    <message>
        <source>cannot create the session folder %1</source>
        <translation>无法创建会话文件夹 %1</translation>
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
        <source>Session: %1
Chart: %2
</source>
        <translation>会话：%1
图表：%2
</translation>
    </message>
    <message>
        <source>run cancelled; finished measurements are kept</source>
        <translation>运行已取消；已完成的测量结果已保留</translation>
    </message>
    <message>
        <source>run failed: %1</source>
        <translation>运行失败：%1</translation>
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
        <source>Comma-separated data sets (default: books).</source>
        <translation>以逗号分隔的数据集（默认：books）。</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Size of each data set, e.g. 256M or 1G (default: 64M).</source>
        <translation>每个数据集的大小，例如 256M 或 1G（默认：64M）。</translation>
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
        <source>Repetitions per measurement (default: 5).</source>
        <translation>每次测量的重复次数（默认：5）。</translation>
    </message>
    <message>
        <source>count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>How runs are made cold: drop (root) or evict (default: drop as root, else evict).</source>
        <translation>使每次运行处于冷缓存状态的方式：drop（需要 root）或 evict（默认：以 root 运行时为 drop，否则为 evict）。</translation>
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
        <source>Name of the drive in charts and tables.</source>
        <translation>图表和表格中显示的磁盘名称。</translation>
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
        <source>--size: &apos;%1&apos; is not a size such as 64M or 1G</source>
        <translation>--size: &apos;%1&apos; 不是有效的大小（例如 64M 或 1G）</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation>--seed: &apos;%1&apos; 不是整数</translation>
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
        <source>--reps: &apos;%1&apos; is not a count from 1 to 1000</source>
        <translation>--reps: &apos;%1&apos; 不是 1 到 1000 之间的次数</translation>
    </message>
    <message>
        <source>--cache: &apos;%1&apos; is not drop or evict</source>
        <translation>--cache: &apos;%1&apos; 不是 drop 或 evict</translation>
    </message>
    <message>
        <source>no RAM disk with room for the data set; create one (for example &apos;mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk&apos;) and pass --target</source>
        <translation>没有空间足够容纳数据集的内存盘；请创建一个（例如 &apos;mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk&apos;）并通过 --target 指定</translation>
    </message>
</context>
<context>
    <name>SpeedChart</name>
    <message>
        <source>compression off</source>
        <translation>未压缩</translation>
    </message>
    <message>
        <source>compression on</source>
        <translation>压缩</translation>
    </message>
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
</context>
<context>
    <name>Stages</name>
    <message>
        <source>Writing data set %1</source>
        <translation>正在写入数据集 %1</translation>
    </message>
    <message>
        <source>Flushing data sets to the drive</source>
        <translation>正在将数据集刷写到磁盘</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>正在准备</translation>
    </message>
    <message>
        <source>Making the cache cold</source>
        <translation>正在清除缓存</translation>
    </message>
    <message>
        <source>Reading %1 from the drive</source>
        <translation>正在从磁盘读取 %1</translation>
    </message>
    <message>
        <source>Removing the copy from the target</source>
        <translation>正在从目标删除副本</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>正在清理</translation>
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
</context>
<context>
    <name>cm::BenchmarkRunner</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cm::MainWindow</name>
    <message>
        <source>CompressMark</source>
        <translation>CompressMark</translation>
    </message>
    <message>
        <source>Source folder</source>
        <translation>源文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose source folder</source>
        <translation>选择源文件夹</translation>
    </message>
    <message>
        <source>RAM-disk target</source>
        <translation>目标内存盘</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Data set size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Drive under test (folder):</source>
        <translation>被测磁盘（文件夹）：</translation>
    </message>
    <message>
        <source>RAM-disk target:</source>
        <translation>目标内存盘：</translation>
    </message>
    <message>
        <source>Data set size (books):</source>
        <translation>数据集大小（books）：</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>总体进度</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test and press Start.</source>
        <translation>请选择被测磁盘上的文件夹，然后点击“开始”。</translation>
    </message>
    <message>
        <source>%1 (%2, %3 free)</source>
        <translation>%1（%2，可用 %3）</translation>
    </message>
    <message>
        <source>No RAM disk found. Create one, for example: sudo mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk</source>
        <translation>未找到内存盘。请创建一个，例如：sudo mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk</translation>
    </message>
    <message>
        <source>Folder on the drive to test</source>
        <translation>被测磁盘上的文件夹</translation>
    </message>
    <message>
        <source>Checking the drives…</source>
        <translation>正在检查磁盘…</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>无法开始：%1</translation>
    </message>
    <message>
        <source>Saving the session to %1</source>
        <translation>正在将会话保存到 %1</translation>
    </message>
    <message>
        <source>%1 (repetition %2 of %3)</source>
        <translation>%1（第 %2 次重复，共 %3 次）</translation>
    </message>
    <message>
        <source> — %1 MB/s</source>
        <translation> — %1 MB/s</translation>
    </message>
    <message>
        <source>Cancelled. Measurements finished before the cancel are kept.</source>
        <translation>已取消。取消前已完成的测量结果已保留。</translation>
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
        <source>Stop the run?</source>
        <translation>要停止测试吗？</translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close?</source>
        <translation>基准测试正在运行。要停止测试并关闭吗？</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>会话已保存到 %1</translation>
    </message>
    <message>
        <source>Nothing was measured.</source>
        <translation>没有进行任何测量。</translation>
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
        <source>Measures how fast a drive delivers real files to a RAM disk, with filesystem compression off and on.

Commands:
  run    run the benchmark (see &apos;compressmark run --help&apos;)
  probe  print what is known about the volume holding a path, as JSON
  gui    open the window (the default when a display is available)

Without a command: the window when a display is available, otherwise &apos;run&apos; with defaults.</source>
        <translation>测量磁盘向内存盘传送真实文件的速度，分别在文件系统压缩关闭和开启时进行。

命令：
  run    运行基准测试（参见 &apos;compressmark run --help&apos;）
  probe  以 JSON 格式输出某路径所在卷的信息
  gui    打开窗口（有显示器时的默认行为）

不带命令时：有显示器则打开窗口，否则以默认设置执行 &apos;run&apos;。</translation>
    </message>
    <message>
        <source>run, probe or gui</source>
        <translation>run、probe 或 gui</translation>
    </message>
</context>
</TS>
