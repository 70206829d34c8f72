// fr-CH of ../account.ts (same ids, a test compares them), downloaded when the console shows
// fr-CH and a screen using these texts has loaded (../account.ts adds them).
import type { ACCOUNT_EN_US } from '../account';

export const ACCOUNT_FR_CH: Record<keyof typeof ACCOUNT_EN_US, string> = {
  'console.account.tabs': 'Compte',
  'console.account.signedInAs': 'Connecté en tant que {name} ({email})',
  'console.account.notPermitted':
    'Vous n’avez pas l’autorisation d’utiliser cette partie de votre compte.',

  'console.account.information.title': 'Informations',
  'console.account.information.name': 'Nom',
  'console.account.information.email': 'E-mail',
  'console.account.information.emailStatus': 'Adresse e-mail',
  'console.account.information.emailVerified': 'Confirmée',
  'console.account.information.emailUnverified': 'Non confirmée',
  'console.account.information.roles': 'Rôles',
  'console.account.information.noRoles': 'Aucun',
  'console.account.information.tier': 'Niveau du compte',
  'console.account.information.loading': 'Chargement de votre compte…',
  'console.account.information.loadFailed': 'Votre compte n’a pas pu être chargé : {reason}',

  'console.account.feedback.title': 'Donner votre avis',
  'console.account.feedback.hint':
    'Dites-nous ce qui fonctionne bien et ce qui pourrait être mieux.',
  'console.account.feedback.message': 'Votre avis',
  'console.account.feedback.send': 'Envoyer votre avis',
  'console.account.feedback.sending': 'Envoi…',
  'console.account.feedback.sent': 'Merci, votre avis a été envoyé.',
  'console.account.feedback.failed': 'Votre avis n’a pas pu être envoyé : {reason}',

  'console.account.apiClients.title': 'Clients API',
  'console.account.apiClients.hint':
    'Les scripts et les tâches CI se connectent avec un client API (identifiants client).',
  'console.account.apiClients.create': 'Créer un client API',
  'console.account.apiClients.table': 'Clients API',
  'console.account.apiClients.name': 'Nom',
  'console.account.apiClients.type': 'Type',
  'console.account.apiClients.description': 'Description',
  'console.account.apiClients.lifetime': 'Durée de vie du jeton d’accès (secondes)',
  'console.account.apiClients.lifetimeHint': 'Laissez vide pour la valeur par défaut du serveur.',
  'console.account.apiClients.lifetimeInvalid':
    'La durée de vie du jeton d’accès doit être un nombre entier de secondes.',
  'console.account.apiClients.lifetimeDefault': 'Par défaut',
  'console.account.apiClients.actions': 'Actions',
  'console.account.apiClients.none': 'Vous n’avez encore aucun client API.',
  'console.account.apiClients.loadFailed': 'Vos clients API n’ont pas pu être chargés : {reason}',
  'console.account.apiClients.type.provision': 'provision',
  'console.account.apiClients.type.api-v2': 'api-v2 (bêta)',
  'console.account.apiClients.type.api-minimal': 'api-minimal',
  'console.account.apiClients.createTitle': 'Créer un client API',
  'console.account.apiClients.editTitle': 'Modifier le client API {name}',
  'console.account.apiClients.save': 'Enregistrer',
  'console.account.apiClients.created': 'Client API {name} créé.',
  'console.account.apiClients.createFailed': 'Le client API n’a pas pu être créé : {reason}',
  'console.account.apiClients.updated': 'Client API {name} enregistré.',
  'console.account.apiClients.updateFailed':
    'Le client API {name} n’a pas pu être enregistré : {reason}',
  'console.account.apiClients.edit': 'Modifier',
  'console.account.apiClients.editNamed': 'Modifier le client API {name}',
  'console.account.apiClients.delete': 'Supprimer',
  'console.account.apiClients.deleteNamed': 'Supprimer le client API {name}',
  'console.account.apiClients.deleteTitle': 'Supprimer le client API {name} ?',
  'console.account.apiClients.deleteMessage':
    'Les scripts qui se connectent avec lui cessent de fonctionner ; ses jetons ne sont plus acceptés.',
  'console.account.apiClients.deleted': 'Client API {name} supprimé.',
  'console.account.apiClients.deleteFailed':
    'Le client API {name} n’a pas pu être supprimé : {reason}',
  'console.account.apiClients.secretTitle': 'Le secret de {name}',
  'console.account.apiClients.secretOnce':
    'Copiez le secret client maintenant : il n’est affiché qu’une fois et ne peut plus être relu.',
  'console.account.apiClients.clientId': 'Identifiant client',
  'console.account.apiClients.secret': 'Secret client',
  'console.account.apiClients.copy': 'Copier le secret',
  'console.account.apiClients.copied': 'Le secret client a été copié.',
  'console.account.apiClients.copyFailed': 'Le secret client n’a pas pu être copié : {reason}',
  'console.account.apiClients.done': 'Terminé',

  'console.account.keys.title': 'Clés',
  'console.account.keys.credentials': 'Identifiants',
  'console.account.keys.credentialsHint':
    'credentials.zip contient ce dont les outils en ligne de commande ont besoin pour se connecter et publier des paquets.',
  'console.account.keys.download': 'Télécharger credentials.zip',
  'console.account.keys.downloading': 'Téléchargement…',
  'console.account.keys.downloaded': 'credentials.zip téléchargé.',
  'console.account.keys.downloadFailed': 'credentials.zip n’a pas pu être téléchargé : {reason}',
  'console.account.keys.rotation': 'Renouvellement des clés',
  'console.account.keys.provision': 'Clé de provisionnement',
  'console.account.keys.provisionHint':
    'Les appareils sont provisionnés avec elle. Les identifiants téléchargés auparavant ne provisionnent plus d’appareils.',
  'console.account.keys.garageTools': 'Clé garage-tools',
  'console.account.keys.garageToolsHint':
    'Les outils en ligne de commande se connectent avec elle. Les identifiants téléchargés auparavant cessent de fonctionner.',
  'console.account.keys.root': 'Clé racine du dépôt',
  'console.account.keys.rootHint': 'La racine de confiance des paquets du dépôt actif.',
  'console.account.keys.rotate': 'Renouveler',
  'console.account.keys.rotateNamed': 'Renouveler : {key}',
  'console.account.keys.rotating': 'Renouvellement…',
  'console.account.keys.rotateTitle': 'Renouveler : {key} ?',
  'console.account.keys.rotateMessage':
    'Une nouvelle clé la remplace. Téléchargez ensuite à nouveau credentials.zip.',
  'console.account.keys.rotated': 'Renouvelée : {key}.',
  'console.account.keys.rotateFailed': 'Le renouvellement a échoué ({key}) : {reason}',

  'console.account.repository.title': 'Utilisateurs du dépôt',
  'console.account.repository.hint':
    'Les invités de {name} y travaillent avec les droits de leur profil d’invité.',
  'console.account.repository.hintNew':
    'Partagez votre dépôt : ajouter le premier utilisateur crée le dépôt partagé.',
  'console.account.repository.table': 'Utilisateurs de {name}',
  'console.account.repository.email': 'E-mail',
  'console.account.repository.profile': 'Profil d’invité',
  'console.account.repository.profileOf': 'Profil d’invité de {email}',
  'console.account.repository.chooseProfile': 'Choisissez un profil d’invité',
  'console.account.repository.actions': 'Actions',
  'console.account.repository.none': 'Personne d’autre ne travaille encore dans ce dépôt.',
  'console.account.repository.loadFailed':
    'Les utilisateurs du dépôt n’ont pas pu être chargés : {reason}',
  'console.account.repository.sharingForbidden':
    'Partager un dépôt nécessite un compte Commercial.',
  'console.account.repository.addTitle': 'Ajouter un utilisateur',
  'console.account.repository.newName': 'Nom du dépôt partagé',
  'console.account.repository.add': 'Ajouter l’utilisateur',
  'console.account.repository.added': '{email} a été ajouté avec le profil {profile}.',
  'console.account.repository.addFailed': '{email} n’a pas pu être ajouté : {reason}',
  'console.account.repository.changed': '{email} a désormais le profil {profile}.',
  'console.account.repository.changeFailed':
    'Le profil d’invité de {email} n’a pas pu être changé : {reason}',
  'console.account.repository.remove': 'Retirer',
  'console.account.repository.removeNamed': 'Retirer {email}',
  'console.account.repository.removeTitle': 'Retirer {email} ?',
  'console.account.repository.removeMessage': 'Cette personne ne peut plus travailler dans {name}.',
  'console.account.repository.removed': '{email} a été retiré.',
  'console.account.repository.removeFailed': '{email} n’a pas pu être retiré : {reason}',
};
