// SPDX-License-Identifier: GPL-3.0-or-later
#include "identifyingvalues.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>

namespace cm {
namespace {

// Names too short or too common to tell anyone apart, left where they do
// not stand in an identifying place: "vm" is also a word of paths
// (/proc/sys/vm), "debian" is every Debian machine's first host name.
constexpr qsizetype ShortestUser = 3;
constexpr qsizetype ShortestOther = 4;

const QSet<QString> &commonNames(Identifying kind)
{
    static const QSet<QString> users{QStringLiteral("root"),          QStringLiteral("admin"),
                                     QStringLiteral("administrator"), QStringLiteral("user"),
                                     QStringLiteral("guest"),         QStringLiteral("public"),
                                     QStringLiteral("default"),       QStringLiteral("default user"),
                                     QStringLiteral("all users"),     QStringLiteral("shared"),
                                     QStringLiteral("nobody")};
    static const QSet<QString> hosts{QStringLiteral("localhost"), QStringLiteral("localdomain"),
                                     QStringLiteral("debian"),    QStringLiteral("ubuntu"),
                                     QStringLiteral("fedora"),    QStringLiteral("raspberrypi"),
                                     QStringLiteral("archlinux"), QStringLiteral("linux"),
                                     QStringLiteral("windows")};
    static const QSet<QString> labels{QStringLiteral("efi"),
                                      QStringLiteral("esp"),
                                      QStringLiteral("boot"),
                                      QStringLiteral("root"),
                                      QStringLiteral("home"),
                                      QStringLiteral("data"),
                                      QStringLiteral("system"),
                                      QStringLiteral("recovery"),
                                      QStringLiteral("swap"),
                                      QStringLiteral("windows"),
                                      QStringLiteral("system reserved"),
                                      QStringLiteral("efi system partition"),
                                      QStringLiteral("microsoft reserved partition"),
                                      QStringLiteral("microsoft basic data"),
                                      QStringLiteral("basic data partition"),
                                      QStringLiteral("linux filesystem"),
                                      QStringLiteral("linux swap")};
    static const QSet<QString> serials{QStringLiteral("none"),
                                       QStringLiteral("null"),
                                       QStringLiteral("default"),
                                       QStringLiteral("unknown"),
                                       QStringLiteral("to be filled by o.e.m."),
                                       QStringLiteral("not specified")};
    static const QSet<QString> none;
    switch (kind) {
    case Identifying::User:
        return users;
    case Identifying::Host:
        return hosts;
    case Identifying::Label:
        return labels;
    case Identifying::Serial:
        return serials;
    case Identifying::Home:
    case Identifying::Uuid:
        break;
    }
    return none;
}

// A place that makes a name identifying: group 1 is kept, group 2 is the name.
struct Context
{
    QRegularExpression pattern;
    Identifying kind;
    bool driveId = false; // a /dev/disk/by-id name: only the part that is this drive's alone
};

// Where a path may start: not inside a word or a name.
#define CM_PATH_START R"re((?:^|[^\w.]))re"
// A name in a path, without a full stop that ends a sentence.
#define CM_NAME R"re(([^/\s"',;()]*[^/\s"',;().]))re"

const QList<Context> &contexts()
{
    static const QList<Context> list{
        // A volume mounted under a user's media folder: /media/NAME/LABEL.
        {QRegularExpression(
             QStringLiteral("(" CM_PATH_START R"re(/(?:run/)?media/(?:\[user\]|[^/\s"',;:]+)/)([^/\s"',;:]+))re")),
         Identifying::Label},
        // Windows' user folder, C:\Users\NAME\: there a name may hold spaces.
        {QRegularExpression(
             QStringLiteral(R"re(((?:^|[^\w.])[A-Za-z]:[\\/](?:Users|Documents and Settings)[\\/])([^\\/"]+))re")),
         Identifying::User},
        // A user's folder: /home/NAME, /Users/NAME, ...
        {QRegularExpression(QStringLiteral(
             "(" CM_PATH_START R"re((?:/home|/var/home|/Users|/media|/run/media|/mnt/c/Users)/)([^/\s"',;:]+))re")),
         Identifying::User},
        {QRegularExpression(QStringLiteral("(" CM_PATH_START "/dev/disk/by-(?:uuid|partuuid)/)" CM_NAME)),
         Identifying::Uuid},
        {QRegularExpression(QStringLiteral("(" CM_PATH_START "/dev/disk/by-(?:label|partlabel)/)" CM_NAME)),
         Identifying::Label},
        {QRegularExpression(QStringLiteral("(" CM_PATH_START "/dev/disk/by-id/)" CM_NAME)), Identifying::Serial, true},
        // fstab's and blkid's words.
        {QRegularExpression(QStringLiteral(R"re(((?:^|\W)(?:UUID|PARTUUID)="?)([^\s"',;()]*[^\s"',;().]))re")),
         Identifying::Uuid},
        {QRegularExpression(QStringLiteral(R"re(((?:^|\W)(?:LABEL|PARTLABEL)=)("[^"\n]+"|[^\s"',;()]*[^\s"',;().]))re")),
         Identifying::Label},
        // The server of a network share: //HOST/share, \\HOST\share.
        {QRegularExpression(QStringLiteral(R"re(((?:^|[\s("'=])(?://|\\\\))([A-Za-z0-9][^/\\\s"']*))re")),
         Identifying::Host},
        {QRegularExpression(QStringLiteral(
             R"re(()\b([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\b)re")),
         Identifying::Uuid},
    };
    return list;
}

#undef CM_PATH_START
#undef CM_NAME

// The part of a /dev/disk/by-id name that is this one drive's alone: a
// world-wide name (wwn-0x..., nvme-eui...., scsi-3...) or an id whole,
// else the serial the name ends with (ata-MODEL_SERIAL, usb-..._SERIAL-0:0,
// nvme-MODEL_SERIAL_1). Its start in `name` goes to `from`.
QString driveIdPart(const QString &name, qsizetype *from)
{
    static const QRegularExpression partition(QStringLiteral(R"(-part\d+$)"));
    static const QRegularExpression wholeId(QStringLiteral(
        R"(^(?:wwn-|nvme-(?=eui\.|nvme\.)|(?:dm|md|lvm-pv)-uuid-|scsi-(?=[0-9a-fA-F]{9,}$)|ieee1394-))"));
    static const QRegularExpression usbPort(QStringLiteral(R"(-\d+:\d+$)"));
    static const QRegularExpression nvmeNamespace(QStringLiteral(R"(^nvme-.*_\w+(_\d{1,2})$)"));
    QString rest = name;
    rest.remove(partition);
    if (rest.startsWith(QLatin1String("dm-name-")) || rest.startsWith(QLatin1String("md-name-")))
        return {};
    if (const QRegularExpressionMatch match = wholeId.match(rest); match.hasMatch()) {
        *from = match.capturedEnd();
        return rest.mid(*from);
    }
    rest.remove(usbPort);
    if (const QRegularExpressionMatch match = nvmeNamespace.match(rest); match.hasMatch())
        rest.truncate(match.capturedStart(1));
    const qsizetype bus = rest.indexOf(QLatin1Char('-'));
    const qsizetype underscore = rest.lastIndexOf(QLatin1Char('_'));
    *from = underscore > bus ? underscore + 1 : bus + 1;
    return rest.mid(*from);
}

// A label as udev writes it in a name: "My\x20Disk".
QString decodedLabel(QString label)
{
    static const QRegularExpression escape(QStringLiteral(R"(\\x([0-9A-Fa-f]{2}))"));
    QString decoded;
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = escape.globalMatch(label); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        decoded += label.mid(from, match.capturedStart() - from) + QChar(match.captured(1).toInt(nullptr, 16));
        from = match.capturedEnd();
    }
    return decoded + label.mid(from);
}

QString unquoted(const QString &name)
{
    return name.size() >= 2 && name.startsWith(QLatin1Char('"')) && name.endsWith(QLatin1Char('"'))
        ? name.mid(1, name.size() - 2)
        : name;
}

const QRegularExpression &nfsServer()
{
    static const QRegularExpression pattern(QStringLiteral(R"(^()([A-Za-z0-9][\w.-]+)(?=:/))"));
    return pattern;
}

} // namespace

QString identifyingMark(Identifying kind)
{
    switch (kind) {
    case Identifying::User:
        return QStringLiteral("[user]");
    case Identifying::Home:
        return QStringLiteral("[home]");
    case Identifying::Host:
        return QStringLiteral("[host]");
    case Identifying::Serial:
        return QStringLiteral("[serial]");
    case Identifying::Label:
        return QStringLiteral("[label]");
    case Identifying::Uuid:
        break;
    }
    return QStringLiteral("[uuid]");
}

IdentifyingValues::IdentifyingValues(const IdentifyingNames &ofThisMachine)
{
    collectField(QStringLiteral("host"), ofThisMachine.host);
    add(Identifying::User, ofThisMachine.user);
    const QString home = QDir::cleanPath(ofThisMachine.home);
    const QString last = home.section(QLatin1Char('/'), -1);
    if (!ofThisMachine.home.isEmpty() && !last.isEmpty() && !commonNames(Identifying::User).contains(last.toLower())) {
        m_home = home;
        add(Identifying::User, last);
    }
    collectText(ofThisMachine.home);
}

void IdentifyingValues::add(Identifying kind, const QString &value)
{
    const QString trimmed = value.trimmed();
    const qsizetype shortest = kind == Identifying::User ? ShortestUser : ShortestOther;
    if (trimmed.size() < shortest || commonNames(kind).contains(trimmed.toLower()))
        return;
    // The program's own words name no one, and results are looked up by them.
    static const QSet<QString> programWords{
        QStringLiteral("read"),       QStringLiteral("write"),  QStringLiteral("copy"),       QStringLiteral("delete"),
        QStringLiteral("pack"),       QStringLiteral("unpack"), QStringLiteral("smallfiles"), QStringLiteral("plain"),
        QStringLiteral("compressed"), QStringLiteral("books"),  QStringLiteral("photos"),     QStringLiteral("system"),
        QStringLiteral("image"),      QStringLiteral("small"),  QStringLiteral("folder")};
    if (programWords.contains(trimmed.toLower()))
        return;
    for (int k = 0; k < IdentifyingKinds; ++k) {
        const QString word = identifyingMark(Identifying(k)).mid(1).chopped(1);
        if (trimmed.compare(word, Qt::CaseInsensitive) == 0)
            return;
    }
    m_values.append({kind, trimmed});
    // A serial of several words ("WD-WCC6Y0LFUZ53", "WD WX12A3456789") is
    // one drive's by each long word with a digit too, wherever it stands alone.
    if (kind != Identifying::Serial)
        return;
    static const QRegularExpression longWord(QStringLiteral(R"((?=[[:alpha:]]*\d)[[:alnum:]]{6,})"));
    for (QRegularExpressionMatchIterator it = longWord.globalMatch(trimmed); it.hasNext();) {
        const QString word = it.next().captured();
        if (word != trimmed)
            m_values.append({kind, word});
    }
}

void IdentifyingValues::collectField(const QString &key, const QString &value)
{
    static const QSet<QString> serialKeys{QStringLiteral("serial"), QStringLiteral("serialNumber"),
                                          QStringLiteral("wwn"), QStringLiteral("wwid")};
    static const QSet<QString> hostKeys{QStringLiteral("host"), QStringLiteral("hostname"), QStringLiteral("hostName")};
    static const QSet<QString> userKeys{QStringLiteral("user"), QStringLiteral("userName"), QStringLiteral("username"),
                                        QStringLiteral("login")};
    static const QSet<QString> labelKeys{QStringLiteral("volumeLabel"), QStringLiteral("fsLabel"),
                                         QStringLiteral("partLabel"), QStringLiteral("partlabel")};
    static const QSet<QString> uuidKeys{QStringLiteral("uuid"), QStringLiteral("partuuid"), QStringLiteral("boot")};
    if (serialKeys.contains(key)) {
        add(Identifying::Serial, value);
        // udev names a drive by its serial with blanks as underscores.
        add(Identifying::Serial, value.trimmed().replace(QLatin1Char(' '), QLatin1Char('_')));
    } else if (hostKeys.contains(key)) {
        add(Identifying::Host, value);
        add(Identifying::Host, value.section(QLatin1Char('.'), 0, 0)); // bench7 of bench7.lab.example.org
    } else if (userKeys.contains(key)) {
        add(Identifying::User, value);
    } else if (labelKeys.contains(key)) {
        add(Identifying::Label, value);
    } else if (uuidKeys.contains(key)) {
        add(Identifying::Uuid, value);
    } else if (key == QLatin1String("device")) {
        QList<int> ignored(IdentifyingKinds);
        QString server;
        static_cast<void>(replaceNfsServer(value, &ignored, &server));
        add(Identifying::Host, server);
    }
}

void IdentifyingValues::collectText(const QString &text)
{
    for (const Context &context : contexts()) {
        for (QRegularExpressionMatchIterator it = context.pattern.globalMatch(text); it.hasNext();) {
            const QString name = it.next().captured(2);
            if (context.driveId) {
                qsizetype from = 0;
                const QString part = driveIdPart(name, &from);
                add(Identifying::Serial, part);
                // The number alone, as other tools write it: 5002538e40a1b2c3 of
                // wwn-0x5002538e40a1b2c3, 002538b111b1c2d3 of nvme-eui.002538b111b1c2d3.
                static const QRegularExpression typed(
                    QStringLiteral(R"(^(?:0x|eui\.|nvme\.|[1-8](?=[0-9a-fA-F]{9,}$)))"));
                if (const QRegularExpressionMatch match = typed.match(part); match.hasMatch())
                    add(Identifying::Serial, part.mid(match.capturedEnd()));
            } else if (context.kind == Identifying::Label) {
                add(Identifying::Label, unquoted(name));
                add(Identifying::Label, decodedLabel(unquoted(name)));
            } else {
                add(context.kind, name);
            }
        }
    }
}

WordReplacer IdentifyingValues::replacer() const
{
    WordReplacer replacer;
    for (const auto &[kind, value] : m_values) {
        // Host and user names are the same in any case; serials, labels and ids are as written.
        const bool anyCase = kind == Identifying::Host || kind == Identifying::User || kind == Identifying::Uuid;
        replacer.add(value, identifyingMark(kind), int(kind), anyCase ? Qt::CaseInsensitive : Qt::CaseSensitive);
    }
    return replacer;
}

QString replaceInContext(const QString &given, QList<int> *counts)
{
    QString text = given;
    for (const Context &context : contexts()) {
        const QString mark = identifyingMark(context.kind);
        QString result;
        qsizetype copied = 0;
        for (QRegularExpressionMatchIterator it = context.pattern.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            const QString name = match.captured(2);
            qsizetype from = 0;
            const QString part = context.driveId ? driveIdPart(name, &from) : name;
            if (part.isEmpty() || part == mark)
                continue;
            const qsizetype start = match.capturedStart(2) + from;
            result += QStringView(text).mid(copied, start - copied);
            result += mark;
            copied = start + part.size();
            ++(*counts)[int(context.kind)];
        }
        if (copied > 0)
            text = result + QStringView(text).mid(copied);
    }
    return text;
}

QString replaceNfsServer(const QString &source, QList<int> *counts, QString *server)
{
    const QRegularExpressionMatch match = nfsServer().match(source);
    if (!match.hasMatch() || match.captured(2) == identifyingMark(Identifying::Host))
        return source;
    if (server)
        *server = match.captured(2);
    ++(*counts)[int(Identifying::Host)];
    return identifyingMark(Identifying::Host) + source.mid(match.capturedEnd(2));
}

} // namespace cm
