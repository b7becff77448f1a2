// SPDX-License-Identifier: GPL-3.0-or-later
#include "sharesafe.h"

#include "session/sessionjson.h"
#include "session/sessionreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ShareSafe)
};

const QString UserMark = QStringLiteral("[user]");
const QString HostMark = QStringLiteral("[host]");
const QString LabelMark = QStringLiteral("[label]");
const QString UuidMark = QStringLiteral("[uuid]");
constexpr qsizetype ShortestHostToFind = 4;
constexpr qsizetype ShortestUserToFind = 3;
// Accounts of every machine, and words of messages ("dropped as root").
const QSet<QString> AnyonesNames{QStringLiteral("root"), QStringLiteral("admin"), QStringLiteral("administrator"),
                                 QStringLiteral("user"), QStringLiteral("guest")};

// A user's folder: /home/NAME, /Users/NAME, ... (group 1 the folders before
// the name, group 2 the name).
const QRegularExpression &userFolder()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(((?:^|[^\w.])(?:/home|/var/home|/Users|/media|/run/media|/mnt/c/Users)/)([^/\s"',;:]+))"));
    return pattern;
}

// Windows' user folder, C:\Users\NAME\: there a name may hold spaces.
const QRegularExpression &windowsUserFolder()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(((?:^|[^\w.])[A-Za-z]:[\\/](?:Users|Documents and Settings)[\\/])([^\\/"]+))"));
    return pattern;
}

// A volume mounted under a user's media folder: /media/NAME/LABEL.
const QRegularExpression &mediaLabel()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(((?:^|[^\w.])/(?:run/)?media/(?:\[user\]|[^/\s"',;:]+)/)([^/\s"',;:]+))"));
    return pattern;
}

// The server of a network share, as a mount's source names it: //HOST/share,
// \\HOST\share, HOST:/export.
const QRegularExpression &shareServer()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(^((?://|\\\\))([^/\\\s]+)|^()([A-Za-z0-9][\w.-]+)(?=:/))"));
    return pattern;
}

const QRegularExpression &uuid()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\b)"));
    return pattern;
}

// Counts what it replaces, kind by kind.
class Scrubber
{
public:
    explicit Scrubber(const IdentifyingNames &ofThisMachine)
    {
        addHost(ofThisMachine.host);
        if (ofThisMachine.user.size() >= ShortestUserToFind && !AnyonesNames.contains(ofThisMachine.user.toLower()))
            m_users.insert(ofThisMachine.user);
    }

    // A name as short as "vm" is also a word of paths and messages.
    void addHost(const QString &host)
    {
        if (host.size() >= ShortestHostToFind)
            m_hosts.insert(host);
    }

    // The names of hosts that the session itself holds ("host" fields).
    void collectHosts(const QJsonValue &value)
    {
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                if (it.key() == QLatin1String("host") && it.value().isString())
                    addHost(it.value().toString());
                collectHosts(it.value());
            }
        } else if (value.isArray()) {
            for (const QJsonValue &item : value.toArray())
                collectHosts(item);
        }
    }

    QJsonValue scrub(const QString &key, const QJsonValue &value, bool machineFacts)
    {
        if (value.isObject()) {
            QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                it.value() = scrub(it.key(), it.value(), machineFacts || it.key() == QLatin1String("machine"));
            return object;
        }
        if (value.isArray()) {
            QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                array[i] = scrub(key, array[i], machineFacts);
            return array;
        }
        if (!value.isString())
            return value;
        if (key == QLatin1String("serial")) {
            ++m_serials;
            return QJsonValue::Null;
        }
        if (key == QLatin1String("host")) {
            ++m_hostCount;
            return HostMark;
        }
        // A mount's source names the server of a network share.
        const QString string = key == QLatin1String("device") ? replaceServer(value.toString()) : value.toString();
        return text(string, machineFacts);
    }

    // A text that is not in the session file, such as the file's own path.
    QString scrubText(const QString &value) { return text(value, false); }

    QStringList removed() const
    {
        QStringList lines;
        if (m_hostCount > 0)
            lines << Text::tr("host names in %n place(s)", nullptr, m_hostCount);
        if (m_userCount > 0)
            lines << Text::tr("user names in %n path(s)", nullptr, m_userCount);
        if (m_serials > 0)
            lines << Text::tr("%n serial number(s) of drives", nullptr, m_serials);
        if (m_labelCount > 0)
            lines << Text::tr("volume labels in %n mount point(s)", nullptr, m_labelCount);
        if (m_uuidCount > 0)
            lines << Text::tr("%n UUID(s) (of filesystems, devices or boots)", nullptr, m_uuidCount);
        return lines;
    }

private:
    // The CPU, system and kernel's names say what the machine is, not whose.
    QString text(QString value, bool machineFacts)
    {
        value = replaceGroup(value, mediaLabel(), LabelMark, &m_labelCount);
        value = replaceGroup(value, windowsUserFolder(), UserMark, &m_userCount);
        value = replaceGroup(value, userFolder(), UserMark, &m_userCount);
        if (!machineFacts) {
            for (const QString &user : std::as_const(m_users))
                value = replaceWord(value, user, UserMark, &m_userCount);
            for (const QString &host : std::as_const(m_hosts))
                value = replaceWord(value, host, HostMark, &m_hostCount);
        }
        if (const int found = int(value.count(uuid())); found > 0) {
            value.replace(uuid(), UuidMark);
            m_uuidCount += found;
        }
        return value;
    }

    QString replaceServer(const QString &value)
    {
        const QRegularExpressionMatch match = shareServer().match(value);
        if (!match.hasMatch())
            return value;
        const int group = match.capturedStart(2) >= 0 ? 2 : 4;
        if (match.captured(group) == HostMark)
            return value;
        ++m_hostCount;
        return value.left(match.capturedStart(group)) + HostMark + value.mid(match.capturedEnd(group));
    }

    // Replaces group 2 of each match, keeping group 1 before it.
    static QString replaceGroup(const QString &value, const QRegularExpression &pattern, const QString &mark,
                                int *count)
    {
        QString result;
        qsizetype from = 0;
        for (QRegularExpressionMatchIterator it = pattern.globalMatch(value); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            if (match.captured(2) == mark)
                continue;
            result += value.mid(from, match.capturedStart(2) - from) + mark;
            from = match.capturedEnd(2);
            ++*count;
        }
        return from == 0 ? value : result + value.mid(from);
    }

    // `name` where it stands as a word of its own ("alice", not "malice").
    static QString replaceWord(const QString &value, const QString &name, const QString &mark, int *count)
    {
        const QRegularExpression pattern(QStringLiteral(R"((?<![\w-]))") + QRegularExpression::escape(name)
                                         + QStringLiteral(R"((?![\w-]))"));
        const int found = int(value.count(pattern));
        if (found == 0)
            return value;
        *count += found;
        return QString(value).replace(pattern, mark);
    }

    QSet<QString> m_hosts;
    QSet<QString> m_users;
    int m_hostCount = 0;
    int m_userCount = 0;
    int m_serials = 0;
    int m_labelCount = 0;
    int m_uuidCount = 0;
};

} // namespace

Status shareSafe(QList<Session> *sessions, const IdentifyingNames &ofThisMachine, QStringList *removed)
{
    // One scrubber for all: a host one file names is left out of the others too.
    Scrubber scrubber(ofThisMachine);
    QList<QJsonObject> json;
    for (const Session &session : std::as_const(*sessions)) {
        json.append(sessionToJson(session));
        scrubber.collectHosts(json.constLast());
    }
    for (qsizetype s = 0; s < sessions->size(); ++s) {
        const QJsonObject scrubbed = scrubber.scrub(QString(), json[s], false).toObject();
        Session readBack;
        if (Status status = sessionFromJson(QJsonDocument(scrubbed).toJson(QJsonDocument::Compact),
                                            Text::tr("the share-safe session"), &readBack);
            !status)
            return status;
        const Session &original = (*sessions)[s];
        for (qsizetype i = 0; i < readBack.drives.size() && i < original.drives.size(); ++i)
            readBack.drives[i].origin = scrubber.scrubText(original.drives[i].origin);
        (*sessions)[s] = readBack;
    }
    *removed = scrubber.removed();
    return Status::ok();
}

Status shareSafe(const Session &session, const IdentifyingNames &ofThisMachine, ShareSafeSession *safe)
{
    QList<Session> sessions{session};
    if (Status status = shareSafe(&sessions, ofThisMachine, &safe->removed); !status)
        return status;
    safe->session = sessions.constFirst();
    return Status::ok();
}

} // namespace cm
